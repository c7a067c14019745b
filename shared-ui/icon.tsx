/** The shop's one way to draw an icon: an SVG path in a 24 × 24 box, in the text's colour. */
export interface IconProps {
  /** The path's data, in a 24 × 24 box. */
  d: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Drawn as a line of this width instead of filled. */
  stroke?: number;
  className?: string;
}

/**
 * Hidden from assistive technology: the button or link around it carries the name. Symbol
 * characters and emoji are no substitute: many phones' fonts lack them, and each one the page's
 * fonts lack sends the browser through every font of the system.
 */
export function Icon({ d, size = 20, stroke, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={stroke ? 'none' : 'currentColor'}
      stroke={stroke ? 'currentColor' : undefined}
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
