import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../routes/use-document-title.ts';
import { ErrorLayout } from './error-layout.tsx';

/** Text of the 404 page (spec §2). */
const NOT_FOUND_TEXT = 'Page not found';

/** Any path the viewer does not know: 'Page not found' and a way back to '/'. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXT);
  return (
    <ErrorLayout title={NOT_FOUND_TEXT}>
      <p className="error-message">The address may be mistyped, or the page has moved.</p>
      <Link className="button" to="/">
        Back to home
      </Link>
    </ErrorLayout>
  );
}
