import type { AdminCohort, RosterPage, ScheduleDefault } from "@contract/cohorts/admin";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppToaster } from "@/components/app-toaster";
import { fakeApi, renderWithQuery, type ApiCall } from "@/test-api";
import CohortAdminRoute from "@/app/cohort-admin-route";
import CohortsTab from "./cohorts-tab";

const SCHEDULE_DEFAULT: ScheduleDefault = {
  schedule: { DISCOVER: 2, SHAPE: 12 },
  phases: [
    { key: "DISCOVER", title: "Discover", steps: 3 },
    { key: "SHAPE", title: "Shape", steps: 9 },
  ],
};

const COHORT: AdminCohort = {
  id: "c1",
  name: "Spring 2027",
  startDate: "2027-03-01",
  weeks: 12,
  timeZone: "America/New_York",
  currency: "USD",
  checkInWeekday: 5,
  schedule: { DISCOVER: 2, SHAPE: 12 },
  stage: "open",
  status: "running",
  coaches: [
    { id: "ada", name: "Ada Admin" },
    { id: "bo", name: "Bo Coach" },
  ],
  memberCount: 2,
  coachLoads: { ada: 1, bo: 1 },
  createdAt: "2027-02-01T10:00:00.000Z",
  updatedAt: "2027-02-01T10:00:00.000Z",
};

const ROSTER: RosterPage = {
  items: [
    {
      uid: "lena",
      name: "Lena Learner",
      email: "lena@example.test",
      coach: { id: "ada", name: "Ada Admin" },
      joinedAt: "2027-02-02T10:00:00.000Z",
    },
    {
      uid: "max",
      name: "Max Maker",
      email: "max@example.test",
      coach: { id: "bo", name: "Bo Coach" },
      joinedAt: "2027-02-03T10:00:00.000Z",
    },
  ],
  nextCursor: null,
};

function api(extra: (call: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return fakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === "/admin/cohorts")
      return call.method === "POST"
        ? { status: 201, body: { ...COHORT, id: "c2", stage: "draft", status: "draft", ...(call.body as object) } }
        : {
            body: {
              items: [
                {
                  id: "c1",
                  name: "Spring 2027",
                  startDate: "2027-03-01",
                  weeks: 12,
                  timeZone: "America/New_York",
                  status: "running",
                  memberCount: 2,
                  coachCount: 2,
                },
              ],
              nextCursor: null,
            },
          };
    if (call.path.startsWith("/admin/cohorts/schedule-default")) return { body: SCHEDULE_DEFAULT };
    if (call.path === "/admin/cohorts/c1") return { body: COHORT };
    if (call.path.startsWith("/admin/cohorts/c1/members?"))
      return { body: { ...ROSTER, items: ROSTER.items.slice(0, 1) } };
    if (call.path === "/admin/cohorts/c1/members") return { body: ROSTER };
    if (call.path === "/admin/cohorts/c1/members/lena/coach") return { body: { ...COHORT, coachLoads: { bo: 2 } } };
    if (call.path.startsWith("/admin/users?")) return { body: { items: [], nextCursor: null } };
    return { status: 404, body: { message: "Not found" } };
  });
}

const renderAt = (path: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin" element={<CohortsTab />} />
        <Route path="/admin/cohorts/:cohortId" element={<CohortAdminRoute />} />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
  );

describe("the admin's cohorts", () => {
  it("lists the cohorts with their state, and creates one from the form, a Monday checked before it goes", async () => {
    const calls = api();
    const user = userEvent.setup();
    const { container } = renderAt("/admin");
    const table = within(await screen.findByRole("table", { name: "All cohorts" }));
    expect(await table.findByRole("link", { name: "Spring 2027" })).toBeTruthy();
    expect(table.getByText("Running")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "New cohort" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New cohort" }));
    await user.type(dialog.getByLabelText("Name"), "Autumn 2027");
    const start = dialog.getByLabelText("Start date (a Monday)");
    await user.clear(start);
    await user.type(start, "2027-09-07");
    await user.click(dialog.getByRole("button", { name: "Create cohort" }));
    expect(dialog.getByText("A cohort starts on a Monday")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.clear(start);
    await user.type(start, "2027-09-06");
    // Week 12 of a cohort from Monday 6 September ends on Sunday 28 November.
    expect(await dialog.findByText("Due Sun, 28 Nov 2027, 23:59")).toBeTruthy();
    await user.selectOptions(dialog.getByLabelText("Discover (3 steps)"), "3");
    await user.click(dialog.getByRole("button", { name: "Create cohort" }));
    const posted = await screen.findByText("Cohort created");
    expect(posted).toBeTruthy();
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.body).toMatchObject({
      name: "Autumn 2027",
      startDate: "2027-09-06",
      weeks: 12,
      currency: "USD",
      checkInWeekday: 5,
      schedule: { DISCOVER: 3, SHAPE: 12 },
    });
    expect(post.headers["idempotency-key"]).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("keeps a started cohort's start date and zone, and reassigns a learner's coach from the roster", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderAt("/admin/cohorts/c1");
    expect(await screen.findByRole("heading", { name: "Spring 2027" })).toBeTruthy();
    expect((screen.getByLabelText("Start date (a Monday)") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText("Time zone") as HTMLSelectElement).disabled).toBe(true);
    expect(await screen.findByText("Due Sun, 14 Mar 2027, 23:59")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Settings",
      "Coaches & roster",
      "Enrolment",
      "Dashboard",
    ]);

    await user.click(screen.getByRole("tab", { name: "Coaches & roster" }));
    const roster = within(await screen.findByRole("table", { name: "Learners in the cohort" }));
    await user.selectOptions(await roster.findByLabelText("Coach of Lena Learner"), "bo");
    expect(await screen.findByText("Coach changed")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/admin/cohorts/c1/members/lena/coach",
      body: { coachId: "bo" },
    });

    await user.click(screen.getByRole("checkbox", { name: "My learners only" }));
    expect(await roster.findByText("Lena Learner")).toBeTruthy();
    expect(calls.some((call) => call.path === "/admin/cohorts/c1/members?coach=me")).toBe(true);
  });
});
