import type { CheckIn } from "@contract/cohorts/week";
import { describe, expect, it } from "vitest";
import { trendSummary } from "./check-in-trend";

const entry = (week: number, revenue: number, clients: number) =>
  ({ week, revenue, clients, currency: "EUR" }) as CheckIn;

describe("trendSummary", () => {
  it("says where the figures went from the first week to the latest", () => {
    expect(trendSummary([])).toBe("No check-ins yet.");
    expect(trendSummary([entry(2, 100, 1)])).toBe("Week 2: revenue €100.00, 1 paying clients.");
    expect(trendSummary([entry(1, 0, 0), entry(2, 100, 1), entry(4, 1250.5, 3)])).toBe(
      "Weeks 1 to 4: revenue from €0.00 to €1,250.50, paying clients from 0 to 3.",
    );
  });
});
