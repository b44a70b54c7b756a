import { describe, expect, it } from "vitest";
import { previewHtml } from "./preview-html";

const email = `<style>
.email-card { color: #1f2937; }
@media (prefers-color-scheme: dark) {
  .email-card { background-color: #1f2937 !important; }
}
@media (prefers-color-scheme:dark) { .email-link { color: #5eead4 !important; } }
</style><p>@media (prefers-color-scheme: light) stays</p>`;

describe("previewHtml", () => {
  it("turns every dark-mode rule on for the dark preview", () => {
    const dark = previewHtml(email, "dark");
    expect(dark).not.toContain("prefers-color-scheme: dark");
    expect(dark).not.toContain("prefers-color-scheme:dark");
    expect(dark.match(/@media all \{/g)).toHaveLength(2);
    expect(dark).toContain(".email-card { background-color: #1f2937 !important; }");
  });

  it("turns them off for the light preview, and leaves everything else as it was", () => {
    const light = previewHtml(email, "light");
    expect(light.match(/@media not all \{/g)).toHaveLength(2);
    expect(light).toContain("@media (prefers-color-scheme: light) stays");
    expect(light.replace(/@media not all/g, "")).toBe(email.replace(/@media \(prefers-color-scheme: ?dark\)/g, ""));
  });
});
