export type PreviewScheme = "light" | "dark";

const DARK_RULES = /@media\s*\(\s*prefers-color-scheme\s*:\s*dark\s*\)/g;

/**
 * The email's HTML with its dark-mode rules always on, or always off, whatever the admin's own
 * system prefers: a frame's `prefers-color-scheme` follows the system, not the frame's
 * color-scheme (Chromium 150), so the rules themselves are switched, exactly as written.
 */
export function previewHtml(html: string, scheme: PreviewScheme): string {
  return html.replace(DARK_RULES, scheme === "dark" ? "@media all" : "@media not all");
}
