import { LineIcon } from '../../art/line-icon.tsx';

/** A report document (a page with a bar chart on it), decorative: the entry's text names it. */
export function DocumentIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className} strokeWidth="1.5" data-icon="document">
      <path d="M6 2.75h8.2L19.25 7.8V20A1.25 1.25 0 0 1 18 21.25H6A1.25 1.25 0 0 1 4.75 20V4A1.25 1.25 0 0 1 6 2.75Z" />
      <path d="M14 2.75V8h5.25" />
      <path d="M8.5 17.5v-3M12 17.5v-5.5M15.5 17.5v-2" strokeWidth="1.75" />
    </LineIcon>
  );
}
