import type { User } from "@contract/auth";
import type { CoachHours, CoachSession, CoachSessionSummary } from "@contract/sessions/coach";
import type { FreeSlots } from "@contract/sessions/learner";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "@/components/app-toaster";
import { SessionUserContext } from "@/lib/session-user";
import { fakeApi, renderWithQuery, type ApiAnswer, type ApiCall } from "@/test-api";
import SessionsTab from "./sessions-tab";

const ADA: User = {
  id: "ada",
  username: "ada",
  email: "ada@example.test",
  name: "Ada Admin",
  avatar: null,
  role: "admin",
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastLoginAt: null,
};

const HOURS: NonNullable<CoachHours["hours"]> = {
  timeZone: "Europe/Berlin",
  availability: [{ weekday: 2, start: "14:00", end: "17:00" }],
  away: [],
  sessionMinutes: 45,
  bufferMinutes: 15,
  meetingLink: "https://meet.example.test/ada",
  horizonDays: 30,
  published: true,
  updatedAt: "2028-03-01T10:00:00.000Z",
};

const LENA: CoachSessionSummary = {
  id: "s1",
  learnerId: "lena",
  learnerName: "Lena Learner",
  learnerTimeZone: "America/New_York",
  coachId: "ada",
  coachName: "Ada Admin",
  startsAt: "2028-03-21T13:00:00.000Z",
  endsAt: "2028-03-21T13:45:00.000Z",
  status: "booked",
  topic: "Pricing",
};

const SLOTS: FreeSlots = {
  coachId: "ada",
  coachName: "Ada Admin",
  coachTimeZone: "Europe/Berlin",
  sessionMinutes: 45,
  horizonEndsAt: "2028-04-20T00:00:00.000Z",
  slots: [
    { startsAt: "2028-03-28T12:00:00.000Z", endsAt: "2028-03-28T12:45:00.000Z" },
    { startsAt: "2028-03-28T13:00:00.000Z", endsAt: "2028-03-28T13:45:00.000Z" },
  ],
  nextFrom: null,
};

const coachSession = (change: Partial<CoachSession> = {}): CoachSession => ({
  ...LENA,
  learnerEmail: "lena@example.test",
  coachTimeZone: "Europe/Berlin",
  minutes: 45,
  meetingLink: "",
  cancelledBy: null,
  reason: null,
  lateCancellation: false,
  outcome: null,
  notes: null,
  actionItems: [],
  rating: null,
  ...change,
});

function api(start: CoachHours, extra: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  let hours = start;
  return fakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === "/admin/coach-hours" && call.method === "PUT") {
      hours = {
        ...hours,
        hours: { ...(call.body as object), updatedAt: "2028-03-02T10:00:00.000Z" } as CoachHours["hours"],
      };
      return { body: hours };
    }
    if (call.path === "/admin/coach-hours") return { body: hours };
    if (call.path.startsWith("/sessions/coaches/ada/slots?")) return { body: SLOTS };
    return { status: 404, body: { message: "Not found" } };
  });
}

const renderTab = (section: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[`/admin?tab=sessions&section=${section}`]}>
      <SessionUserContext value={ADA}>
        <SessionsTab />
      </SessionUserContext>
      <AppToaster />
    </MemoryRouter>,
  );

