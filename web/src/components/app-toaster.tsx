import { createPortal } from "react-dom";
import { useTopDialog } from "@/lib/dialog-layer";
import { useToast } from "@/lib/notify";
import { ToastMessage } from "./toast-message";

/** The one toaster: in the page, or inside the open modal dialog so toasts stay on top and clickable. */
export function AppToaster() {
  const host = useTopDialog();
  const toast = useToast();
  if (!toast) return null;
  const toaster = (
    <div className="toast toast-top toast-center z-50">
      <ToastMessage key={toast.id} toast={toast} />
    </div>
  );
  return host ? createPortal(toaster, host) : toaster;
}
