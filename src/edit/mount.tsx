// Puts the edit mode beside the page, in a root of its own, with the banner of site.yaml's mistakes: the dev
// server's page only (entry-client).
import { createRoot } from 'react-dom/client';
import { EditMode } from './EditMode.tsx';
import { ProblemsBanner, type ShownProblem } from './ProblemsBanner.tsx';

export function mountEditMode(problems: readonly ShownProblem[]): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <>
      <ProblemsBanner problems={problems} />
      <EditMode />
    </>,
  );
}
