import { describe, expect, it } from "vitest";
import { CHAT_PREVIEW_MAX, chatPreview } from "./chat";

describe("chatPreview", () => {
  it("keeps a short question on one line", () => {
    expect(chatPreview("  How do I\n\nprice   a logo?  ")).toBe("How do I price a logo?");
  });

  it("cuts a long question to the preview length with an ellipsis", () => {
    const preview = chatPreview(`${"word ".repeat(40)}end`);
    expect(preview.length).toBeLessThanOrEqual(CHAT_PREVIEW_MAX);
    expect(preview.endsWith("…")).toBe(true);
  });
});
