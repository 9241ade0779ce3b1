import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../routes/load-chunk.ts';
import { useDocumentTitle } from '../routes/use-document-title.ts';
import { ErrorLayout } from './error-layout.tsx';
import { ProblemDetails } from './problem-details.tsx';

/** Title of the route error page (spec §8). */
const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

/** The page's name in the tab's title. */
const ROUTE_ERROR_DOCUMENT_TITLE = 'Something went wrong';

/** The standard reason phrases the router's statuses are reported with (spec §8: 404, 405, 400). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

/** What the person reads for a route the router refused (the status is the technical detail). */
const ROUTE_REFUSED_TEXT = 'This page could not be opened. Go back to the home page and try again.';

/** What the person reads when a part of the app's code did not arrive (a ChunkLoadError). */
const CHUNK_FAILED_TEXT =
  'A part of the app failed to load, most likely because the connection dropped. Check your connection, then press Reload.';

/** What the person reads for anything else a screen threw. */
const SCREEN_FAILED_TEXT =
  'Something went wrong on this page. Go back to the home page and try again; if it happens again, tell your IT service desk.';

/**
 * Error element of the root route: whatever a loader, a lazy route or a render threw ends here,
 * never on a blank screen. What happened is said in plain words, with what to do; the technical
 * detail (the status and its reason, the error's name and message) is in a disclosure and on the
 * console. A chunk that failed to load (ChunkLoadError) offers a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle(ROUTE_ERROR_DOCUMENT_TITLE);
  useEffect(() => console.error('The screen could not be shown:', error), [error]);
  if (isRouteErrorResponse(error)) {
    const text = STATUS_TEXT[error.status] ?? error.statusText;
    return (
      <ErrorLayout title={ROUTE_ERROR_TITLE}>
        <p className="error-message">{ROUTE_REFUSED_TEXT}</p>
        <ProblemDetails detail={`${error.status} ${text}`} />
        <BackHome />
      </ErrorLayout>
    );
  }
  if (isChunkLoadError(error)) {
    return (
      <ErrorLayout title={ROUTE_ERROR_TITLE}>
        <p role="alert" className="alert" data-testid="chunk-load-error">
          {CHUNK_FAILED_TEXT}
        </p>
        <ProblemDetails detail={detailOf(error)} />
        <div className="error-actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
          <BackHome secondary />
        </div>
      </ErrorLayout>
    );
  }
  return (
    <ErrorLayout title={ROUTE_ERROR_TITLE}>
      <p className="error-message">{SCREEN_FAILED_TEXT}</p>
      <ProblemDetails detail={detailOf(error)} />
      <BackHome />
    </ErrorLayout>
  );
}

/** `ChunkLoadError: …`: an error's name and message, or what else was thrown. */
function detailOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

// A full page load rather than a router link: after an error the app's state is not to be trusted.
function BackHome({ secondary = false }: { secondary?: boolean }) {
  return (
    <a className={secondary ? 'button button-secondary' : 'button'} href="/">
      Back to home
    </a>
  );
}
