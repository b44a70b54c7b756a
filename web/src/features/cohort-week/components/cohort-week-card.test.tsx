import type { User } from "@contract/auth";
import type { CohortWeek } from "@contract/cohorts/week";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionUserContext } from "@/lib/session-user";
import { fakeApi, renderWithQuery, type ApiCall } from "@/test-api";
import { CohortWeekCard } from "./cohort-week-card";

const learner = { id: "u1", name: "Ada", role: "user" } as User;

const week: NonNullable<CohortWeek> = {
  cohortId: "c1",
  status: "running",
  name: "Spring founders",
  week: 4,
  weeks: 12,
  started: true,
  completed: false,
  timeZone: "Europe/Berlin",
  currency: "EUR",
  coach: { name: "Grace" },
  due: [{ phaseKey: "SHAPE", title: "Shape", week: 4, deadline: "2026-03-29T21:59:00.000Z", complete: false }],
  overdue: [
    { phaseKey: "DISCOVER", title: "Discover", week: 2, deadline: "2026-03-15T22:59:00.000Z", complete: false },
  ],
  checkIn: { weekday: 5, week: 4, editableUntil: "2026-03-29T22:00:00.000Z", current: null },
};

function render(answer: CohortWeek, onPut?: (call: ApiCall) => unknown) {
  const calls = fakeApi((call) => {
    if (call.path === "/cohort/week") return { body: answer };
    if (call.method === "PUT") return { body: onPut?.(call) };
    return { status: 404, body: { message: "unexpected" } };
  });
  renderWithQuery(
    <SessionUserContext value={learner}>
      <CohortWeekCard />
    </SessionUserContext>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("This week", () => {
  it("shows the week, the coach, what is due and what is overdue", async () => {
    render(week);
    const card = await screen.findByRole("region", { name: "This week" });
    expect(card.textContent).toContain("Week 4 of 12 · Spring founders");
    expect(card.textContent).toContain("Your coach: Grace");
    expect(within(card).getByText("Shape")).toBeTruthy();
    expect(within(card).getByText("Discover")).toBeTruthy();
    expect(card.querySelector('time[datetime="2026-03-29T21:59:00.000Z"]')).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Check in" })).toBeTruthy();
  });

  it("draws nothing outside a cohort", async () => {
    const calls = render(null);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "This week" })).toBeNull();
  });

  it("checks the figures before sending, then sends them as numbers for this week", async () => {
    const calls = render(week, (call) => ({
      cohortId: "c1",
      week: 4,
      currency: "EUR",
      ...(call.body as object),
      createdAt: "2026-03-25T10:00:00.000Z",
      updatedAt: "2026-03-25T10:00:00.000Z",
    }));
    fireEvent.click(await screen.findByRole("button", { name: "Check in" }));
    const dialog = await screen.findByRole("dialog", { name: "Week 4 check-in" });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(/Revenue this week \(EUR\)/, "1250.5");
    type(/Paying clients/, "-1");
    type(/New leads/, "12");
    type(/Hours worked/, "30");
    fireEvent.click(within(dialog).getByRole("button", { name: "Check in" }));
    expect(await within(dialog).findByText("Paying clients cannot be negative")).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    type(/Paying clients/, "3");
    fireEvent.click(within(dialog).getByRole("button", { name: "Check in" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.path).toBe("/users/u1/check-ins/4");
    expect(put.body).toEqual({
      revenue: 1250.5,
      clients: 3,
      leads: 12,
      hours: 30,
      confidence: 3,
      win: "",
      blocker: "",
    });
    expect(await screen.findByRole("button", { name: "Edit check-in" })).toBeTruthy();
  });
});
