// The spec's log of the address a visitor tried that is no page: the browser's address, once, when the not-found
// page is shown (the server's page is one for every address, 404.html). It draws nothing.
import { useEffect } from 'react';

export function NotFoundLog() {
  // Once: a link followed from here changes the address while the next page's content comes, and the not-found page
  // is still shown (another address that is no page is another not-found page: App keys it).
  useEffect(() => {
    console.warn(`Page not found: ${window.location.pathname}`);
  }, []);
  return null;
}
