// The dev server's gallery of block types, at /__blocks: each type with its description, its fields, the YAML that
// makes it and the block itself, rendered from its schema's example. A new block type shows here with no extra work.
import { space } from '../ui/theme.ts';
import { css, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import gallery from 'virtual:block-gallery';
import { blockRegistry } from '../blocks/registry.ts';
import type { BlockProps } from '../model/site-shell.ts';
import { Island, type LazyIsland } from '../ui/Island.tsx';
import type { SiteModel } from '../ui/site-context.tsx';
import { Providers } from './providers.tsx';

const intro = css({ maxWidth: 1100, margin: '0 auto', padding: `${space[8]} ${space[5]} 0`, '& h1': { margin: 0 } });
const about = css({
  maxWidth: 1100,
  margin: `${space[12]} auto 0`,
  padding: space[5],
  borderTop: '4px solid #0f172a',
  font: '15px/1.5 system-ui, sans-serif',
  '& h2': { margin: 0, fontFamily: 'ui-monospace, monospace' },
  '& table': { width: '100%', borderCollapse: 'collapse', margin: `${space[3]} 0`, fontSize: 14 },
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', padding: `${space[1]} ${space[2]}`, borderBottom: '1px solid #cbd5e1' },
  '& pre': { margin: 0, padding: space[3], overflowX: 'auto', background: '#0f172a', color: '#e2e8f0', borderRadius: 6, fontSize: 13 },
  '& details': { marginTop: space[2] },
});

export function BlockGallery({ model, cache, globalStyles }: { model: SiteModel; cache: EmotionCache; globalStyles: ReactNode }) {
  return (
    <Providers model={model} cache={cache}>
      {globalStyles}
      <main>
        <div css={intro}>
          <h1>Blocks</h1>
          <p>
            Every block type a page of site.yaml can use ({gallery.length}), made from its schema&apos;s example. Add one to a page with Edit page, or copy its
            YAML into the page&apos;s <code>blocks:</code>.
          </p>
          <nav aria-label="Block types">
            {gallery.map(({ type }, index) => (
              <span key={type}>
                {index > 0 && ' · '}
                <a href={`#${type}`}>{type}</a>
              </span>
            ))}
          </nav>
        </div>
        {gallery.map(({ type, description, fields, yaml, props }) => (
          <section key={type} aria-labelledby={type}>
            <div css={about}>
              <h2 id={type}>{type}</h2>
              <p>{description}</p>
              <details>
                <summary>Fields ({fields.length})</summary>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Type</th>
                      <th scope="col">Required</th>
                      <th scope="col">What it is</th>
                    </tr>
                  </thead>
                  <tbody>
                    {fields.map((field) => (
                      <tr key={field.name}>
                        <td>
                          <code>{field.name}</code>
                        </td>
                        <td>{field.type}</td>
                        <td>{field.required ? 'yes' : ''}</td>
                        <td>{field.description}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
              <details>
                <summary>The YAML that makes it</summary>
                <pre>{yaml}</pre>
              </details>
            </div>
            <Island of={blockRegistry[type as BlockProps['block']['type']] as LazyIsland<BlockProps>} props={props} />
          </section>
        ))}
      </main>
    </Providers>
  );
}
