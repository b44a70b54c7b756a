import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { dialogClosed, dialogOpened } from "./dialog-layer";
import { Icon } from "./icon";

/** Asked before the dialog closes by Escape, the backdrop or the close button (e.g. work in progress). */
export interface CloseConfirmation {
  title: string;
  message: string;
  stayLabel: string;
  leaveLabel: string;
}

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra classes for the box, e.g. a wider max-width. */
  className?: string;
  /** When set, closing asks first. */
  confirmClose?: CloseConfirmation;
}

// The first control of the content gets the focus, not the close button in the header.
const FIRST_CONTROL =
  "input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

/** A native <dialog>: focus trap, Escape and the backdrop come from the browser. */
export function Modal({ open, title, onClose, children, className = "", confirmClose }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);

  // Before paint: the content and the open dialog show in the same frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialogOpened(dialog);
      body.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
    }
    if (!open && dialog.open) dialog.close();
    if (!open) {
      dialogClosed(dialog);
      setConfirming(false);
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) dialogClosed(dialog);
    };
  }, []);
  // In the commit that hides the body: the focused field goes with it, and a key pressed at once
  // must reach the question, not the page.
  useLayoutEffect(() => {
    if (confirming) stay.current?.focus();
  }, [confirming]);

  const requestClose = () => {
    if (confirmClose && !confirming) setConfirming(true);
    else onClose();
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog stays open while closing is being confirmed.
        event.preventDefault();
        if (confirming) setConfirming(false);
        else requestClose();
      }}
      onClose={(event) => {
        dialogClosed(event.currentTarget);
        if (open) onClose();
      }}
    >
      <div className={`modal-box ${className}`}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Close" onClick={requestClose}>
            <Icon name="close" />
          </button>
        </div>
        <div ref={body} hidden={confirming}>
          {open && children}
        </div>
        {confirming && confirmClose && (
          <div role="alertdialog" aria-labelledby={`${titleId}-confirm`} className="flex flex-col gap-3">
            <h3 id={`${titleId}-confirm`} className="font-semibold">
              {confirmClose.title}
            </h3>
            <p className="text-base-content/80">{confirmClose.message}</p>
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <button type="button" className="btn btn-ghost" onClick={onClose}>
                {confirmClose.leaveLabel}
              </button>
              <button ref={stay} type="button" className="btn btn-primary" onClick={() => setConfirming(false)}>
                {confirmClose.stayLabel}
              </button>
            </div>
          </div>
        )}
      </div>
      <div className="modal-backdrop">
        <button type="button" aria-label="Close dialog" tabIndex={-1} onClick={requestClose}>
          close
        </button>
      </div>
    </dialog>
  );
}

/** The last row of a dialog that only shows something: Close, its one action (as the header's ✕). */
export function ModalCloseRow({ onClose, className = "" }: { onClose: () => void; className?: string }) {
  return (
    <div className={`modal-action ${className}`.trim()}>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
