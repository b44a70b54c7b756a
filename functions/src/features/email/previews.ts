import { EMAIL_KINDS, EMAIL_KIND_LABELS, type EmailPreview } from "../../contract/email";

/** Every kind of email rendered from its sample, as the admin's preview page shows it. */
export async function listPreviews(appUrl: string): Promise<EmailPreview[]> {
  // Only this route and the senders load React Email (docs/decisions/063-email-templates.md).
  const { renderEmail, sampleEmail } = await import("../../lib/email-templates/render.js");
  return Promise.all(
    EMAIL_KINDS.map(async (kind) => ({
      kind,
      label: EMAIL_KIND_LABELS[kind],
      ...(await renderEmail(sampleEmail(kind, appUrl))),
    })),
  );
}
