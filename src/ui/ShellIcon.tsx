import { useSite } from '../app/site-context.tsx';
import type { ShellIconName } from '../model/site-shell.ts';
import { IconPath } from './IconPath.tsx';

/**
 * An icon of the header, the footer or the trust strip. These are in every page's first download, so their paths
 * come in the shell (shellOf), not with the whole set of icons (Icon).
 */
export function ShellIcon({ name, size, className }: { name: ShellIconName; size?: number; className?: string }) {
  const { site } = useSite();
  return <IconPath d={site.icons[name]} size={size} className={className} />;
}
