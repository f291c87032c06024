/**
 * A few line icons (24×24, stroke = currentColor), decorative: always aria-hidden.
 * Inline SVG so they render the same everywhere (no emoji font needed).
 */
const PATHS = {
  chat: "M7 17.5 3.5 20V6.5A2.5 2.5 0 0 1 6 4h12a2.5 2.5 0 0 1 2.5 2.5v8.5A2.5 2.5 0 0 1 18 17.5H7Z M8 9h8 M8 12.5h5",
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M15.5 8.5l-2 5-5 2 2-5 5-2Z",
  pencil: "M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z M13.5 6.5l4 4",
  book: "M12 6.5C10.2 5.2 7.7 4.6 4 4.75v12.5c3.7-.15 6.2.45 8 1.75 1.8-1.3 4.3-1.9 8-1.75V4.75c-3.7-.15-6.2.45-8 1.75Z M12 6.5V19",
  cap: "M2.5 9 12 4.5 21.5 9 12 13.5 2.5 9Z M6.5 11v4.5c0 1.4 2.5 3 5.5 3s5.5-1.6 5.5-3V11 M21.5 9v5",
  chart: "M4 20V4 M4 20h16 M8 16v-4 M12 16V8 M16 16v-6",
  ruler: "M4 20 20 4 M4 20h16V4 M8 20v-2.5 M12 20v-3.5 M16 20v-2.5 M20 8h-2.5 M20 12h-3.5 M20 16h-2.5",
  rocket: "M12 15.5 8.5 12c1.5-4.5 4.5-7.5 10-8.5-1 5.5-4 8.5-6.5 12Z M8.5 12 5 11.5l2.5-3.5h4 M12 15.5l.5 3.5 3.5-2.5v-4 M6.5 17.5 4 20",
  bulb: "M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z",
  flask: "M9.5 3h5 M10.5 3v6L5 19a1.5 1.5 0 0 0 1.3 2h11.4a1.5 1.5 0 0 0 1.3-2l-5.5-10V3 M7.5 15h9",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2",
  sprout: "M12 21v-9 M12 12c0-4-3-6-7-6 0 4 3 6 7 6Z M12 14c0-3.5 2.5-6 7-6 0 4-3 6-7 6Z",
  tag: "M3.5 12.1V4.5a1 1 0 0 1 1-1h7.6a1 1 0 0 1 .7.3l8 8a1 1 0 0 1 0 1.4l-7.6 7.6a1 1 0 0 1-1.4 0l-8-8a1 1 0 0 1-.3-.7Z M8 8h.01",
  search: "M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M15.5 15.5 20.5 20.5",
  lock: "M6.5 11h11a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5v-7A1.5 1.5 0 0 1 6.5 11Z M8.5 11V7.5a3.5 3.5 0 0 1 7 0V11 M12 15v2.5",
  bell: "M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z M10 20.5a2 2 0 0 0 4 0",
  backpack: "M7 8.5A3.5 3.5 0 0 1 10.5 5h3A3.5 3.5 0 0 1 17 8.5V19a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 7 19V8.5Z M10 5V3.5h4V5 M9.5 13.5h5v3h-5Z M7 11h10",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
