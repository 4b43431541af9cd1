// The page's one kind of dialog: a native <dialog> shown modally while `open` is true. The browser traps
// focus in it and closes it on Escape (the page's keyboard shortcuts stand aside while one is open, so
// nothing cancels that key); when it closes or leaves the page, focus goes back to what opened it.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** Shows the dialog modally while `open`; on close or unmount, closes it and refocuses its opener. */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    // Taken before showModal moves focus into the dialog: the button (or tab, or field) that opened it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      // A dialog removed while open (its owner unmounted it) leaves focus on <body>: put it back.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  return dialog;
}

interface Props {
  readonly open: boolean;
  /** Called when the browser closed it (Escape) or its owner should: the owner sets `open` to false. */
  readonly onClose: () => void;
  readonly labelledBy: string;
  readonly className?: string;
  readonly children: ReactNode;
}

export function ModalDialog({ open, onClose, labelledBy, className, children }: Props) {
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      className={`modal-dialog ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onClose={onClose}
    >
      {open ? children : null}
    </dialog>
  );
}
