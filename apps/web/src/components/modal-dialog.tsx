import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The buttons; the one with autoFocus gets the focus when the dialog opens. */
  actions: ReactNode;
  /** Escape (the dialog's cancel) and the browser closing it both land here. */
  onCancel: () => void;
}

/**
 * A modal confirm built on the native <dialog>: showModal() makes the rest of the page inert
 * (the focus stays inside), puts it above every stacking context (page transitions use
 * transforms) and turns Escape into a cancel. Closing gives the focus back to where it was.
 */
export function ModalDialog({ open, title, children, actions, onCancel }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // The parent decides: the dialog closes when `open` turns false.
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <div id={bodyId} className="modal__body">
            {children}
          </div>
          <div className="modal__actions">{actions}</div>
        </>
      )}
    </dialog>
  );
}
