import { useEffect, useState } from 'react';
import { useRevealStage } from '../ui/reveal.tsx';
import { useSite } from '../ui/site-context.tsx';
import type { AuditPopupBlock } from '../model/types.generated.ts';
import { useOpenDialogCount } from '../ui/open-dialogs.ts';
import { AuditPopupDialog } from './AuditPopupDialog.tsx';
import { auditPopupSeenKey } from './audit-popup-seen.ts';

// Where storage is refused, the popup opens once per page load.
const seenKey = auditPopupSeenKey;
function seenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(seenKey) === '1';
  } catch {
    return false;
  }
}
function markSeen(): void {
  try {
    window.sessionStorage.setItem(seenKey, '1');
  } catch {
    // Storage refused: nothing to remember it in.
  }
}

/**
 * The free audit invitation: nothing on the page, then a popup auditPopupDelayMs after the page is in view. If the
 * visitor has a dialog of their own open then (the search, the menu), it waits until they close it.
 */
export function AuditPopup({ block }: { block: AuditPopupBlock }) {
  const { site } = useSite();
  const stage = useRevealStage();
  const otherDialogs = useOpenDialogCount();
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const delayMs = site.constants.timings.auditPopupDelayMs;
  useEffect(() => {
    // Fetched now, so the picture is there when the popup opens.
    new Image().src = block.image.src;
  }, [block.image.src]);
  useEffect(() => {
    if (stage !== 'shown' || seenThisSession()) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [stage, delayMs]);
  useEffect(() => {
    if (!due || otherDialogs > 0) return;
    markSeen();
    setDue(false);
    setOpen(true);
  }, [due, otherDialogs]);
  return open ? <AuditPopupDialog block={block} onClose={() => setOpen(false)} /> : null;
}
