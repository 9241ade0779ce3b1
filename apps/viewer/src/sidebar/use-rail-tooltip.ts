import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type UIEvent,
  useCallback,
  useRef,
  useState,
} from 'react';

/** A tooltip's text and where it stands: beside the rail, level with its element. */
export interface RailTooltipPlace {
  text: string;
  top: number;
  left: number;
}

/** The handlers a rail gives to its element (events of the elements inside it, delegated). */
export interface RailTooltipHandlers {
  onPointerOver: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onScrollCapture: (event: UIEvent<HTMLElement>) => void;
}

function placeOf(element: HTMLElement, rail: HTMLElement): RailTooltipPlace | undefined {
  const box = element.getBoundingClientRect();
  // Scrolled out of its list: no tooltip for what cannot be seen.
  const clip = element.closest('.sidebar-list')?.getBoundingClientRect();
  if (clip && (box.bottom <= clip.top || box.top >= clip.bottom)) return undefined;
  return {
    text: element.dataset.tooltip ?? '',
    top: box.top + box.height / 2,
    left: rail.getBoundingClientRect().right,
  };
}

/**
 * The tooltip of the collapsed sidebar: an element's `data-tooltip` (a dashboard's name, 'Log Out')
 * beside the rail while the element is hovered or focused. It stays while the pointer moves onto
 * it and goes on Escape, on blur and when the pointer leaves (WCAG 1.4.13); it follows its element
 * when the list scrolls (as focus moves by keyboard), and goes when the element scrolls out of sight.
 * Off when `enabled` is false (the open sidebar shows the names).
 */
export function useRailTooltip(enabled: boolean): [RailTooltipPlace | undefined, RailTooltipHandlers] {
  const [place, setPlace] = useState<RailTooltipPlace>();
  const owner = useRef<HTMLElement>(undefined);
  const hide = useCallback(() => {
    owner.current = undefined;
    setPlace(undefined);
  }, []);
  const show = useCallback(
    (target: EventTarget, rail: HTMLElement) => {
      if (!enabled) return;
      const element = (target as Element).closest?.<HTMLElement>('[data-tooltip]');
      if (element && rail.contains(element)) {
        owner.current = element;
        setPlace(placeOf(element, rail));
      }
      // Over the tooltip itself it stays; anywhere else in the rail it goes.
      else if (!(target as Element).closest?.('.rail-tooltip')) hide();
    },
    [enabled, hide],
  );
  const handlers: RailTooltipHandlers = {
    onPointerOver: (event) => show(event.target, event.currentTarget),
    onPointerLeave: hide,
    onFocus: (event) => show(event.target, event.currentTarget),
    onBlur: hide,
    onKeyDown: (event) => {
      if (event.key === 'Escape') hide();
    },
    onScrollCapture: (event) => {
      if (owner.current) setPlace(placeOf(owner.current, event.currentTarget));
    },
  };
  return [enabled ? place : undefined, handlers];
}
