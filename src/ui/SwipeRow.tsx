// A list of cards that phones swipe through sideways, with a pager under it: which card is in view, and a dot for
// each that brings it into view. Its own module: only the blocks that use it load it.
import { css, type Theme } from '@emotion/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fillTemplate } from '../model/template.ts';
import { useSite } from './site-context.tsx';
import { below, color, gutter, space } from './theme.ts';

/**
 * Below the md breakpoint, cards as one row the visitor swipes through, edge to edge of the screen, each most of its
 * width with the next one showing, instead of a column several screens long (the home page was 13 screens on a
 * phone). It takes the focus, so a keyboard can scroll it too.
 */
const row = (theme: Theme) =>
  css({
    [below(theme, 'md')]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: 'min(85%, 22rem)',
      marginInline: `calc(-1 * ${gutter.phone})`,
      padding: `${space[1]} ${gutter.phone} ${space[4]}`,
      overflowX: 'auto',
      // The row holds what it scrolls: a card's visually hidden text (position absolute) is placed against it, not
      // against the page, which it would widen past the screen.
      position: 'relative',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x mandatory',
      scrollPaddingInline: gutter.phone,
      '& > :nth-child(n)': { gridColumn: 'auto', scrollSnapAlign: 'start' },
    },
  });
// The pager, on phones only (wider screens show every card).
const pager = (theme: Theme) =>
  css({
    display: 'none',
    [below(theme, 'md')]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[4], marginTop: space[1] },
  });
const position = css({ color: color('muted'), fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' });
const dots = css({ display: 'flex', gap: space[1] });
// A 24 px target around an 8 px dot; the card in view's dot longer and in the brand's colour.
const dot = (current: boolean) =>
  css({
    display: 'grid',
    placeItems: 'center',
    width: 24,
    height: 24,
    padding: 0,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    '&::before': {
      content: '""',
      width: current ? 20 : 8,
      height: 8,
      borderRadius: 999,
      background: current ? color('primary') : color('border'),
      transition: 'width 150ms ease, background-color 150ms ease',
    },
    '&:focus-visible': { outline: `2px solid ${color('primary')}`, outlineOffset: 0, borderRadius: 6 },
    '@media (prefers-reduced-motion: reduce)': { '&::before': { transition: 'none' } },
  });

/** The card nearest the row's start, where a swipe leaves one (the last when the row is scrolled to its end). */
function cardInView(list: HTMLElement): number {
  const cards = [...list.children];
  if (list.scrollLeft + list.clientWidth >= list.scrollWidth - 1) return cards.length - 1;
  const start = list.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(list).scrollPaddingLeft || '0');
  let nearest = 0;
  cards.forEach((card, index) => {
    if (Math.abs(card.getBoundingClientRect().left - start) < Math.abs(cards[nearest].getBoundingClientRect().left - start)) nearest = index;
  });
  return nearest;
}

interface SwipeRowProps {
  /** How many cards: one dot each. */
  count: number;
  /** The id of the heading that names the list. */
  labelledBy: string;
  children: ReactNode;
  /** The list's grid on wider screens (emotion passes a css prop here). */
  className?: string;
}

/** The cards as a grid on wide screens, a row to swipe through on phones, where a pager under it says where it is. */
export function SwipeRow({ count, labelledBy, children, className }: SwipeRowProps) {
  const { labels } = useSite().site;
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(cardInView(element)));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // A swipe that hydrated the row (its first touch) may have scrolled it before the code came.
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, []);
  const show = (index: number) => {
    const element = list.current;
    const card = element?.children[index];
    if (!element || !card) return;
    const start = element.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(element).scrollPaddingLeft || '0');
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: element.scrollLeft + card.getBoundingClientRect().left - start, behavior: smooth ? 'smooth' : 'auto' });
    setCurrent(index);
  };
  const words = (index: number) => ({ current: String(index + 1), count: String(count) });
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the list scrolls sideways, and a row that scrolls must take the focus so the arrow keys can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable) */}
      <ul ref={list} className={className} css={row} tabIndex={0} aria-labelledby={labelledBy}>
        {children}
      </ul>
      {count > 1 && (
        <div css={pager}>
          <span css={position}>{fillTemplate(labels.swipePosition, words(current))}</span>
          <span css={dots}>
            {Array.from({ length: count }, (_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its card's place in the row.
                key={index}
                type="button"
                css={dot(index === current)}
                aria-label={fillTemplate(labels.showCard, words(index))}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </span>
        </div>
      )}
    </>
  );
}
