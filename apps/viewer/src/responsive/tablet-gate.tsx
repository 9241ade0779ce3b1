import type { ReactNode } from 'react';
import { RotateDeviceIcon } from '../art/rotate-device-icon.tsx';
import { LG_MEDIA_QUERY } from './breakpoints.ts';
import { useMediaQuery } from './use-media-query.ts';
import './tablet-gate.css';

/** The two messages of spec §1, reused exactly. */
const TABLET_ONLY_MESSAGE = 'This content can only be accessed from a tablet device or higher.';
const ROTATE_MESSAGE = "If you're using a tablet, please rotate your device to landscape mode.";

/**
 * Renders its children only at the 'lg' breakpoint and above. Below it the children are not
 * rendered at all (no report loads on a phone) and the two messages with a rotation icon take
 * their place; turning a tablet to landscape brings the content back.
 */
export function TabletGate({ children }: { children: ReactNode }) {
  const wideEnough = useMediaQuery(LG_MEDIA_QUERY);
  if (wideEnough) return <>{children}</>;
  return (
    <main className="tablet-gate" aria-labelledby="tablet-gate-title">
      <RotateDeviceIcon className="tablet-gate-icon" />
      <h1 id="tablet-gate-title" className="tablet-gate-title">
        {TABLET_ONLY_MESSAGE}
      </h1>
      <p className="tablet-gate-hint">{ROTATE_MESSAGE}</p>
    </main>
  );
}
