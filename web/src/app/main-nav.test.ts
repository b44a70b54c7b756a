import { describe, expect, it } from "vitest";
import { formatBadge } from "./main-nav";

describe("formatBadge", () => {
  it("shows counts up to 99 and caps the rest at 99+", () => {
    expect(formatBadge(1)).toBe("1");
    expect(formatBadge(99)).toBe("99");
    expect(formatBadge(100)).toBe("99+");
    expect(formatBadge(12345)).toBe("99+");
  });
});
