import type { ReactNode, SVGProps } from 'react';

type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'width' | 'height' | 'viewBox'> & {
  /** Width and height in px (default 20). */
  size?: number;
  children: ReactNode;
};

/**
 * A decorative line icon on a 24-unit grid, drawn in the text colour with round ends: hidden from assistive
 * technology, since the control around it carries the name. Attributes such as `className` or `data-*` pass through.
 */
export function LineIcon({ size = 20, children, ...rest }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
