import { describe, expect, it } from "vitest";
import { clip } from "./text";

describe("clip", () => {
  it("stays within its cap and never keeps half of an emoji", () => {
    const clipped = clip(`ab${"👋".repeat(10)}`, 8);
    expect(clipped.length).toBeLessThanOrEqual(8);
    expect(clipped).toBe("ab👋...");
    expect(clip("short", 8)).toBe("short");
  });
});
