import type { ReactElement } from 'react';

// Stroke icons drawn on a 24×24 grid; inline SVG keeps them themeable through currentColor.
const SHAPES = {
  star: <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  palette: (
    <>
      <path d="M12 3a9 9 0 100 18c1.1 0 1.7-.8 1.7-1.6 0-1.3-1.2-1.6-1.2-2.8 0-.9.7-1.6 1.6-1.6H16a5 5 0 005-5C21 6.4 17 3 12 3z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </>
  ),
  language: (
    <path d="M4 5h9M8.5 3v2M6 5c.6 3 2.6 5.6 5 7M11 5c-.8 3.5-3.3 6.4-7 8M13 21l4-9 4 9M14.4 18h5.2" />
  ),
  book: (
    <path d="M4 4.5A1.5 1.5 0 015.5 3H20v15H5.5A1.5 1.5 0 004 19.5zM4 19.5A1.5 1.5 0 005.5 21H20M8 7h8" />
  ),
  support: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.2 9.5a3 3 0 015.6 1c0 2-2.8 2.3-2.8 4M12 17.5v.01" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 4.5-3.3 8-8 9-4.7-1-8-4.5-8-9V6z" />,
  wave: (
    <path d="M7 11V6.5a1.5 1.5 0 013 0V11M10 10V4.5a1.5 1.5 0 013 0V10M13 10V5.5a1.5 1.5 0 013 0V12M16 9.5a1.5 1.5 0 013 0V14a7 7 0 01-7 7c-3 0-4.6-1.5-6.2-4L4 13.6a1.5 1.5 0 012.5-1.6L7 13" />
  ),
  // Export and import: one arrow out, one in.
  transfer: <path d="M7 20V5M3 9l4-4 4 4M17 4v15M13 15l4 4 4-4" />,
  chart: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  mic: <path d="M12 3a3 3 0 013 3v6a3 3 0 01-6 0V6a3 3 0 013-3zM5 11a7 7 0 0014 0M12 18v3" />,
  tag: <path d="M3 12V4a1 1 0 011-1h8l9 9-9 9zM7.5 7.5v.01" />,
  bell: <path d="M6 16V11a6 6 0 0112 0v5l2 2H4zM10 21h4" />,
  // A clipboard of ticked answers: bars would read as the XP chart beside it.
  poll: (
    <path d="M9 3.5h6v3H9zM9 5H6.5a1 1 0 00-1 1v14a1 1 0 001 1h11a1 1 0 001-1V6a1 1 0 00-1-1H15M8.5 11.5l1.5 1.5 2.5-2.5M8.5 16.5l1.5 1.5 2.5-2.5M14.5 12h1.5M14.5 17h1.5" />
  ),
  ticket: (
    <path d="M3 8a2 2 0 002-2h14a2 2 0 002 2v2a2 2 0 000 4v2a2 2 0 00-2 2H5a2 2 0 00-2-2v-2a2 2 0 000-4zM14 6v12" />
  ),
  rocket: (
    <path d="M12 15l-3-3c1.5-5 5-8 11-8 0 6-3 9.5-8 11zM9 12l-4 1 2-4h3M12 15l-1 4 4-2v-3M5.5 18.5c-1 1-1.5 2.5-1.5 2.5s1.5-.5 2.5-1.5" />
  ),
  home: <path d="M3 11.5L12 4l9 7.5M5.5 9.5V20h4.5v-6h4v6h4.5V9.5" />,
  // Discord's forum glyph: two speech bubbles (a text channel's "#" would mislabel it).
  forum: (
    <path d="M4 4.5h11a1 1 0 011 1V12a1 1 0 01-1 1H8.5L5 16v-3H4a1 1 0 01-1-1V5.5a1 1 0 011-1zM19 8.5h1a1 1 0 011 1V16a1 1 0 01-1 1h-1v3l-3.5-3H11a1 1 0 01-1-1v-.5" />
  ),
  box: <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9" />,
  coin: (
    <path d="M12 3a9 9 0 110 18 9 9 0 010-18zM12 7v10M9.5 9.5c0-1 1-1.5 2.5-1.5s2.5.7 2.5 1.7c0 2.3-5 1.3-5 3.8 0 1 1 1.7 2.5 1.7s2.5-.5 2.5-1.5" />
  ),
  trophy: (
    <path d="M8 4h8v5a4 4 0 01-8 0zM8 6H4.5a3 3 0 003.6 4M16 6h3.5a3 3 0 01-3.6 4M12 13v4M8 21h8M9 17h6v4H9z" />
  ),
  cards: (
    <path d="M8 3h11a1 1 0 011 1v13a1 1 0 01-1 1H8a1 1 0 01-1-1V4a1 1 0 011-1zM7 6L4.2 7a1 1 0 00-.6 1.3l4.3 12a1 1 0 001.3.6L13 19.5" />
  ),
  paw: (
    <>
      <path d="M12 13c-3 0-5.5 3.2-5.5 5.3 0 1.5 1.2 2.2 2.6 2.2 1.2 0 1.8-.6 2.9-.6s1.7.6 2.9.6c1.4 0 2.6-.7 2.6-2.2C17.5 16.2 15 13 12 13z" />
      <circle cx="6" cy="10" r="1.8" />
      <circle cx="9.5" cy="5.8" r="1.8" />
      <circle cx="14.5" cy="5.8" r="1.8" />
      <circle cx="18" cy="10" r="1.8" />
    </>
  ),
  wand: <path d="M4 20L14 10M15 3.5v2.5M15 12v2.5M10.5 8.5H8M22 8.5h-2.5M19 5l-1.6 1.6M19 12.5l-1.6-1.6" />,
  logout: <path d="M15 4h4a1 1 0 011 1v14a1 1 0 01-1 1h-4M10 16l-4-4 4-4M6 12h10" />,
  gamepad: (
    <path d="M7 7h10a5 5 0 015 5v1.5a3.5 3.5 0 01-6.3 2.1L14.5 14h-5l-1.2 1.6A3.5 3.5 0 012 13.5V12a5 5 0 015-5zM7 10v4M5 12h4M16 11v.01M18 13v.01" />
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  alert: <path d="M12 3.5L2.5 20h19zM12 10v4.5M12 17.3v.01" />,
  lock: <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 017 0v3" />,
  hash: <path d="M5 9h15M4 15h15M10 4L8 20M16 4l-2 16" />,
  speaker: <path d="M4 9.5h3.5L12 5v14l-4.5-4.5H4zM15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11" />,
  folder: (
    <path d="M3 6.5A1.5 1.5 0 014.5 5H9l2 2h8.5A1.5 1.5 0 0121 8.5v9a1.5 1.5 0 01-1.5 1.5h-15A1.5 1.5 0 013 17.5z" />
  ),
  undo: <path d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  minus: <path d="M5 12h14" />,
  trash: <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />,
  flag: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  refresh: <path d="M19 12a7 7 0 11-2.05-4.95M19 4.5V9h-4.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.6v.01" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof SHAPES;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative by default: the control around it carries the accessible name. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {SHAPES[name]}
    </svg>
  );
}
