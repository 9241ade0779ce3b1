import type { RailTooltipPlace } from './use-rail-tooltip.ts';

/**
 * The rail's tooltip. Hidden from assistive technology: what it shows is the accessible name of
 * the element it belongs to already. Placed from script (CSSOM, allowed by the strict CSP).
 */
export function RailTooltip({ place }: { place: RailTooltipPlace | undefined }) {
  if (!place) return null;
  return (
    <div className="rail-tooltip" aria-hidden="true" style={{ top: place.top, left: place.left }}>
      {place.text}
    </div>
  );
}
