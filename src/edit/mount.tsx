// Puts the edit mode beside the page, in a root of its own: the dev server's page only (entry-client).
import { createRoot } from 'react-dom/client';
import { EditMode } from './EditMode.tsx';

export function mountEditMode(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<EditMode />);
}
