import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../routes/load-chunk.ts';
import { ErrorLayout } from './error-layout.tsx';

/** Title of the route error page (spec §8). */
const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

/** The standard reason phrases the router's statuses are reported with (spec §8: 404, 405, 400). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

/**
 * Error element of the root route: whatever a loader, a lazy route or a render threw ends here,
 * never on a blank screen. Route error responses show their status and its reason; a chunk that
 * failed to load (ChunkLoadError) offers a reload; anything else shows its message.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const text = STATUS_TEXT[error.status] ?? error.statusText;
    return (
      <ErrorLayout title={ROUTE_ERROR_TITLE}>
        <p className="error-status" data-testid="route-error-status">
          {error.status} {text}
        </p>
        <BackHome />
      </ErrorLayout>
    );
  }
  if (isChunkLoadError(error)) {
    return (
      <ErrorLayout title={ROUTE_ERROR_TITLE}>
        <p role="alert" className="alert" data-testid="chunk-load-error">
          A part of the app failed to load (ChunkLoadError). Check your connection, then reload the page.
        </p>
        <div className="error-actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
          <BackHome secondary />
        </div>
      </ErrorLayout>
    );
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong.';
  return (
    <ErrorLayout title={ROUTE_ERROR_TITLE}>
      <p className="error-message" data-testid="route-error-message">
        {message}
      </p>
      <BackHome />
    </ErrorLayout>
  );
}

// A full page load rather than a router link: after an error the app's state is not to be trusted.
function BackHome({ secondary = false }: { secondary?: boolean }) {
  return (
    <a className={secondary ? 'button button-secondary' : 'button'} href="/">
      Back to home
    </a>
  );
}
