// A decorative icon by name, from the set drawn for this site: a 24-unit grid, 2-unit strokes in the current text
// colour. The words next to it (or the control's label) carry the meaning.
import { iconPaths, type IconName } from './icon-paths.ts';

export type { IconName };

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
      <path d={iconPaths[name]} />
    </svg>
  );
}
