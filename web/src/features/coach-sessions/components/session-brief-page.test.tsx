import type { SessionBrief } from "@contract/sessions/brief";
import type { CoachSession } from "@contract/sessions/coach";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppToaster } from "@/components/app-toaster";
import { fakeApi, renderWithQuery, type ApiCall, type ApiAnswer } from "@/test-api";
import { SessionBriefPage } from "./session-brief-page";

const NOW = new Date("2026-03-30T13:00:00Z");

const session: CoachSession = {
  id: "s1",
  learnerId: "ada",
  learnerName: "Ada",
  learnerTimeZone: "America/New_York",
  coachId: "grace",
  coachName: "Grace",
  startsAt: "2026-03-30T12:00:00Z",
  endsAt: "2026-03-30T12:45:00Z",
  status: "booked",
  topic: "Clients haggle over my prices.",
  learnerEmail: "ada@example.test",
  coachTimeZone: "Europe/Berlin",
  minutes: 45,
  meetingLink: "https://meet.example.test/grace",
  cancelledBy: null,
  reason: null,
  lateCancellation: false,
  outcome: null,
  notes: null,
  actionItems: [
    {
      id: "i1",
      sessionId: "s1",
      text: "Send the price list",
      done: true,
      doneAt: "2026-03-31T09:00:00Z",
      createdAt: "2026-03-30T12:50:00Z",
    },
  ],
  rating: null,
};

const brief: SessionBrief = {
  session,
  topic: session.topic,
  roadmap: {
    completedSteps: 1,
    totalSteps: 3,
    phases: [
      {
        key: "DISCOVER",
        title: "Discover",
        unlocked: true,
        passed: 1,
        total: 2,
        status: "in_progress",
        due: { week: 1, deadline: "2026-03-15T22:59:00.000Z" },
        overdue: true,
        steps: [
          { id: "1", title: "Your offer", status: "complete", bestScore: 85, revisionRequested: false },
          { id: "2", title: "Your client", status: "in_progress", bestScore: 40, revisionRequested: false },
        ],
      },
    ],
  },
  cohort: {
    name: "Spring founders",
    week: 3,
    weeks: 12,
    started: true,
    completed: false,
    timeZone: "America/New_York",
    due: [],
    overdue: ["DISCOVER"],
  },
  attempts: [
    {
      id: "a2",
      stepId: "2",
      stepTitle: "Your client",
      phaseKey: "DISCOVER",
      score: 40,
      passed: false,
      coachVerdict: null,
      late: true,
      createdAt: "2026-03-29T10:00:00Z",
      criteria: [
        {
          criterionId: "who",
          label: "Names the client",
          required: true,
          weight: 50,
          verdict: "partly",
          quote: "small businesses",
          comment: "Too broad.",
        },
        {
          criterionId: "why",
          label: "Says why",
          required: false,
          weight: 50,
          verdict: "met",
          quote: null,
          comment: "Clear.",
        },
      ],
    },
  ],
  openReviews: [
    {
      attemptId: "a2",
      stepId: "2",
      stepTitle: "Your client",
      kind: "dispute",
      score: 40,
      openedAt: "2026-03-29T11:00:00Z",
    },
  ],
  checkIns: [
    { week: 1, revenue: 100, clients: 1, leads: 2, hours: 11, confidence: 2, currency: "EUR" },
    { week: 2, revenue: 250, clients: 2, leads: 4, hours: 12, confidence: 3, currency: "EUR" },
  ],
};

