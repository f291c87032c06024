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
