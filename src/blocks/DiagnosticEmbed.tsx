import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useSite } from '../ui/site-context.tsx';
import { CheckIcon } from '../ui/CheckIcon.tsx';
import { Logo } from '../ui/Logo.tsx';
import type { DiagnosticEmbedBlock } from '../model/types.generated.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { color, mq, space } from '../ui/theme.ts';

const bar = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    padding: `${space[2]} ${space[5]}`,
    borderBottom: `1px solid ${color('border')}`,
    [mq(theme, 'md')]: { padding: `${space[2]} ${space[8]}` },
  });
const intro = (theme: Theme) =>
  css({
    maxWidth: theme.breakpoints.lg,
    margin: '0 auto',
    padding: `${space[6]} ${space[5]} ${space[2]}`,
    textAlign: 'center',
    '& h1': { margin: 0, fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)', lineHeight: 1.2 },
    '& p': { margin: `${space[2]} 0 0`, color: color('muted'), fontSize: '1.0625rem' },
  });
// Small tags under the intro: the popup's promises, carried to the page it leads to. Two by two on a phone, where
// wrapping left them two, one and one.
const points = (theme: Theme) =>
  css({
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
    justifyContent: 'center',
    gap: space[2],
    margin: `${space[4]} 0 0`,
    padding: 0,
    '& li': {
      display: 'inline-flex',
      alignItems: 'center',
      // Two of a column as wide as its widest: the words in the middle, not a gap at one end ("No PHI").
      justifyContent: 'center',
      gap: space[1],
      padding: `${space[1]} 10px`,
      border: `1px solid ${color('border')}`,
      borderRadius: 999,
      background: color('background'),
      color: color('text'),
      fontSize: '0.8125rem',
      fontWeight: 600,
    },
    '& svg': { color: color('success') },
    [mq(theme, 'sm')]: { display: 'flex', flexWrap: 'wrap', '& li': { padding: `${space[1]} ${space[3]}`, fontSize: '0.875rem' } },
  });
// Under the logo's bar, the page's grey: the intro, the form's card and the footer line.
const page = css({ background: color('surface'), padding: `0 ${space[3]}` });
// The form in a white card, its loading words behind it until it has come (the provider's form has a transparent
// background: the words go once the frame has loaded, or they would show through).
const card = (theme: Theme) =>
  css({
    position: 'relative',
    maxWidth: theme.breakpoints.lg - 200,
    margin: '0 auto',
    border: `1px solid ${color('border')}`,
    borderRadius: 16,
    background: color('background'),
    boxShadow: '0 12px 32px -16px rgba(15, 23, 42, 0.18)',
    overflow: 'hidden',
  });
const loading = css({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: space[3],
  color: color('muted'),
  '& span': {
    width: 28,
    height: 28,
    border: `3px solid ${color('border')}`,
    borderTopColor: color('primary'),
    borderRadius: '50%',
    animation: 'diagnostic-spin 900ms linear infinite',
  },
  '@keyframes diagnostic-spin': { to: { transform: 'rotate(360deg)' } },
  '@media (prefers-reduced-motion: reduce)': { '& span': { animation: 'none' } },
});
const frame = css({ position: 'relative', display: 'block', width: '100%', border: 0, background: 'transparent' });
// In the frame's place, as tall as the frame, when the form does not come: what happened, and the form on its own page.
const unavailable = (theme: Theme) =>
  css({
    display: 'grid',
    placeContent: 'center',
    padding: `${space[10]} ${space[5]}`,
    textAlign: 'center',
    '& > *': { maxWidth: '40rem' },
    '& h2': { margin: 0, fontSize: '1.375rem', lineHeight: 1.3 },
    '& p': { margin: `${space[3]} auto 0`, maxWidth: '34rem', color: color('muted'), lineHeight: 1.6 },
    '& > div': { justifyContent: 'center', marginTop: space[6] },
    [mq(theme, 'md')]: { padding: `${space[10]} ${space[8]}` },
  });
// Its lines balanced: its last word never alone on one ("page" under the rest at 390 px).
const fallback = css({ '&&': { fontSize: '0.875rem', textWrap: 'balance' }, '& a': { color: 'inherit' } });
const foot = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${space[2]} ${space[5]}`,
  padding: `${space[4]} ${space[5]} ${space[6]}`,
  color: color('muted'),
  fontSize: '0.9375rem',
  '& p': { margin: 0 },
  '& a': { color: color('primary') },
});

/**
 * The embedded diagnostic form; its provider's script is in the page only while the page is open. The frame gets
 * its address with the script, once the page has come to life: in the server's HTML it would be fetched from the
 * provider beside what the page's first paint needs (and without scripts, the link above it opens the form).
 * Until the form has loaded, its place says so. When it does not come (the script could not be fetched, or the form
 * has not loaded after diagnosticFallbackMs: a network or a browser that blocks the provider), its place offers the
 * form on its own page instead; a form that comes later still shows, unless its script failed (then what the frame
 * shows is the browser's error page, which a page cannot tell from the form).
 */
export function DiagnosticEmbed({ block }: { block: DiagnosticEmbedBlock }) {
  const { limits, timings } = useSite().site.constants;
  const [frameSrc, setFrameSrc] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    setFrameSrc(block.form);
  }, [block.form]);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = block.script;
    script.async = true;
    script.addEventListener('error', () => setScriptFailed(true));
    document.body.append(script);
    return () => script.remove();
  }, [block.script]);
  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => setLate(true), timings.diagnosticFallbackMs);
    return () => window.clearTimeout(timer);
  }, [loaded, timings.diagnosticFallbackMs]);
  const failed = scriptFailed || (late && !loaded);
  // The spec's height of the form, which its place keeps whatever stands in it.
  const height = `calc(100vh - ${limits.diagnosticHeightOffsetPx}px)`;
  return (
    <>
      <div css={bar}>
        <Logo />
      </div>
      <div css={page}>
        <div css={intro}>
          <h1>{block.heading}</h1>
          {block.intro && <p>{block.intro}</p>}
          {block.points && (
            <ul css={points}>
              {block.points.map((point) => (
                <li key={point}>
                  <CheckIcon size={16} />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {/* If the provider's script or frame is blocked, the form still opens on the provider's own page: a quiet
              line in view over the form (in the brand's blue and larger, it read as a warning; under the form, a
              visitor whose form did not show would not see it). */}
          <p css={fallback}>
            <SmartLink href={block.form}>{block.newTabLabel}</SmartLink>
          </p>
        </div>
        <div css={card}>
          {!loaded && !failed && (
            <p css={loading} role="status">
              <span aria-hidden="true" />
              {block.loadingText}
            </p>
          )}
          {failed && (
            <div css={unavailable} role="status" style={{ minHeight: height }}>
              <h2>{block.unavailable.heading}</h2>
              <p>{block.unavailable.text}</p>
              <div css={buttonRow}>
                <ButtonLink button={{ label: block.unavailable.button, href: block.form }} />
                {block.unavailable.link && <ButtonLink button={{ ...block.unavailable.link, variant: 'secondary' }} />}
              </div>
            </div>
          )}
          <iframe
            src={frameSrc}
            title={block.frameTitle}
            css={frame}
            style={{ height, display: failed ? 'none' : undefined }}
            onLoad={() => frameSrc && setLoaded(true)}
          />
        </div>
        <div css={foot}>
          <p>{block.footerText}</p>
          {block.footerLinks.map((link) => (
            <SmartLink key={link.href} href={link.href}>
              {link.label}
            </SmartLink>
          ))}
        </div>
      </div>
    </>
  );
}
