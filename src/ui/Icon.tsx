// A decorative icon by name, for the code that comes apart from the first download (blocks, menus, dialogs). The
// header, the footer and the trust strip, in every page's first download, draw theirs with ShellIcon instead.
import { iconPaths, type IconName } from './icon-paths.ts';
import { IconPath } from './IconPath.tsx';

export type { IconName };

/** A decorative icon: the words next to it (or the control's label) carry the meaning. */
export function Icon({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  return <IconPath d={iconPaths[name]} size={size} className={className} />;
}
