/** The services' icons as inline SVG: emoji show as empty boxes where no emoji font is installed. */
const PATHS = {
  shipping:
    'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm11 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z',
  returns: 'M9 5 4 10l5 5M4 10h10a6 6 0 0 1 0 12h-3',
  payment: 'M6 11V8a6 6 0 0 1 12 0v3M5 11h14v10H5zM12 15v2',
  support: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
} as const;

export type FacilityIconName = keyof typeof PATHS;

export function FacilityIcon({ name }: { name: FacilityIconName }) {
  return (
    <svg
      className="catalog-facility__svg"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
