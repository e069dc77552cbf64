// The frame every icon of the site shares: a 24-unit grid, 2-unit strokes in the current text colour.
/** A decorative icon drawn from its path: the words next to it (or the control's label) carry the meaning. */
export function IconPath({ d, size = 20, className }: { d: string | undefined; size?: number; className?: string }) {
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
      <path d={d} />
    </svg>
  );
}