describe("the Sessions tab's hours", () => {
  // A few zones stand in for the runtime's 400-odd: the markup is the same, the renders and axe quicker.
  beforeEach(() => {
    vi.spyOn(Intl, "supportedValuesOf").mockReturnValue(["America/New_York", "Europe/Berlin", "UTC"]);
  });
  afterEach(() => vi.restoreAllMocks());

  it("starts a new coach in the browser's zone, checks the form before it goes and saves what it shows", async () => {
    const calls = api({ hours: null, hasFeed: false, conflicts: [] });
    const user = userEvent.setup();
    renderTab("hours");
    const form = within(await screen.findByRole("region", { name: "My hours" }));
    expect((form.getByLabelText("Your time zone") as HTMLSelectElement).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await user.click(form.getByRole("button", { name: "Add a window" }));
    await user.selectOptions(form.getByLabelText("Window 1: weekday"), "Tuesday");
    await user.selectOptions(form.getByLabelText("From"), "14:00");
    await user.selectOptions(form.getByLabelText("To"), "12:00");
    await user.clear(form.getByLabelText("Buffer after each (minutes)"));
    await user.click(form.getByRole("button", { name: "Save hours" }));
    expect(form.getByText("A window ends after it starts")).toBeTruthy();
    expect(form.getByText("Give the buffer in whole minutes")).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.selectOptions(form.getByLabelText("To"), "17:00");
    await user.type(form.getByLabelText("Buffer after each (minutes)"), "10");
    await user.selectOptions(form.getByLabelText("Session length"), "60 minutes");
    await user.click(form.getByLabelText("Meeting link"));
    await user.paste("https://meet.example.test/ada");
    await user.click(form.getByRole("checkbox", { name: /Published/ }));
    await user.click(form.getByRole("button", { name: "Save hours" }));
    await screen.findByText("Learners see your free slots.");
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      availability: [{ weekday: 2, start: "14:00", end: "17:00" }],
      away: [],
      sessionMinutes: 60,
      bufferMinutes: 10,
      meetingLink: "https://meet.example.test/ada",
      horizonDays: 30,
      published: true,
    });
  });

  it("is axe-clean with hours and a session to move", async () => {
    api({ hours: HOURS, hasFeed: false, conflicts: [LENA] });
    const { container } = renderTab("hours");
    await screen.findByRole("region", { name: "1 session needs a new time" });
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("shows the server's message for a field it refuses", async () => {
    api({ hours: HOURS, hasFeed: false, conflicts: [] }, (call) =>
      call.method === "PUT"
        ? {
            status: 400,
            body: { message: "Invalid request", errors: [{ path: "meetingLink", message: "Not a meeting link" }] },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderTab("hours");
    const form = within(await screen.findByRole("region", { name: "My hours" }));
    expect((form.getByLabelText("Meeting link") as HTMLInputElement).value).toBe("https://meet.example.test/ada");
    await user.click(form.getByRole("button", { name: "Save hours" }));
    expect(await form.findByText("Not a meeting link")).toBeTruthy();
  });

  it("lists the sessions away days now cross, and moves one to a free slot with a reason", async () => {
    let moved = false;
    const calls = api({ hours: HOURS, hasFeed: false, conflicts: [] }, (call) => {
      if (call.method === "PUT" && call.path === "/admin/coach-hours")
        return { body: { hours: { ...HOURS, ...(call.body as object) }, hasFeed: false, conflicts: [LENA] } };
      if (call.path === "/admin/sessions/s1/move") {
        moved = true;
        return { body: coachSession({ startsAt: SLOTS.slots[1]!.startsAt, endsAt: SLOTS.slots[1]!.endsAt }) };
      }
      if (call.path === "/admin/coach-hours" && moved) return { body: { hours: HOURS, hasFeed: false, conflicts: [] } };
      return undefined;
    });
    const user = userEvent.setup();
    renderTab("hours");
    const form = within(await screen.findByRole("region", { name: "My hours" }));
    await user.click(form.getByRole("button", { name: "Add away dates" }));
    const first = form.getByLabelText("Away 1: first day");
    await user.clear(first);
    await user.type(first, "2028-03-20");
    const last = form.getByLabelText("Last day");
    await user.clear(last);
    await user.type(last, "2028-03-24");
    await user.click(form.getByRole("button", { name: "Save hours" }));

    const conflicts = within(await screen.findByRole("region", { name: "1 session needs a new time" }));
    expect(conflicts.getByText(/These sessions fall on your away days or outside your hours/)).toBeTruthy();
    expect(conflicts.getByRole("link", { name: "Lena Learner" }).getAttribute("href")).toBe("/admin/sessions/s1");
    expect(conflicts.getByText("Tue, 21 Mar 2028, 14:00-14:45")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      away: [{ from: "2028-03-20", to: "2028-03-24" }],
    });

    await user.click(conflicts.getByRole("button", { name: "Move the session with Lena Learner" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Move the session with Lena Learner" }));
    const time = await dialog.findByLabelText("New time");
    expect(within(time).getByRole("group", { name: "Tue, 28 Mar 2028" })).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Move session" }));
    expect(dialog.getByText("Pick a new time")).toBeTruthy();
    expect(dialog.getByText("Give the learner a reason")).toBeTruthy();
    await user.selectOptions(time, "Tue, 28 Mar 2028, 15:00-15:45");
    await user.type(dialog.getByLabelText("Reason (the learner sees it)"), "I am away that week");
    await user.click(dialog.getByRole("button", { name: "Move session" }));
    await screen.findByText("Session moved");
    const move = calls.find((call) => call.path === "/admin/sessions/s1/move");
    expect(move?.body).toEqual({ startsAt: "2028-03-28T13:00:00.000Z", reason: "I am away that week" });
    expect(move?.headers["idempotency-key"]).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "1 session needs a new time" })).toBeNull());
  });

  it("reads the slots again when another learner took the chosen one", async () => {
    const calls = api({ hours: HOURS, hasFeed: false, conflicts: [LENA] }, (call) =>
      call.path === "/admin/sessions/s1/move"
        ? { status: 409, body: { message: "That time was just taken. Pick another." } }
        : undefined,
    );
    const user = userEvent.setup();
    renderTab("hours");
    await user.click(await screen.findByRole("button", { name: "Move the session with Lena Learner" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.selectOptions(await dialog.findByLabelText("New time"), "Tue, 28 Mar 2028, 14:00-14:45");
    await user.type(dialog.getByLabelText("Reason (the learner sees it)"), "Clash");
    await user.click(dialog.getByRole("button", { name: "Move session" }));
    expect(await dialog.findByText("That time was just taken. Pick another.")).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith("/sessions/coaches/ada/slots?"))).toHaveLength(2),
    );
    expect((dialog.getByLabelText("New time") as HTMLSelectElement).value).toBe("");
  });

  it("cancels a session only with a reason", async () => {
    const calls = api({ hours: HOURS, hasFeed: false, conflicts: [LENA] }, (call) =>
      call.path === "/admin/sessions/s1/cancel"
        ? { body: coachSession({ status: "cancelled", cancelledBy: "coach" }) }
        : undefined,
    );
    const user = userEvent.setup();
    renderTab("hours");
    await user.click(await screen.findByRole("button", { name: "Cancel the session with Lena Learner" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel the session with Lena Learner" }));
    await user.click(dialog.getByRole("button", { name: "Cancel session" }));
    expect(dialog.getByText("Give the learner a reason")).toBeTruthy();
    await user.type(dialog.getByLabelText("Reason (the learner sees it)"), "  I am ill  ");
    await user.click(dialog.getByRole("button", { name: "Cancel session" }));
    await screen.findByText("Session cancelled");
    expect(calls.find((call) => call.path === "/admin/sessions/s1/cancel")?.body).toEqual({ reason: "I am ill" });
  });
});

describe("the Sessions tab's other sections", () => {
  it("makes a feed URL shown once, and revokes the feed after asking", async () => {
    const calls = api({ hours: HOURS, hasFeed: false, conflicts: [] }, (call) => {
      if (call.path === "/admin/coach-hours/feed" && call.method === "POST")
        return {
          status: 201,
          body: { feedUrl: "https://app.example.test/api/calendar-feeds/abcdefghijklmnopqrstuvwxyz" },
        };
      if (call.path === "/admin/coach-hours/feed" && call.method === "DELETE") return { status: 204 };
      return undefined;
    });
    const user = userEvent.setup();
    renderTab("feed");
    const card = within(await screen.findByRole("region", { name: "Calendar feed" }));
    expect(await card.findByText(/You have no feed yet/)).toBeTruthy();
    await user.click(card.getByRole("button", { name: "Make a feed URL" }));
    const url = (await card.findByLabelText("Your feed URL (shown only now)")) as HTMLInputElement;
    expect(url.value).toBe("https://app.example.test/api/calendar-feeds/abcdefghijklmnopqrstuvwxyz");
    expect(card.getByText(/A new URL stops the old one at once/)).toBeTruthy();
    expect(card.getByRole("button", { name: "Replace the feed URL" })).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.headers["idempotency-key"]).toBeTruthy();

    await user.click(card.getByRole("button", { name: "Revoke the feed" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Revoke the calendar feed?" }));
    await user.click(confirm.getByRole("button", { name: "Revoke" }));
    await screen.findByText("Feed revoked");
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/admin/coach-hours/feed",
    ]);
    expect(card.queryByLabelText("Your feed URL (shown only now)")).toBeNull();
    expect(card.getByRole("button", { name: "Make a feed URL" })).toBeTruthy();
  });

  it("saves the monthly cap within its bounds", async () => {
    const calls = api({ hours: HOURS, hasFeed: false, conflicts: [] }, (call) =>
      call.path === "/admin/session-settings"
        ? { body: call.method === "PUT" ? call.body : { monthlyCap: 2 } }
        : undefined,
    );
    const user = userEvent.setup();
    renderTab("cap");
    const field = await screen.findByLabelText("Sessions per learner per month");
    expect((field as HTMLInputElement).value).toBe("2");
    await user.clear(field);
    await user.type(field, "21");
    await user.click(screen.getByRole("button", { name: "Save cap" }));
    expect(screen.getByText("At most 20 sessions a month")).toBeTruthy();
    await user.clear(field);
    await user.type(field, "4");
    await user.click(screen.getByRole("button", { name: "Save cap" }));
    await screen.findByText("Each learner may book 4 sessions a month.");
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([{ monthlyCap: 4 }]);
  });

  it("shows each coach's ratings, best first, with the recent comments", async () => {
    api({ hours: HOURS, hasFeed: false, conflicts: [] }, (call) =>
      call.path === "/admin/session-ratings"
        ? {
            body: {
              coaches: [
                { coachId: "bo", name: "Bo Coach", ratings: 2, average: 3.5, recent: [] },
                {
                  coachId: "ada",
                  name: "Ada Admin",
                  ratings: 1,
                  average: 5,
                  recent: [
                    {
                      stars: 5,
                      comment: "Clear next steps",
                      at: "2028-03-10T10:00:00.000Z",
                      learnerName: "Lena Learner",
                    },
                  ],
                },
              ],
            },
          }
        : undefined,
    );
    renderTab("ratings");
    const table = within(await screen.findByRole("table", { name: "Ratings per coach" }));
    const rows = table.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Ada Admin", "Bo Coach"]);
    expect(within(rows[0]!).getByText("5.0 of 5")).toBeTruthy();
    expect(within(rows[0]!).getByText("Clear next steps")).toBeTruthy();
    expect(within(rows[1]!).getByText("None")).toBeTruthy();
    expect(
      screen.getByRole("img", { name: /Mean rating per coach: Ada Admin 5.0 of 5 from 1 rating; Bo Coach/ }),
    ).toBeTruthy();
  });
});
