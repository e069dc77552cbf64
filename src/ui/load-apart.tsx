import { lazy, Suspense, type ComponentType } from 'react';

/** A component whose code is not in the first download of every page; `preload` fetches it. */
export type LoadedApart<Props> = ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> };

/**
 * Makes a component whose code comes in a chunk of its own. The prerender calls `preload` first and renders it
 * whole, and so does the browser before it hydrates a page that shows it; otherwise the browser keeps the
 * server's HTML on screen and takes it over once the chunk has arrived (the Suspense boundary is in both, so
 * their trees match), or keeps it for good if the chunk cannot come.
 */
export function loadApart<Props extends object>(load: () => Promise<ComponentType<Props>>): LoadedApart<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  // Typed as taking any props: TypeScript cannot check a spread of a generic Props against a generic component's
  // (Props is exactly what the component takes, by the signature above).
  const Lazy: ComponentType<object> = lazy(() =>
    preload().then(
      (component) => ({ default: component as ComponentType<object> }),
      (error: unknown) => {
        // Its code cannot be fetched (the network failed, or the site was published again since this page loaded).
        // Rejecting would take the whole page down; never settling keeps the server's HTML, which works as plain
        // HTML (a form still sends, a link still goes).
        console.error(error);
        return new Promise<never>(() => {});
      },
    ),
  );
  function Apart(props: Props) {
    const Loaded = loaded as ComponentType<object> | undefined;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Object.assign(Apart, { preload });
}
