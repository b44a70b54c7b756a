import "@/lib/zod-config";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { dismissToast } from "@/components/notify";

// jsdom has <dialog> without showModal/close: enough of them for components/modal.tsx.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

// findBy*/waitFor wait 1 s by default; on a busy 2-core CI machine a lazily loaded view's first
// render can take longer. Waiting longer never passes a wrong screen: it only fails later.
configure({ asyncUtilTimeout: 5000 });

// Each test starts on an empty page (what it rendered unmounted) and, as the toast store lives as
// long as the page, as in the app, without a toast.
afterEach(() => {
  cleanup();
  dismissToast();
});
