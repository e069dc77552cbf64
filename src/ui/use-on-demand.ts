import { useCallback, useState, type ComponentType } from 'react';

/**
 * A component whose code is downloaded the first time it is wanted. Unlike React.lazy there is no Suspense
 * boundary, whose reveal React may hold back for a few hundred milliseconds: the component shows as soon as its
 * code has arrived. `load` must be a stable function (declare it at module level). `onFail` runs when the code
 * cannot be fetched, typically because the site was published again and this page's files are gone: a fresh
 * page load is the way out.
 */
export function useOnDemand<Props>(load: () => Promise<ComponentType<Props>>, onFail: () => void): [ComponentType<Props> | null, () => void] {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  const fetchComponent = useCallback(() => {
    load().then((loaded) => setComponent(() => loaded), onFail);
  }, [load, onFail]);
  return [component, fetchComponent];
}
