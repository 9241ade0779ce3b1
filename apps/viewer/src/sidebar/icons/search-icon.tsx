import { LineIcon } from '../../art/line-icon.tsx';

/** A magnifying glass, decorative: the filter box has its own label. */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className} size={18}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 4.75 4.75" />
    </LineIcon>
  );
}
