import type { EmailItem } from "../../contract/email";
import type { LinkedItem } from "./types";

/**
 * An in-app message's item with its link made absolute against the app's address. Only http(s)
 * links become buttons: anything else (a `javascript:` link) leaves the item without one.
 */
export function toLinkedItem(item: EmailItem, appUrl: string): LinkedItem {
  let actionUrl: string | null = null;
  if (item.actionUrl) {
    try {
      const url = new URL(item.actionUrl, appUrl);
      if (url.protocol === "https:" || url.protocol === "http:") actionUrl = url.href;
    } catch {
      // Not a link at all: the email goes without a button.
    }
  }
  return { ...item, actionLabel: actionUrl ? item.actionLabel : null, actionUrl };
}
