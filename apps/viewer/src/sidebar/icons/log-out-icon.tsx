import { LineIcon } from '../../art/line-icon.tsx';

/** A door with an arrow leaving it, decorative: the button's text says 'Log Out'. */
export function LogOutIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M10 4.75H6A1.25 1.25 0 0 0 4.75 6v12A1.25 1.25 0 0 0 6 19.25h4" />
      <path d="M14.5 8 18.5 12l-4 4M18.25 12H9.5" />
    </LineIcon>
  );
}
