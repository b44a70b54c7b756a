import type { User } from "@contract/auth";
import type { CoachSessionSummary } from "@contract/sessions/coach";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useParams } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionUserContext } from "@/lib/session-user";
import { fakeApi, renderWithQuery } from "@/test-api";
import CoachesWeek from "./coaches-week";

const ADA = { id: "ada", name: "Ada Admin", role: "admin" } as User;

const session = (change: Partial<CoachSessionSummary>): CoachSessionSummary => ({
  id: "s1",
  learnerId: "lena",
  learnerName: "Lena Learner",
  learnerTimeZone: "America/New_York",
  coachId: "ada",
  coachName: "Ada Admin",
  startsAt: "2028-03-28T12:00:00.000Z",
  endsAt: "2028-03-28T12:45:00.000Z",
  status: "booked",
  topic: "Pricing",
  ...change,
});

function Brief() {
  return <p>Brief of {useParams().sessionId}</p>;
}

function renderWeek(truncated = false) {
  const calls = fakeApi((call) => {
    if (call.path === "/admin/coach-hours")
      return {
        body: {
          hours: {
            timeZone: "Europe/Berlin",
            availability: [],
            away: [],
            sessionMinutes: 45,
            bufferMinutes: 0,
            meetingLink: "",
            horizonDays: 30,
            published: true,
            updatedAt: "2028-03-01T10:00:00.000Z",
          },
          hasFeed: false,
          conflicts: [],
        },
      };
    if (call.path.startsWith("/admin/sessions?"))
      return {
        body: {
          sessions: [
            session({}),
            session({
              id: "s2",
              learnerName: "Max Maker",
              coachId: "bo",
              coachName: "Bo Coach",
              startsAt: "2028-03-29T08:00:00.000Z",
              endsAt: "2028-03-29T08:30:00.000Z",
            }),
          ],
          truncated,
        },
      };
    return { status: 404, body: { message: "Not found" } };
  });
  const user = userEvent.setup();
  renderWithQuery(
    <MemoryRouter initialEntries={["/admin"]}>
      <SessionUserContext value={ADA}>
        <Routes>
          <Route path="/admin" element={<CoachesWeek />} />
          <Route path="/admin/sessions/:sessionId" element={<Brief />} />
        </Routes>
      </SessionUserContext>
    </MemoryRouter>,
  );
  return { calls, user };
}

describe("the coaches' week", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks for the week shown and lists every coach's sessions in the coach's zone, each opening its brief", async () => {
    vi.useFakeTimers({ now: new Date("2028-03-27T09:00:00.000Z"), toFake: ["Date"] });
    const { calls, user } = renderWeek();
    await user.click(await screen.findByRole("button", { name: "List" }));
    const own = await screen.findByRole("link", { name: /Lena Learner/ });
    expect(own.getAttribute("href")).toBe("/admin/sessions/s1");
    expect(screen.getByRole("link", { name: /Max Maker with Bo Coach/ }).getAttribute("href")).toBe(
      "/admin/sessions/s2",
    );
    // Tuesday 14:00 in Berlin (UTC+2 from 26 March).
    expect(screen.getByText(/14:00/)).toBeTruthy();
    const asked = new URLSearchParams(
      calls.find((call) => call.path.startsWith("/admin/sessions?"))!.path.split("?")[1],
    );
    expect([asked.get("from"), asked.get("to")]).toEqual(["2028-03-26T22:00:00.000Z", "2028-04-02T22:00:00.000Z"]);
    await user.click(own);
    expect(await screen.findByText("Brief of s1")).toBeTruthy();
  });

  it("opens on the list on a phone, says when the week holds more than one answer, and turns to the grid", async () => {
    vi.useFakeTimers({ now: new Date("2028-03-27T09:00:00.000Z"), toFake: ["Date"] });
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(max-width: 639px)" }));
    const { user } = renderWeek(true);
    const list = await screen.findByRole("button", { name: "List" });
    expect(list.getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText(/more sessions this week than one view holds/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Week grid" }));
    expect(screen.getByRole("button", { name: "Week grid" }).getAttribute("aria-pressed")).toBe("true");
    await waitFor(() =>
      expect(within(document.body).queryAllByRole("link", { name: /Lena Learner/ }).length).toBeGreaterThan(0),
    );
  });
});
