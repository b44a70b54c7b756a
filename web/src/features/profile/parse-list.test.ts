import { describe, expect, it } from "vitest";
import { parseList } from "./parse-list";

describe("parseList", () => {
  it("splits on commas, trims and drops empty items", () => {
    expect(parseList(" Grow revenue , , Find clients ,")).toEqual(["Grow revenue", "Find clients"]);
  });
  it("is empty for blank input", () => {
    expect(parseList("   ")).toEqual([]);
    expect(parseList(" , ,")).toEqual([]);
  });
});
