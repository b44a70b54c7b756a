import { describe, expect, it } from "vitest";
import { countWords, hasAnswer, reachesMinChars } from "./answer-text";

describe("answer text", () => {
  it("counts words across spaces, tabs and new lines", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   ")).toBe(0);
    expect(countWords(" I help  freelance\tdesigners\nwin clients ")).toBe(6);
  });

  it("reaches the minimum on trimmed characters", () => {
    expect(reachesMinChars("abc", 3)).toBe(true);
    expect(reachesMinChars("  ab  ", 3)).toBe(false);
    expect(reachesMinChars("", 0)).toBe(true);
  });

  it("has an answer once text is typed, or a list holds an item", () => {
    expect(hasAnswer({ text: "  ", items: [] }, "text")).toBe(false);
    expect(hasAnswer({ text: "An answer", items: [] }, "text")).toBe(true);
    expect(hasAnswer({ text: "", items: [" "] }, "multi")).toBe(false);
    expect(hasAnswer({ text: "", items: ["One item"] }, "multi")).toBe(true);
  });
});
