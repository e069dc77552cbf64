// Puts the edit mode beside the page, in a root of its own, with the banner of site.yaml's mistakes: the dev
// server's page only (entry-client), again for each version of site.yaml that arrives by HMR.
import { createRoot, type Root } from 'react-dom/client';
import { forgetBlocks } from './edit-api.ts';
import { EditMode } from './EditMode.tsx';
import { ProblemsBanner, type ShownProblem } from './ProblemsBanner.tsx';

let root: Root | undefined;
let shownHash: string | undefined;

/** Shows edit mode for the version of site.yaml whose hash is `siteHash`, and its mistakes if it has any. */
export function mountEditMode(problems: readonly ShownProblem[], siteHash: string): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  if (siteHash !== shownHash) forgetBlocks();
  shownHash = siteHash;
  root.render(
    <>
      <ProblemsBanner problems={problems} />
      <EditMode siteHash={siteHash} broken={problems.length > 0} />
    </>,
  );
}
