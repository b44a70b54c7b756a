import { useDocumentTitle } from "@/lib/document-title";

/** Sets the tab's title where it is rendered; place it before the view so the view can refine it. */
export function DocumentTitle({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}
