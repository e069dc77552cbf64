// What a first visit downloads of a page: its facts and live blocks, the plain-HTML ones marked only; the browser
// puts the page back together from that and the plain blocks when it renders the page itself.
import { describe, expect, it } from 'vitest';
import { routes } from 'virtual:route-content';
import { laterBlocks, plainHtmlBlocks } from '../../src/blocks/arrival.ts';
import { wholeContent } from '../../src/app/route-content.tsx';
import { arrivalOf, contentOf, plainBlocksOf, shellOf } from '../../src/model/site-shell.ts';
import { builtSite } from '../built-site.ts';

const site = builtSite();
const pagePaths = routes.flatMap((route) => (route.kind === 'redirect' ? [] : [route.path]));

describe('a page as a first visit downloads it', () => {
  it('puts every page back together exactly, blocks in their order', () => {
    for (const path of pagePaths) {
      const content = contentOf(site, path)!;
      expect(wholeContent(arrivalOf(content), plainBlocksOf(content)), path).toEqual(content);
    }
  });

  it('leaves out the texts of the plain-HTML blocks, and keeps those of the others', () => {
    const home = contentOf(site, '/')!;
    const arrival = JSON.stringify(arrivalOf(home));
    expect(arrival).not.toContain('Real Results from Real Practices');
    expect(arrival).toContain(home.page.title);
    for (const block of arrivalOf(home).blocks) expect('kept' in block, block.type).toBe(plainHtmlBlocks.has(block.type));
  });

  it('knows each block type as plain HTML, as coming later, or as neither, never as both', () => {
    expect([...plainHtmlBlocks].filter((type) => laterBlocks.has(type))).toEqual([]);
  });

  it('gives the shell the paths of the icons the header, the footer and the trust strip draw, and no others', () => {
    const names = Object.keys(shellOf(site).icons);
    for (const badge of site.trust.badges) expect(names).toContain(badge.icon);
    for (const link of site.footer.social) expect(names).toContain(link.icon);
    expect(names).toContain('search');
    expect(names).not.toContain('stethoscope');
  });
});
