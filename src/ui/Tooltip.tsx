// A tooltip for a link or button: shown when the pointer rests on it (after the group's open delay) or at once
// when it gets keyboard focus; Escape hides it. role="tooltip", tied to its element by aria-describedby.
import { css } from '@emotion/react';
import {
  autoUpdate,
  flip,
  FloatingDelayGroup,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useSite } from './site-context.tsx';
import { color, space } from './theme.ts';

/** What the element a tooltip explains must spread onto itself. */
export type TooltipTargetProps = Record<string, unknown> & { ref: (node: HTMLElement | null) => void };

const bubble = css({
  zIndex: 50,
  maxWidth: 'min(20rem, calc(100vw - 24px))',
  padding: `${space[3]} ${space[3]}`,
  borderRadius: 8,
  border: `1px solid ${color('border')}`,
  background: color('background'),
  color: color('text'),
  fontSize: '0.875rem',
  lineHeight: 1.45,
  boxShadow: '0 12px 32px rgba(15, 23, 42, 0.28)',
  animation: 'tooltip-in 120ms ease-out',
  '@keyframes tooltip-in': { from: { opacity: 0 } },
});

/** Shares the tooltips' delays: the first waits the open delay; a neighbour shows at once (the skip delay). */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const { timings } = useSite().site.constants;
  return (
    <FloatingDelayGroup delay={{ open: timings.tooltipOpenDelayMs, close: 0 }} timeoutMs={timings.tooltipSkipDelayMs}>
      {children}
    </FloatingDelayGroup>
  );
}

export function Tooltip({ content, children }: { content: string; children: (props: TooltipTargetProps) => ReactElement }) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    // Under its badge: a strip of badges sits under its heading, which a tooltip above would cover.
    placement: 'bottom',
    middleware: [offset(10), flip({ padding: 12 }), shift({ padding: 12 })],
    whileElementsMounted: autoUpdate,
  });
  const { delay } = useDelayGroup(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // safePolygon lets the pointer move onto the tooltip without it vanishing (WCAG 1.4.13, hoverable).
    useHover(context, { delay, mouseOnly: true, handleClose: safePolygon() }),
    useFocus(context, { visibleOnly: true }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  return (
    <>
      {children({ ref: refs.setReference, ...getReferenceProps() })}
      {open && (
        <FloatingPortal>
          <div ref={refs.setFloating} css={bubble} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
