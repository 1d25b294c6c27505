/** A small set of stroke icons (24×24, currentColor) used by the chrome. No icon font, no extra dependency. */

const PATHS = {
  cart: 'M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2 M9 20a1 1 0 1 0 0-.01 M18 20a1 1 0 1 0 0-.01',
  basket: 'M4 9h16l-1.6 9.6a2 2 0 0 1-2 1.7H7.6a2 2 0 0 1-2-1.7L4 9Z M8 9l4-5 4 5 M9.5 13v3.5 M14.5 13v3.5',
  list: 'M9 6h11 M9 12h11 M9 18h11 M4.5 6h.01 M4.5 12h.01 M4.5 18h.01',
  phone:
    'M5 4h3.5l1.6 4-2.2 1.4a11 11 0 0 0 6.7 6.7l1.4-2.2 4 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z',
  top: 'M12 19V6 M6 11l6-6 6 6 M5 3h14',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M4.5 20a7.5 7.5 0 0 1 15 0',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12 M18 6 6 18',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6 M12 17h.01',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2 M4 14h3v5H5.5A1.5 1.5 0 0 1 4 17.5V14Z M20 14h-3v5h1.5a1.5 1.5 0 0 0 1.5-1.5V14Z M17 19c0 1.5-2 2-4.5 2',
  molecule: 'M12 3l7 4v8l-7 4-7-4V7l7-4Z M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  shield: 'M12 3l7 3v5.5c0 4.4-3 8-7 9.5-4-1.5-7-5.1-7-9.5V6l7-3Z M9 12l2 2 4-4',
  certificate: 'M6 3h9l4 4v14H6V3Z M14 3v5h5 M9 12h7 M9 16h5',
  truck: 'M3 6h11v10H3V6Z M14 10h4l3 3v3h-7 M7 19a1.5 1.5 0 1 0 0-.01 M17 19a1.5 1.5 0 1 0 0-.01',
  flask: 'M9 3h6 M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3 M7 15h10',
  mail: 'M4 6h16v12H4V6Z M4 7l8 6 8-6',
  copy: 'M9 9h10v11H9V9Z M5 15V4h10',
  trash: 'M5 7h14 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3',
  desktop: 'M3 5h18v11H3V5Z M8 20h8 M12 16v4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M3 12h18 M12 3a14 14 0 0 1 0 18 M12 3a14 14 0 0 0 0 18',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2',
  lightning: 'M13 3 5 13h6l-1 8 8-10h-6l1-8Z',
  home: 'M3 11l9-7 9 7 M5 10v10h14V10',
  grid: 'M4 4h7v7H4V4Z M13 4h7v7h-7V4Z M4 13h7v7H4v-7Z M13 13h7v7h-7v-7Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  size = 18,
  className = '',
  strokeWidth = 1.8,
  title,
}: {
  name: IconName;
  size?: number;
  className?: string;
  strokeWidth?: number;
  title?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title && <title>{title}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}

export default Icon;
