import { COHORT_LIMITS } from "@contract/cohorts/common";
import { describe, expect, it } from "vitest";
import { readEnrolmentCsv } from "./enrolment-csv";

describe("readEnrolmentCsv", () => {
  it("finds the name and email columns by their header, in any order, other columns left out", async () => {
    const text =
      "Email,Team,Full Name\r\nada@example.test,Blue,Ada Lovelace\r\n\r\n grace@example.test ,Red, Grace Hopper \r\n";
    expect(await readEnrolmentCsv(text)).toEqual({
      rows: [
        { name: "Ada Lovelace", email: "ada@example.test" },
        { name: "Grace Hopper", email: "grace@example.test" },
      ],
    });
  });

  it("reads a file without a header as name then email, quotes and a byte-order mark included", async () => {
    const text = '\uFEFF"Lopez, Ana",ana@example.test\nBo,not-an-email\nCy\n';
    expect(await readEnrolmentCsv(text)).toEqual({
      rows: [
        { name: "Lopez, Ana", email: "ana@example.test" },
        // Left for the server's dry run to refuse row by row.
        { name: "Bo", email: "not-an-email" },
        { name: "Cy", email: "" },
      ],
    });
  });

  it("says what is wrong with a file it cannot read", async () => {
    expect(await readEnrolmentCsv(" \n\n")).toEqual({ problem: "The file has no rows" });
    expect(await readEnrolmentCsv("name,email\n")).toEqual({ problem: "The file has no rows below its header" });
    expect(await readEnrolmentCsv("name,team\nAda,Blue\n")).toEqual({
      problem: "The header row needs both a name and an email column",
    });
    const many = Array.from({ length: COHORT_LIMITS.csvRows + 1 }, (_, index) => `P${index},p${index}@example.test`);
    expect(await readEnrolmentCsv(many.join("\n"))).toMatchObject({ problem: expect.stringContaining("at most 1000") });
  });
});
