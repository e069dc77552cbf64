// Small line icons drawn for this site (24-unit grid, 2-unit strokes in the current text colour). The names an
// editor may use in site.yaml are the `icon` enum of schemas/common.schema.json; the interface ones are only
// used by the code.
import type { Icon as SiteIcon } from '../site/types.generated.ts';

const paths = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z M9 12l2 2 4-4',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3 M12 15v2',
  certificate: 'M12 3a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z M9 13.2L8 21l4-2 4 2-1-7.8',
  briefcase: 'M4 8h16v11H4z M9 8V5.5h6V8 M4 13h16',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 4.5a3.5 3.5 0 0 1 0 6.5 M18 14.3c1.8.9 3 2.9 3 5.7',
  chat: 'M4 5h16v11H9l-5 4z M8 9.5h8 M8 12.5h5',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  map: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3.5V7 M16 3.5V7',
  clipboard: 'M6 5h12v16H6z M9 3.5h6V7H9z M9 12h6 M9 16h4',
  chart: 'M4 20h16 M7 16v-5 M12 16V7 M17 16v-8',
  stethoscope: 'M6 3v6a4 4 0 0 0 8 0V3 M10 13v2a5 5 0 0 0 10 0v-2 M20 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  document: 'M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6',
  // Interface icons, not offered in site.yaml.
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M20 20l-4-4',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
} satisfies Record<SiteIcon, string> & Record<string, string>;

export type IconName = keyof typeof paths;

/** A decorative icon: the words next to it (or the control's label) carry the meaning. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
