import { render } from "@react-email/components";
import type { ReactElement } from "react";
import { AccountEmail } from "./account-email";
import { DigestEmail } from "./digest-email";
import { ItemEmail } from "./item-email";
import { SessionEmail } from "./session-email";
import { subjectOf } from "./subjects";
import type { EmailProps, RenderedEmail } from "./types";

// React Email loads React and its renderer: callers import this file lazily (`await import`), so
// no function's cold start pays for it (docs/decisions/063-email-templates.md).

export type {
  DigestEntry,
  EmailFooter,
  EmailProps,
  LinkedItem,
  RenderedEmail,
  SessionDetails,
  SessionEmailKind,
} from "./types";
export { sampleEmail } from "./samples";
export { toLinkedItem } from "./links";

interface TextBuilder {
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
}
interface LinkNode {
  attribs?: { href?: string };
  children: unknown[];
}

/** A link in the plain-text part: its words, then its address written out ("Open the step: https://..."). */
function linkWithAddress(
  node: LinkNode,
  walk: (nodes: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
): void {
  walk(node.children, builder);
  if (node.attribs?.href) builder.addInline(`: ${node.attribs.href}`, { noWordTransform: true });
}

const PLAIN_TEXT = {
  formatters: { linkWithAddress },
  selectors: [
    { selector: "a", format: "linkWithAddress" },
    // The name in the header is the text's first line, without the app's address.
    { selector: "a.email-brand", format: "inline" },
    // Headings as written, not in capitals, a blank line around them as around paragraphs.
    { selector: "h1", options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: "h2", options: { uppercase: false, leadingLineBreaks: 1 } },
  ],
};

function emailElement(props: EmailProps, subject: string): ReactElement {
  switch (props.kind) {
    case "digest":
      return <DigestEmail {...props} subject={subject} timeZone={props.timeZone ?? "UTC"} />;
    case "verify_email":
    case "password_reset":
      return <AccountEmail {...props} subject={subject} />;
    case "cohort_invitation":
      return <AccountEmail {...props} subject={subject} />;
    case "session_invitation":
    case "session_moved":
    case "session_cancelled":
    case "session_reminder":
      return <SessionEmail {...props} subject={subject} />;
    default:
      return <ItemEmail {...props} subject={subject} />;
  }
}

/** An email's subject and both of its parts, HTML and plain text, from one template. */
export async function renderEmail(props: EmailProps): Promise<RenderedEmail> {
  const subject = subjectOf(props);
  const element = emailElement(props, subject);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ]);
  return { subject, html, text: text.trim() };
}
