import { createContext, useContext, type ReactNode } from 'react';
import type { Site } from '../site/types.generated.ts';

export interface SiteModel {
  site: Site;
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
