import type { CSSProperties } from "react";

// The app's look (web/src/index.css): its dark slate primary and teal accent on white, every pair of
// text and background at WCAG AAA or AA contrast. Styles are inline, as email clients want them;
// the class names are for the dark-mode rules below.

const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

const light = {
  page: "#f6f7f9",
  card: "#ffffff",
  border: "#e5e7eb",
  text: "#1f2937",
  muted: "#4b5563",
  link: "#0f766e",
  button: "#1f2937",
  buttonText: "#ffffff",
};

const dark = {
  page: "#111827",
  card: "#1f2937",
  border: "#374151",
  text: "#f9fafb",
  muted: "#d1d5db",
  link: "#5eead4",
  button: "#f9fafb",
  buttonText: "#111827",
};

/**
 * A client that follows the reader's dark mode (Apple Mail, iOS, Outlook on the web and phones) uses
 * these; one that darkens on its own (Gmail) inverts the light palette, which stays readable.
 */
export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .email-page { background-color: ${dark.page} !important; }
  .email-card { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }
  .email-text { color: ${dark.text} !important; }
  .email-muted { color: ${dark.muted} !important; }
  .email-link { color: ${dark.link} !important; }
  .email-quote { background-color: ${dark.page} !important; border-color: ${dark.link} !important; color: ${dark.text} !important; }
  .email-button { background-color: ${dark.button} !important; color: ${dark.buttonText} !important; }
  .email-rule { border-color: ${dark.border} !important; }
}
`;

const text: CSSProperties = { color: light.text, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };

export const styles = {
  body: { backgroundColor: light.page, margin: 0, padding: 0 },
  page: { backgroundColor: light.page, fontFamily: FONT, padding: "24px 8px" },
  card: {
    backgroundColor: light.card,
    border: `1px solid ${light.border}`,
    borderRadius: "16px",
    maxWidth: "600px",
    width: "100%",
  },
  header: { padding: "24px 24px 0" },
  brand: { ...text, fontSize: "20px", fontWeight: 800, letterSpacing: "-0.01em", margin: 0 },
  brandLink: { color: light.text, textDecoration: "none" },
  content: { padding: "8px 24px 8px" },
  heading: { ...text, fontSize: "24px", lineHeight: "32px", fontWeight: 800, margin: "16px 0" },
  subheading: { ...text, fontSize: "18px", lineHeight: "26px", fontWeight: 700, margin: "0 0 8px" },
  text,
  muted: { ...text, color: light.muted, fontSize: "14px", lineHeight: "20px" },
  quote: {
    ...text,
    backgroundColor: light.page,
    borderLeft: `4px solid ${light.link}`,
    borderRadius: "8px",
    padding: "12px 16px",
  },
  // 16px text with 14px above and below: a 44px tap target (the Button's line height is its font size).
  button: {
    backgroundColor: light.button,
    borderRadius: "8px",
    color: light.buttonText,
    fontSize: "16px",
    fontWeight: 700,
    padding: "14px 24px",
  },
  buttonRow: { margin: "8px 0 24px" },
  link: { color: light.link, textDecoration: "underline" },
  /** A footer link on a line of its own, 24px tall so a thumb finds it. */
  linkLine: { ...text, color: light.muted, fontSize: "14px", lineHeight: "24px", margin: "0 0 8px" },
  rule: { borderColor: light.border, borderStyle: "solid", borderWidth: "1px 0 0", margin: "8px 0 16px" },
  footer: { padding: "0 24px 24px" },
} satisfies Record<string, CSSProperties>;
