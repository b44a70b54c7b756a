import type { EnrolmentReport } from "@contract/cohorts/enrolment";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import { CsvImportCard } from "./csv-import-card";

const CSV = "name,email\nAda Lovelace,ada@example.test\nNova Reyes,nova@example.test\nBad,not-an-email\n";

const checked: EnrolmentReport = {
  rows: [
    { row: 1, name: "Ada Lovelace", email: "ada@example.test", outcome: "add", error: null },
    { row: 2, name: "Nova Reyes", email: "nova@example.test", outcome: "invite", error: null },
    { row: 3, name: "Bad", email: "not-an-email", outcome: "error", error: "Not a valid email address" },
  ],
  counts: { add: 1, invite: 1, member: 0, invited: 0, error: 1 },
};

const done: EnrolmentReport = {
  rows: checked.rows.slice(0, 2),
  counts: { add: 1, invite: 1, member: 0, invited: 0, error: 0 },
};

describe("CsvImportCard", () => {
  it("checks the file first, writes nothing until confirmed, then imports only the rows without errors", async () => {
    const calls = fakeApi((call) => ({ body: call.path.endsWith("/check") ? checked : done }));
    renderWithQuery(<CsvImportCard cohortId="c1" />);
    const file = new File([CSV], "learners.csv", { type: "text/csv" });
    await userEvent.upload(screen.getByLabelText("CSV file"), file);

    const table = await screen.findByRole("table", { name: "The file's rows, checked" });
    expect(within(table).getByText("Not a valid email address")).toBeTruthy();
    expect(
      screen.getByText(/Checked, nothing imported yet: 1 to add, 1 to invite, 0 already done, 1 with errors/),
    ).toBeTruthy();
    expect(calls.map((call) => [call.method, call.path])).toEqual([["POST", "/admin/cohorts/c1/enrolment/check"]]);
    expect(calls[0]!.body).toEqual({
      rows: [
        { name: "Ada Lovelace", email: "ada@example.test" },
        { name: "Nova Reyes", email: "nova@example.test" },
        { name: "Bad", email: "not-an-email" },
      ],
    });

    await userEvent.click(screen.getByRole("button", { name: "Confirm: add 1, invite 1" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/Imported: 1 added, 1 invited/));
    expect(calls[1]).toMatchObject({
      method: "POST",
      path: "/admin/cohorts/c1/enrolment",
      body: {
        rows: [
          { name: "Ada Lovelace", email: "ada@example.test" },
          { name: "Nova Reyes", email: "nova@example.test" },
        ],
      },
    });
    expect(calls[1]!.headers["idempotency-key"]).toBeTruthy();
  });

  it("says what is wrong with a file it cannot read, and asks the server nothing", async () => {
    const calls = fakeApi(() => undefined);
    renderWithQuery(<CsvImportCard cohortId="c1" />);
    await userEvent.upload(screen.getByLabelText("CSV file"), new File(["name,team\n"], "x.csv", { type: "text/csv" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The header row needs both a name and an email column");
    expect(calls).toEqual([]);
  });
});
