import type { EmailPreview as Preview } from "@contract/email";
import { useId, useState } from "react";
import { previewHtml, type PreviewScheme } from "../preview-html";
import { PreviewChoice } from "./preview-choice";

const WIDTHS = [
  { id: "phone", label: "Phone (390 px)" },
  { id: "desktop", label: "Desktop" },
] as const;
const SCHEMES: readonly { id: PreviewScheme; label: string }[] = [
  { id: "light", label: "Light" },
  { id: "dark", label: "Dark" },
];

/**
 * One email as sent: its HTML in a sandboxed frame (no script, no same-origin access), at a phone's
 * width or the page's, in light colours or as a mail app in dark mode shows it, and its plain-text
 * part.
 */
export function EmailPreview({ preview }: { preview: Preview }) {
  const headingId = useId();
  const [width, setWidth] = useState<(typeof WIDTHS)[number]["id"]>("phone");
  const [scheme, setScheme] = useState<PreviewScheme>("light");
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <div>
        <h3 id={headingId} className="text-lg font-bold break-words">
          {preview.label}
        </h3>
        <p className="text-sm break-words">
          <span className="font-semibold">Subject:</span> {preview.subject}
        </p>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <PreviewChoice label="Width" options={WIDTHS} value={width} onChange={setWidth} />
        <PreviewChoice label="Colours" options={SCHEMES} value={scheme} onChange={setScheme} />
      </div>
      <div className="rounded-box border border-base-300 bg-base-200 p-2">
        <iframe
          sandbox=""
          title={`Preview: ${preview.label}`}
          srcDoc={previewHtml(preview.html, scheme)}
          className="mx-auto block h-[40rem] w-full rounded-lg border-0"
          style={{ maxWidth: width === "phone" ? 390 : undefined }}
        />
      </div>
      <details className="rounded-box border border-base-300 p-3">
        <summary className="cursor-pointer font-semibold">Plain text</summary>
        <pre className="mt-2 font-sans text-sm whitespace-pre-wrap wrap-anywhere">{preview.text}</pre>
      </details>
    </section>
  );
}
