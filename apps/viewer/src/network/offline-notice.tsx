import { useOnline } from './use-online.ts';
import './offline-notice.css';

/** What the notice says while the browser has no network. */
const OFFLINE_NOTICE_TEXT = 'You are offline. What is on screen stays; the viewer reconnects by itself.';

/**
 * A small notice at the bottom of the signed-in screens while the browser is offline, so a person
 * looking at a report knows why nothing new arrives; it goes away when the network is back. The
 * screens recover by themselves (the dashboard list retries, the report renews its token on
 * `online`), so there is nothing to press.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <aside className="offline-notice" aria-label="Connection">
      <p role="status">{OFFLINE_NOTICE_TEXT}</p>
    </aside>
  );
}
