import { LoadingStatus } from '../loading/loading-status.tsx';
import './route-fallback.css';

/**
 * What the router shows while the first screen's loaders (the session check) and lazy chunk (the dashboard screen)
 * are still running on the first load: the viewer's loading look (spinner and 'Loading...'), appearing only after a
 * short delay so a fast load shows no flash. It is the root route's `HydrateFallback`: without one, React Router
 * renders nothing and warns 'No `HydrateFallback` element provided to render during initial hydration' on every load.
 */
export function RouteFallback() {
  return (
    <div className="route-fallback">
      <LoadingStatus />
    </div>
  );
}
