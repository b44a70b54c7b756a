import type { EmailProps, RenderedEmail, SessionDetails, SessionEmailKind } from "./email-templates/render";

// React Email loads React and its renderer: the templates are imported on the first email only, so
// no function's cold start pays for them (docs/decisions/063-email-templates.md).

export type { EmailProps, RenderedEmail, SessionDetails, SessionEmailKind };

export const renderEmail = async (props: EmailProps): Promise<RenderedEmail> =>
  (await import("./email-templates/render.js")).renderEmail(props);
