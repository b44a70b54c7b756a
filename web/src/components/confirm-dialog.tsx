import type { ReactNode } from "react";
import { Modal } from "./modal";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  cancelLabel?: string;
  /** `error` for destructive actions. */
  tone?: "primary" | "error";
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal: Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel = confirmLabel,
  busy = false,
  cancelLabel = "Cancel",
  tone = "primary",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <div>{children}</div>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`btn ${tone === "error" ? "btn-error" : "btn-primary"}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
