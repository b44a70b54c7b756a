import { describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL_KINDS, EMAIL_KINDS, type EmailKind } from "../../contract/email";
import { renderEmail, sampleEmail, toLinkedItem, type EmailProps } from "./render";

const APP = "https://app.example.test";

const render = (kind: EmailKind) => renderEmail(sampleEmail(kind, APP));
const isAccount = (kind: EmailKind) => ACCOUNT_EMAIL_KINDS.includes(kind);

/** The links a reader must be able to follow from the plain text. */
function actionLinks(props: EmailProps): string[] {
  if (props.kind === "digest") return props.items.flatMap((item) => (item.actionUrl ? [item.actionUrl] : []));
  if ("link" in props) return [props.link];
  return props.item.actionUrl ? [props.item.actionUrl] : [];
}

const SUBJECTS: Record<EmailKind, string> = {
  coach_note: "Your coach left you a note",
  coach_pass: "Your coach passed your answer",
  coach_revision: "Your coach asks for a revision",
  reminder: "Ready for Your Next Lesson",
  weekly_report: "Weekly Progress Report",
  announcement: "New Lessons on Pricing",
  digest: "Your SoloSensei daily digest: 3 updates",
  dispute: "A learner disputes a verdict",
  cohort_nudge: "Validate is due in 2 days",
  coach_summary: "Your Spring Founders learners this week",
  verify_email: "Verify your email address for SoloSensei",
  password_reset: "Reset your SoloSensei password",
  cohort_invitation: "You are invited to join Spring founders 2027 on SoloSensei",
  session_invitation: "Your session with Sam Okoro is booked",
  session_moved: "Your session with Sam Okoro has moved",
  session_cancelled: "Your session with Sam Okoro is cancelled",
  session_reminder: "Your session with Sam Okoro starts in an hour",
};

