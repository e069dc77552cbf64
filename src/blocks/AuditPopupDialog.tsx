// The free audit popup itself, in one of four looks. Loaded only when the popup opens.
import { css, type Interpolation, type Theme } from '@emotion/react';
import { useId, useRef } from 'react';
import type { AuditPopupBlock } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CanvasPicture } from '../ui/CanvasPicture.tsx';
import { Dialog, closeButton } from '../ui/Dialog.tsx';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { cardText, eyebrow } from '../ui/surface.ts';
import { color, mq, space } from '../ui/theme.ts';

type Variant = AuditPopupBlock['variant'];

const panel = (maxWidth: number) =>
  css({
    position: 'relative',
    width: `min(100%, ${maxWidth}px)`,
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    background: color('background'),
    borderRadius: 16,
    boxShadow: '0 24px 64px rgba(15, 23, 42, 0.35)',
    animation: 'popup-in 200ms ease-out',
    '@keyframes popup-in': { from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' } },
  });
// Each look's picture sits under the bar of the close button (closeBar), never beneath the button.
const looks: Record<Variant, Interpolation<Theme>> = {
  minimal: css({
    textAlign: 'center',
    '& canvas': { width: 112, height: 'auto', margin: '0 auto', display: 'block' },
    '& ul': { justifyContent: 'center' },
  }),
  business: css({ '& canvas': { display: 'block', width: '100%', height: 'auto', background: color('surface') } }),
  human: (theme) =>
    css({
      '& canvas': { display: 'block', width: 'auto', height: 160, margin: '0 auto' },
      [mq(theme, 'md')]: {
        display: 'grid',
        gridTemplateColumns: '280px minmax(0, 1fr)',
        gridTemplateRows: 'auto 1fr',
        // The picture fills the left column from top to bottom; the bar and the words share the right one.
        '& canvas': {
          gridColumn: 1,
          gridRow: '1 / span 2',
          width: '100%',
          height: '100%',
          margin: 0,
          objectFit: 'cover',
          objectPosition: 'bottom',
          background: color('surface'),
        },
        '& > :not(canvas)': { gridColumn: 2 },
        '& > .words': { paddingTop: 0 },
      },
    }),
  dashboard: css({
    '& a.picture': {
      display: 'block',
      // Inset as far as the words under it, so its frame lines up with them.
      margin: `0 ${space[8]}`,
      borderRadius: 12,
      overflow: 'hidden',
      border: `1px solid ${color('border')}`,
      transition: 'transform 150ms ease, box-shadow 150ms ease',
    },
    '& a.picture:hover': { transform: 'translateY(-2px)', boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)' },
    '& canvas': { display: 'block', width: '100%', height: 'auto' },
    // On a laptop's short screen the picture gives up height, so the popup keeps a margin of page around it.
    '@media (max-height: 860px)': {
      '& a.picture': { width: 'fit-content', maxWidth: `calc(100% - 2 * ${space[8]})`, marginInline: 'auto' },
      '& canvas': { width: 'auto', maxWidth: '100%', maxHeight: '34vh' },
    },
  }),
};
const widths: Record<Variant, number> = { minimal: 420, business: 560, human: 760, dashboard: 680 };

const body = css({ padding: `${space[8]} ${space[8]} ${space[8]}` });
const smallEyebrow = css(eyebrow('0.5rem', { color: color('accent'), fontSize: '0.8125rem' }));
const title = css({ margin: 0, fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 1.875rem)', lineHeight: 1.2 });
const text = css(cardText('0.75rem'));
const points = css({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: `${space[4]} 0 0`,
  padding: 0,
  '& li': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[2],
    padding: `${space[1]} ${space[3]}`,
    borderRadius: 999,
    background: color('surface'),
    fontSize: '0.875rem',
    fontWeight: 600,
  },
});
// The close button has a bar of its own above the picture: over the picture it hid a corner of it. The bar stays
// at the top while a small screen scrolls the popup, so the way out is always in reach.
const closeBar = css({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  padding: space[2],
  background: color('background'),
});

/** The popup: a real dialog (focus inside, Escape and the backdrop close it, focus goes back where it was). */
export function AuditPopupDialog({ block, onClose }: { block: AuditPopupBlock; onClose: () => void }) {
  const ids = useId();
  // The popup opens by itself: the focus goes back to wherever it was then.
  const returnFocusTo = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const { variant, image, start } = block;
  // Drawn in a canvas: the popup opens seconds after arrival, and must not become the page's largest paint.
  const picture = <CanvasPicture src={image.src} alt={image.alt} width={image.width} height={image.height} />;
  return (
    <Dialog
      placement="middle"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      labelledBy={`${ids}-title`}
      describedBy={`${ids}-text`}
      css={[panel(widths[variant]), looks[variant]]}
    >
      <div css={closeBar}>
        <button type="button" css={closeButton} onClick={onClose} aria-label={block.closeLabel}>
          <Icon name="close" size={22} />
        </button>
      </div>
      {variant === 'dashboard' ? (
        // The whole picture is a way to the start, like the button under it.
        <SmartLink href={start.href} className="picture" onClick={onClose}>
          {picture}
        </SmartLink>
      ) : (
        picture
      )}
      <div css={body} className="words">
        {block.eyebrow && <p css={smallEyebrow}>{block.eyebrow}</p>}
        <h2 id={`${ids}-title`} css={title}>
          {block.title}
        </h2>
        <p id={`${ids}-text`} css={text}>
          {block.text}
        </p>
        {block.points && (
          <ul css={points}>
            {block.points.map((point) => (
              <li key={point}>
                <Icon name="checkCircle" size={16} css={{ color: color('accent') }} />
                {point}
              </li>
            ))}
          </ul>
        )}
        <ButtonLink button={start} onClick={onClose} css={{ width: '100%', marginTop: space[6] }} />
      </div>
    </Dialog>
  );
}
