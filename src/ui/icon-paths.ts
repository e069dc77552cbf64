// Small line icons drawn for this site (24-unit grid, 2-unit strokes in the current text colour): the path of each.
// The names an editor may use in site.yaml are the `icon` enum of schemas/common.schema.json; the interface ones
// are only used by the code.
import type { Icon as SiteIcon } from '../model/types.generated.ts';

export const iconPaths = {
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
  trendingUp: 'M3 17l6-6 4 4 8-8 M15 7h6v6',
  trendingDown: 'M3 7l6 6 4-4 8 8 M15 17h6v-6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  alert: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7.5v5.5 M12 16.5v.01',
  dollar: 'M12 2.5v19 M16.5 6.5c-.8-1.3-2.5-2-4.5-2-2.8 0-4.5 1.4-4.5 3.3 0 4.6 9.5 2.5 9.5 7.4 0 2-1.9 3.3-4.8 3.3-2.3 0-4.1-.9-4.9-2.3',
  checkCircle: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M8 12.5l2.7 2.7L16 9.8',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z M12 12.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
  rocket:
    'M12 3c3 2 4.5 5.5 4.5 9.5L14 16h-4l-2.5-3.5C7.5 8.5 9 5 12 3z M12 9.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z M7.5 12.5L5 15l1.5 3 3-2 M16.5 12.5L19 15l-1.5 3-3-2 M10.5 19.5L12 22l1.5-2.5',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  // Interface icons, not offered in site.yaml.
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M20 20l-4-4',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
} satisfies Record<SiteIcon, string> & Record<string, string>;

export type IconName = keyof typeof iconPaths;