describe.each(EMAIL_KINDS)("the %s email", (kind) => {
  it("has its subject, an HTML part and a plain-text part", async () => {
    const email = await render(kind);
    expect(email.subject).toBe(SUBJECTS[kind]);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain(`<title>${SUBJECTS[kind]}</title>`);
    expect(email.text).toMatch(/^SoloSensei\n/);
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it("is one accessible document: English, one h1, light and dark colours", async () => {
    const { html } = await render(kind);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<div role="article" aria-roledescription="email" aria-label="[^"]+" lang="en"/);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain("@media (prefers-color-scheme: dark)");
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  });

  it("loads nothing: no image (so no tracking pixel), no external font or stylesheet", async () => {
    const { html } = await render(kind);
    for (const image of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(image).toMatch(/\balt="[^"]+"/);
      expect(image).not.toMatch(/\b(width|height)="1"/);
    }
    expect(html).not.toMatch(/<img\b/);
    expect(html).not.toMatch(/\bsrc=/);
    expect(html).not.toMatch(/<link\b|@import|@font-face|url\(/);
  });

  it("writes every link out in the plain text", async () => {
    const props = sampleEmail(kind, APP);
    const { text } = await renderEmail(props);
    const links = actionLinks(props);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(text).toContain(link);
  });

  it(
    isAccount(kind)
      ? "has no unsubscribe link: account emails always go"
      : "ends with why it came, the unsubscribe link and the settings",
    async () => {
      const props = sampleEmail(kind, APP);
      const { html, text } = await renderEmail(props);
      if ("link" in props) {
        expect(html).not.toMatch(/unsubscribe/i);
        expect(text).not.toMatch(/unsubscribe/i);
        return;
      }
      const { footer } = props;
      expect(html).toContain(`href="${footer.unsubscribeUrl}"`);
      expect(html).toContain(`href="${footer.settingsUrl}"`);
      expect(text).toContain(
        `You get these emails because "${footer.topicLabel}" is on in your notification settings.`,
      );
      expect(text).toContain(`Unsubscribe from these emails: ${footer.unsubscribeUrl}`);
      expect(text).toContain(`Choose which emails you get: ${footer.settingsUrl}`);
    },
  );
});

describe("the templates", () => {
  it("escape what users wrote, in the subject, the name and the words", async () => {
    const item = {
      title: "<script>alert(1)</script>",
      content: 'Read <b>this</b> & "that"',
      actionLabel: "Open <i>it</i>",
      actionUrl: `${APP}/learn`,
    };
    const props = sampleEmail("reminder", APP);
    const email = await renderEmail({ ...props, name: "<img src=x onerror=alert(1)>", item } as EmailProps);
    expect(email.subject).toBe("<script>alert(1)</script>");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.html).toContain("Read &lt;b&gt;this&lt;/b&gt; &amp; &quot;that&quot;");
    expect(email.html).toContain("Open &lt;i&gt;it&lt;/i&gt;");
    expect(email.html).not.toMatch(/<img\b/);
    expect(email.text).toContain('Read <b>this</b> & "that"');
  });

  it("tell the coach's learner where the coach reads an answer, and link to the step", async () => {
    for (const kind of ["coach_note", "coach_pass", "coach_revision"] as const) {
      const props = sampleEmail(kind, APP);
      const { text } = await renderEmail(props);
      expect(text).toContain(
        "Your coach reads your answers in SoloSensei: reply from the step, where your note and your work stay together.",
      );
      expect(text).toContain(`Open the step: ${APP}/incubator/phase/DISCOVER/step/`);
      expect(text).not.toMatch(/not read|no-?reply/i);
    }
  });

  it("keep the password reset's wording", async () => {
    const { text, html } = await render("password_reset");
    expect(text).toContain(
      `Hi Maya,\n\nUse this link to choose a new SoloSensei password. It works once and expires in 1 hour:\n\nReset my password: ${APP}/reset-password?token=sample-token\n\nIf you did not ask for this, you can ignore this email.`,
    );
    expect(html).toContain(`href="${APP}/reset-password?token=sample-token"`);
  });

  it("ask to verify the address for an hour, with one button", async () => {
    const { text } = await render("verify_email");
    expect(text).toContain(
      "Confirm that this is your address so your coach's notes and reminders can reach you by email. The link works for 1 hour.",
    );
    expect(text).toContain(`Verify my email address: ${APP}/verify-email?oobCode=sample-code`);
  });

  it("count a digest's updates and date each in the learner's time zone", async () => {
    const props = sampleEmail("digest", APP);
    if (props.kind !== "digest") throw new Error("a digest");
    const [first] = props.items;
    const late = { ...first!, at: "2026-12-01T23:30:00.000Z" };
    const one = await renderEmail({ ...props, rhythm: "weekly", items: [late] });
    expect(one.subject).toBe("Your SoloSensei weekly digest: 1 update");
    expect(one.text).toContain("Hi Maya, here is 1 update from SoloSensei this week.");
    // 23:30 UTC is already Wednesday in Berlin.
    expect(one.text).toContain("Reminders and nudges, Wednesday 2 December");
    const utc = await renderEmail({ ...props, items: [late], timeZone: undefined });
    expect(utc.text).toContain("Reminders and nudges, Tuesday 1 December");
  });
});

describe("toLinkedItem", () => {
  const item = { title: "T", content: "C", actionLabel: "Go", actionUrl: "/incubator/phase/GROW" };

  it("makes an app path absolute and keeps an http(s) link", () => {
    expect(toLinkedItem(item, APP).actionUrl).toBe(`${APP}/incubator/phase/GROW`);
    expect(toLinkedItem({ ...item, actionUrl: "https://example.test/x" }, APP).actionUrl).toBe(
      "https://example.test/x",
    );
  });

  it("drops the button of anything that is not an http(s) link", () => {
    for (const actionUrl of ["javascript:alert(1)", "data:text/html,hi", null])
      expect(toLinkedItem({ ...item, actionUrl }, APP)).toEqual({ ...item, actionLabel: null, actionUrl: null });
  });
});
