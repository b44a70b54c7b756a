import type { User } from "@contract/auth";
import type { LearnerSession } from "@contract/sessions/learner";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { SessionUserContext } from "@/lib/session-user";
import { fakeApi, renderWithQuery, type ApiAnswer, type ApiCall } from "@/test-api";

// The sessions' answers for the web unit tests, and a render at an address with the app's providers.

export const learner = { id: "u1", name: "Ada", role: "user" } as User;

/** The zone the tests' learner reads times in (learner-time-zone.ts is mocked to it). */
export const LEARNER_ZONE = "America/New_York";
export const COACH_ZONE = "Europe/London";

export function session(overrides: Partial<LearnerSession> = {}): LearnerSession {
  return {
    id: "s1",
    coachId: "c1",
    coachName: "Grace",
    coachTimeZone: COACH_ZONE,
    startsAt: "2026-03-03T19:00:00.000Z",
    endsAt: "2026-03-03T19:30:00.000Z",
    minutes: 30,
    meetingLink: "https://meet.example.test/grace",
    topic: "Pricing my first offer",
    status: "booked",
    cancelledBy: null,
    reason: null,
    lateCancellation: false,
    outcome: null,
    notes: null,
    actionItems: [],
    rating: null,
    mayReschedule: true,
    ...overrides,
  };
}

/** `view` routed at `route`, opened at `path`; any other address shows "Elsewhere: <path>". */
export function renderAt(
  path: string,
  route: string,
  view: ReactElement,
  handler: (call: ApiCall) => ApiAnswer | undefined,
) {
  const calls = fakeApi(handler);
  const rendered = renderWithQuery(
    <SessionUserContext value={learner}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={view} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </SessionUserContext>,
  );
  return { calls, ...rendered };
}

function Elsewhere() {
  return <p>Elsewhere: {useLocation().pathname}</p>;
}
