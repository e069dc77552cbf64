import { createContext, useContext, type ReactNode } from 'react';
import type { SiteShell } from '../model/site-shell.ts';

export interface SiteModel {
  /** The site as the browser has it: every page's blocks come apart, with the page (route-content.ts). */
  site: SiteShell;
  /** The day the site was built, YYYY-MM-DD (see useToday). */
  buildDate: string;
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
