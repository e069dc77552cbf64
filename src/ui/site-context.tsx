import { createContext, useContext, type ReactNode } from 'react';
import type { SearchPart, ShellSources, SiteShell } from '../model/site-shell.ts';

export interface SiteModel {
  /** The site as every page has it: each page's content is a chunk of its own, loaded with the page (see site-shell.ts). */
  site: SiteShell;
  /** The day the site was built, YYYY-MM-DD (see useToday). */
  buildDate: string;
  /** Fetches the search's words and index, which only the search panel reads (the search page has them as props). */
  loadSearch: () => Promise<SearchPart>;
  /** Dev server only: where the header, the navigation and the footer start in site.yaml. */
  sources?: ShellSources;
}

const SiteContext = createContext<SiteModel | null>(null);

export function SiteProvider({ model, children }: { model: SiteModel; children: ReactNode }) {
  return <SiteContext.Provider value={model}>{children}</SiteContext.Provider>;
}

/** The site model; components read texts, links and constants from here, never from their own copies. */
export function useSite(): SiteModel {
  const model = useContext(SiteContext);
  if (!model) throw new Error('useSite() needs a <SiteProvider> above it');
  return model;
}
