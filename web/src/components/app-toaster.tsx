import { createPortal } from "react-dom";
import { Toaster } from "react-hot-toast";
import { useTopDialog } from "@/lib/dialog-layer";
import { TOAST_DURATION_MS } from "@/lib/notify";

/** The one toaster: in the page, or inside the open modal dialog so toasts stay on top and clickable. */
export function AppToaster() {
  const host = useTopDialog();
  const toaster = <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />;
  return host ? createPortal(toaster, host) : toaster;
}
