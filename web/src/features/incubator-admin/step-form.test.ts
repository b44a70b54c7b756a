import { describe, expect, it } from "vitest";
import { parseCriteria, splitTips } from "./step-form";

describe("splitTips", () => {
  it("keeps one tip per line, trimmed, without blank lines", () => {
    expect(splitTips("  Be specific \n\n   \nName a price\n")).toEqual(["Be specific", "Name a price"]);
    expect(splitTips("")).toEqual([]);
  });
});

describe("parseCriteria", () => {
  it("applies JSON that parses", () => {
    expect(parseCriteria('{"aim":"x","minChars":5}')).toEqual({ valid: true, value: { aim: "x", minChars: 5 } });
  });

  it("marks text that is not JSON as invalid", () => {
    expect(parseCriteria("{aim: 'x'")).toEqual({ valid: false });
    expect(parseCriteria("")).toEqual({ valid: false });
  });
});
