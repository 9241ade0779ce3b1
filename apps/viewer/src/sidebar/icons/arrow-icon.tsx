import { LineIcon } from '../../art/line-icon.tsx';

/** A chevron pointing left or right, decorative: the button around it carries the label. */
export function ArrowIcon({ direction, className }: { direction: 'left' | 'right'; className?: string }) {
  return (
    <LineIcon className={className} size={18} strokeWidth="2.25" data-direction={direction}>
      <path d={direction === 'left' ? 'M14.5 6 8.5 12l6 6' : 'M9.5 6l6 6-6 6'} />
    </LineIcon>
  );
}
