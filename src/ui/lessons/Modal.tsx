// A native <dialog> opened modally while `open` is true: focus is trapped and Escape closes it for free.
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly labelledBy: string;
  readonly className?: string;
  readonly children: ReactNode;
}

export function Modal({ open, onClose, labelledBy, className, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`lessons-modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onClose={onClose}
    >
      {open ? children : null}
    </dialog>
  );
}
