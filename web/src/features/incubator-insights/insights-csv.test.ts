import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvText } from "@/lib/csv";
import { dailyCsvRows, insightsFileName, stepsCsvRows } from "./insights-csv";
import { STEP_FIGURE_NAMES } from "./insights-figures";
import { insightsFixture } from "./insights-test-fixtures";

describe("Insights CSV", () => {
  it("writes every step's figures, blank cells for none, a formula-like title escaped", async () => {
    const rows = Papa.parse<string[]>(await csvText(stepsCsvRows(insightsFixture()))).data;
    expect(rows).toEqual([
      ["Phase", "Step", "Title", ...STEP_FIGURE_NAMES, "Times judged missing"],
      ["Discover", "1", "Your client", "12", "10", "8", "2", "74.5", "Names who the client is", "4"],
      ["Discover", "2", "Their problem", "8", "5", "2", "3", "61", "", ""],
      ["Shape", "1", "'=Your offer", "2", "0", "0", "", "", "", ""],
    ]);
  });

  it("writes the days oldest first, with a column per gate reason seen", () => {
    const rows = dailyCsvRows(insightsFixture());
    expect(rows[0]).toEqual([
      "Day",
      "Evaluations",
      "Gate stops",
      "Coach changes",
      "Gate stops: Lorem ipsum",
      "Gate stops: Empty answer",
      "Gate stops: Reason not recorded",
    ]);
    expect(rows).toHaveLength(31);
    expect(rows[1]).toEqual(["2026-10-30", 0, 0, 0, 0, 0, 0]);
    expect(rows.find((row) => row[0] === "2026-11-20")).toEqual(["2026-11-20", 6, 3, 1, 2, 1, 0]);
    expect(rows.at(-1)).toEqual(["2026-11-28", 5, 0, 1, 0, 0, 0]);
  });

  it("names the files for their figures and the admin's day", () => {
    expect(insightsFileName("steps", new Date(2026, 10, 28, 23, 30))).toBe("solosensei_incubator_steps_2026-11-28.csv");
    expect(insightsFileName("daily", new Date(2026, 0, 5))).toBe("solosensei_incubator_daily_2026-01-05.csv");
  });
});
