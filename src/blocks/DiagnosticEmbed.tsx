import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useSite } from '../ui/site-context.tsx';
import { Logo } from '../ui/Logo.tsx';
import type { DiagnosticEmbedBlock } from '../model/types.generated.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { color, mq, space } from '../ui/theme.ts';

const bar = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    padding: `${space[2]} ${space[5]}`,
    borderBottom: `1px solid ${theme.colors.border}`,
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
const frame = css({ display: 'block', width: '100%', border: 0, background: 'transparent' });
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
 */
export function DiagnosticEmbed({ block }: { block: DiagnosticEmbedBlock }) {
  const { limits } = useSite().site.constants;
  const [frameSrc, setFrameSrc] = useState<string>();
  useEffect(() => {
    setFrameSrc(block.form);
  }, [block.form]);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = block.script;
    script.async = true;
    document.body.append(script);
    return () => script.remove();
  }, [block.script]);
  return (
    <>
      <div css={bar}>
        <Logo />
      </div>
      <div css={intro}>
        <h1>{block.heading}</h1>
        {block.intro && <p>{block.intro}</p>}
        {/* If the provider's script or frame is blocked, the form still opens on the provider's own page. */}
        <p css={{ fontSize: '0.9375rem' }}>
          <SmartLink href={block.form} css={{ color: color('primary') }}>
            {block.newTabLabel}
          </SmartLink>
        </p>
      </div>
      <iframe src={frameSrc} title={block.frameTitle} css={frame} style={{ height: `calc(100vh - ${limits.diagnosticHeightOffsetPx}px)` }} />
      <div css={foot}>
        <p>{block.footerText}</p>
        {block.footerLinks.map((link) => (
          <SmartLink key={link.href} href={link.href}>
            {link.label}
          </SmartLink>
        ))}
      </div>
    </>
  );
}
