// A modal dialog over the page: a backdrop, focus kept inside (focus-trap-react), the page behind it still, and
// the focus back on `returnFocusTo` when it closes. Escape and the backdrop ask to close; the caller decides.
import { space } from './theme.ts';
import { css } from '@emotion/react';
import { FocusTrap } from 'focus-trap-react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useCountAsOpenDialog } from './open-dialogs.ts';
import { useScrollLock } from './use-scroll-lock.ts';

const layers = {
  // The side menu: the panel at the right edge, full height.
  side: css({ position: 'fixed', inset: 0, zIndex: 50 }),
  // The search: the panel centred near the top.
  center: css({ position: 'fixed', inset: 0, zIndex: 50, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingTop: '6vh' }),
  // The popup: the panel in the middle of the screen.
  middle: css({ position: 'fixed', inset: 0, zIndex: 50, display: 'flex', justifyContent: 'center', alignItems: 'center', padding: space[4] }),
};
/** The look of a dialog's close button (an icon, 48 px square). */
export const closeButton = css({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 48,
  height: 48,
  border: 0,
  borderRadius: 10,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: 'rgba(15, 23, 42, 0.06)' },
});
const backdrop = css({
  position: 'absolute',
  inset: 0,
  background: 'rgba(15, 23, 42, 0.55)',
  animation: 'dialog-fade 180ms ease-out',
  '@keyframes dialog-fade': { from: { opacity: 0 } },
});

interface DialogProps {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** What gets the focus first; the dialog itself when left out. */
  initialFocus?: RefObject<HTMLElement | null>;
  placement: keyof typeof layers;
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  /** The panel's look (emotion passes a css prop here). */
  className?: string;
  children: ReactNode;
}

export function Dialog({ onClose, returnFocusTo, initialFocus, placement, label, labelledBy, describedBy, className, children }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock();
  useCountAsOpenDialog();
  // On the document, not the dialog: the focus trap moves the focus in a moment after opening, and an Escape
  // pressed in that moment must close the dialog too. Listening from the moment the dialog is on screen.
  useLayoutEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  // In <body>, not where it is declared: an ancestor with a filter or transform (the header's backdrop blur)
  // would otherwise become the box a fixed element is placed in.
  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        initialFocus: () => initialFocus?.current ?? dialogRef.current ?? false,
        setReturnFocus: () => returnFocusTo.current ?? false,
        escapeDeactivates: false,
        allowOutsideClick: true,
      }}
    >
      <div css={layers[placement]}>
        <div css={backdrop} onClick={onClose} aria-hidden="true" />
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          css={{ outline: 'none' }}
          className={className}
        >
          {children}
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}