function render(answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined, data: SessionBrief = brief) {
  const calls = fakeApi((call) => {
    if (call.method === "GET" && call.path === "/admin/sessions/s1/brief") return { body: data };
    return answer(call) ?? { status: 404, body: { message: "unexpected" } };
  });
  const user = userEvent.setup();
  const view = renderWithQuery(
    <MemoryRouter initialEntries={["/admin/sessions/s1"]}>
      <Routes>
        <Route
          path="/admin/sessions/:sessionId"
          element={
            <SessionBriefPage
              now={() => NOW}
              sessionActions={(shown) => <button type="button">Move {shown.learnerName}'s session</button>}
            />
          }
        />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
  );
  return { calls, user, ...view };
}

describe("the session brief page", () => {
  it("shows the session in the coach's zone, the learner's work and the slot for move and cancel", async () => {
    const { container } = render();
    expect(await screen.findByRole("heading", { level: 1, name: "Session with Ada" })).toBeTruthy();
    const header = screen.getByRole("region", { name: "Session" });
    expect(header.querySelector('time[datetime="2026-03-30T12:00:00Z"]')!.textContent).toMatch(/(14:00|02:00 PM)/);
    expect(within(header).getByText("Booked")).toBeTruthy();
    expect(within(header).getByRole("link", { name: "Open the meeting link" }).getAttribute("href")).toBe(
      "https://meet.example.test/grace",
    );
    expect(within(header).getByRole("button", { name: "Move Ada's session" })).toBeTruthy();

    const roadmap = screen.getByRole("region", { name: "Roadmap" });
    expect(roadmap.textContent).toContain("Week 3 of 12");
    expect(roadmap.textContent).toContain("Overdue: Discover");
    expect(roadmap.textContent).toContain("1/2 passed");

    const attempts = screen.getByRole("region", { name: "Latest attempts" });
    expect(attempts.textContent).toContain("Failed · 40");
    expect(within(attempts).getByText("“small businesses”")).toBeTruthy();
    expect(within(attempts).getByText("Partly met")).toBeTruthy();

    const reviews = screen.getByRole("region", { name: "Open disputes and review items" });
    expect(within(reviews).getByRole("link", { name: "Your client" }).getAttribute("href")).toBe(
      "/admin/users/ada/incubator?step=2&attempt=a2",
    );
    expect(within(reviews).getByText("Disputed by the learner")).toBeTruthy();

    const checkIns = screen.getByRole("region", { name: "Recent check-ins" });
    expect(within(checkIns).getByRole("table", { name: "Check-ins per week" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "What they want help with" }).textContent).toContain(
      "Clients haggle over my prices.",
    );
    const items = screen.getByRole("region", { name: "Action items" });
    expect(within(items).getByRole("img", { name: "Done" })).toBeTruthy();
    expect(items.textContent).toContain("1 of 1 done");

    await waitFor(() => expect(screen.queryByText("Loading the chart...")).toBeNull());
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("shows the AI's summary marked as written by AI, and a failure plainly", async () => {
    let failing = true;
    const { user, calls } = render((call) => {
      if (call.path !== "/admin/sessions/s1/summary") return undefined;
      return failing
        ? { status: 503, body: { message: "The summary could not be written right now." } }
        : { body: { summary: "Ada is behind on Discover.", writtenBy: "ai", modelVersion: "gemini-test-001" } };
    });
    await user.click(await screen.findByRole("button", { name: "Summarise with AI" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The summary could not be written right now.");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Summarise with AI" }));
    const card = screen.getByRole("region", { name: "Summary" });
    expect(await within(card).findByText("Ada is behind on Discover.")).toBeTruthy();
    expect(within(card).getByText("Written by AI")).toBeTruthy();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(2);
    // The retry after a failure is the same intent.
    expect(posts[0]!.headers["idempotency-key"]).toBe(posts[1]!.headers["idempotency-key"]);
  });

  it("records the outcome with private notes, checked before sending", async () => {
    const { user, calls } = render((call) =>
      call.method === "PUT"
        ? { body: { ...session, status: "held", outcome: "held", notes: { text: "Raise to 90.", private: true } } }
        : undefined,
    );
    const card = await screen.findByRole("region", { name: "After the session" });
    await user.click(within(card).getByRole("button", { name: "Save outcome" }));
    expect(within(card).getByText("Say whether the session was held")).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.click(within(card).getByRole("radio", { name: "Held" }));
    await user.type(within(card).getByLabelText(/Notes/), "Raise to 90.");
    await user.click(within(card).getByRole("checkbox", { name: /Private/ }));
    await user.click(within(card).getByRole("button", { name: "Save outcome" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")).toBeTruthy());
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.path).toBe("/admin/sessions/s1/outcome");
    expect(put.body).toEqual({ outcome: "held", notes: "Raise to 90.", notesPrivate: true });
    const header = screen.getByRole("region", { name: "Session" });
    expect(await within(header).findByText("Held")).toBeTruthy();
  });

  it("adds an action item, sent once with its intent key, and lists it at once", async () => {
    const { user, calls } = render((call) =>
      call.method === "POST" && call.path === "/admin/sessions/s1/action-items"
        ? {
            status: 201,
            body: {
              id: "i2",
              sessionId: "s1",
              text: (call.body as { text: string }).text,
              done: false,
              doneAt: null,
              createdAt: NOW.toISOString(),
            },
          }
        : undefined,
    );
    const items = await screen.findByRole("region", { name: "Action items" });
    await user.click(within(items).getByRole("button", { name: "Add action item" }));
    expect(within(items).getByText("Write the action item")).toBeTruthy();
    await user.type(within(items).getByLabelText("New action item"), "Book two sales calls");
    await user.click(within(items).getByRole("button", { name: "Add action item" }));
    expect(await within(items).findByText("Book two sales calls")).toBeTruthy();
    expect(within(items).getByRole("img", { name: "Not done yet" })).toBeTruthy();
    const posts = calls.filter((call) => call.path === "/admin/sessions/s1/action-items");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((within(items).getByLabelText("New action item") as HTMLInputElement).value).toBe("");
  });

  it("asks for a revision of a passed step only, and marks it on the roadmap", async () => {
    const { user, calls } = render((call) =>
      call.path === "/admin/sessions/s1/revision"
        ? { body: { id: "1", title: "Your offer", status: "complete", bestScore: 85, revisionRequested: true } }
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Ask for a revision" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for a revision" });
    const options = within(dialog)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Discover: Your offer"]);
    await user.click(within(dialog).getByRole("button", { name: "Ask for a revision" }));
    expect(within(dialog).getByText("Say what to revise")).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/What to revise/), "Name one sector.");
    await user.click(within(dialog).getByRole("button", { name: "Ask for a revision" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.path === "/admin/sessions/s1/revision")!.body).toEqual({
      stepId: "1",
      note: "Name one sector.",
    });
    expect(screen.getByRole("region", { name: "Roadmap" }).textContent).toContain("Your offer (revision requested)");
    expect(screen.queryByRole("button", { name: "Ask for a revision" })).toBeNull();
  });

  it("waits for the session to begin before the outcome and new action items", async () => {
    render(undefined, {
      ...brief,
      session: { ...session, startsAt: "2026-03-30T15:00:00Z", endsAt: "2026-03-30T15:45:00Z" },
    });
    const card = await screen.findByRole("region", { name: "After the session" });
    expect(card.textContent).toContain("Once the session has begun");
    expect(screen.queryByLabelText("New action item")).toBeNull();
  });

  it("says so when the brief cannot be loaded", async () => {
    fakeApi(() => ({ status: 404, body: { message: "Session not found" } }));
    renderWithQuery(
      <MemoryRouter initialEntries={["/admin/sessions/s1"]}>
        <Routes>
          <Route path="/admin/sessions/:sessionId" element={<SessionBriefPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByRole("alert")).textContent).toContain("Session not found");
  });
});
