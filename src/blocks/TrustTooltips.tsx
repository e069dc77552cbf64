// The trust badges with their tooltips, sharing the tooltips' delays. A chunk of its own: TrustStrip shows the
// same badges without it until the strip is first pointed at or focused.
import { Tooltip, TooltipGroup } from '../ui/Tooltip.tsx';
import { BadgeList, type BadgeListProps } from './TrustStrip.tsx';

export function TrustTooltips(props: Omit<BadgeListProps, 'tooltip'>) {
  return (
    <TooltipGroup>
      <BadgeList {...props} tooltip={(badge, link) => <Tooltip content={badge.tooltip}>{link}</Tooltip>} />
    </TooltipGroup>
  );
}
