// The one script a built page runs, inline (build/boot-script.ts builds it with Vite and writes it into each page):
// once the page has painted, it preloads the app's chunks and imports its entry, which its element names
// (data-entry, data-preload). Not through the timer alone, which is there for a tab opened in the background (it
// paints late): a test's stopped clock would hold the app back. Every byte of it is in every page's HTML.

// Read as the script runs, while its element is the current script.
const { entry, preload } = (document.currentScript as HTMLScriptElement).dataset as { entry: string; preload: string };
let started = false;
const load = () => {
  if (started) return;
  started = true;
  for (const href of preload.split(' ')) if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  void import(/* @vite-ignore */ entry);
};
// At the latest 3 s after the page is read.
setTimeout(load, 3000);
new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint')[0] && load()).observe({ type: 'paint', buffered: true });
