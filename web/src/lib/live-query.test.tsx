import { liveQueries } from "@contract/live-queries";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import { dropStartedRequests, startLive } from "./early-requests";
import { useFirstAnswers } from "./first-answers";
import { liveFirstAnswer, useLiveCollection } from "./live-query";

// The Firestore half is replaced: each listener is recorded and answers when the test says so.
const listeners = vi.hoisted(() => [] as { name: string; onData: (data: unknown) => void; stopped: boolean }[]);
vi.mock("@/lib/live-listener", () => ({
  listen: async (query: { name: string }, onData: (data: unknown) => void) => {
    const listener = { name: query.name, onData, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  },
}));

const user = { id: "ada", createdAt: "2026-01-01T00:00:00.000Z" };
const at = { __timestamp: Date.parse("2026-02-03T04:05:06.000Z") };
const pillar = (id: string, progressPercentage: number) => ({
  id,
  data: { pillar: id, skillCategoryId: 1, progressPercentage, updatedAt: at },
});
const session = (id: string, title: string) => ({
  id,
  data: { userId: "ada", title, preview: null, createdAt: at, updatedAt: at },
});

function Pillars() {
  const { status, data } = useLiveCollection(liveQueries.skillProgress(user));
  return (
    <p>
      pillars {status}:{" "}
      {data
        .map((entry) => `${entry.id} ${entry.progressPercentage}% ${entry.updatedAt.toDate().getUTCDate()}`)
        .join(", ")}
    </p>
  );
}
function Sessions() {
  const { status, data } = useLiveCollection(liveQueries.chatSessions(user));
  return (
    <p>
      sessions {status}: {data.map((entry) => entry.title).join(", ")}
    </p>
  );
}

beforeEach(() => {
  listeners.length = 0;
});
// Each test's views go, and with them their listeners.
afterEach(() => {
  cleanup();
  // A started answer one test left untaken is not the next test's.
  dropStartedRequests();
});

describe("live queries", () => {
  // First in the file: the page counts as interacted with for the tests after it.
  it("loads Firebase and listens only once the user has interacted with the page", async () => {
    fakeApi(() => ({ body: { results: { chatSessions: [session("s1", "Pricing")] } } }));
    renderWithQuery(<Sessions />);
    await screen.findByText("sessions success: Pricing");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listeners).toHaveLength(0);
    fireEvent.keyDown(window, { key: "Tab" });
    await waitFor(() => expect(listeners.map((listener) => listener.name)).toEqual(["chatSessions"]));
  });

  it("asks the API once for every query of a render, then listens to each", async () => {
    const calls = fakeApi(() => ({
      body: {
        results: {
          skillProgress: [pillar("SHAPE", 40), { id: "bad", data: { pillar: 7 } }],
          chatSessions: [session("s1", "Pricing")],
        },
      },
    }));
    renderWithQuery(
      <>
        <Pillars />
        <Sessions />
      </>,
    );
    await screen.findByText("pillars success: SHAPE 40% 3");
    await screen.findByText("sessions success: Pricing");
    expect(calls.map((call) => call.path)).toEqual(["/users/ada/live?names=skillProgress%2CchatSessions"]);
    await waitFor(() =>
      expect(listeners.map((listener) => listener.name).sort()).toEqual(["chatSessions", "skillProgress"]),
    );
  });

  it("shows what the listener answers next, and stops listening when the view goes", async () => {
    fakeApi(() => ({ body: { results: { chatSessions: [session("s1", "Pricing")] } } }));
    const view = renderWithQuery(<Sessions />);
    await screen.findByText("sessions success: Pricing");
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.onData([{ id: "s2", userId: "ada", title: "Marketing" }]));
    await screen.findByText("sessions success: Marketing");
    view.unmount();
    await waitFor(() => expect(listeners[0]!.stopped).toBe(true));
  });

  it("attaches the listener only after the first answer, and keeps its documents over a refetch", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const { client } = renderWithQuery(<Sessions />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // Firebase never loads before the view has its first answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listeners).toHaveLength(0);
    await act(async () => answer({ body: { results: { chatSessions: [session("s1", "Older")] } } }));
    await screen.findByText("sessions success: Older");
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.onData([{ id: "s2", userId: "ada", title: "Newer" }]));
    await screen.findByText("sessions success: Newer");
    // A refetch (a restored cache is refetched) keeps what the listener answered, without a call.
    await act(() => client.invalidateQueries());
    expect(screen.getByText("sessions success: Newer")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("takes a started answer (app/first-requests.ts) instead of asking again", async () => {
    const calls = fakeApi(() => ({ body: { results: { skillProgress: [pillar("SELL", 70)] } } }));
    startLive(user.id, ["skillProgress", "chatSessions"]);
    renderWithQuery(<Pillars />);
    await screen.findByText("pillars success: SELL 70% 3");
    expect(calls.map((call) => call.path)).toEqual(["/users/ada/live?names=skillProgress%2CchatSessions"]);
  });

  it("asks in the usual way when the started call failed", async () => {
    const calls = fakeApi(({ path }) =>
      calls.length === 1
        ? { status: 503, body: { message: "down" } }
        : { body: { results: { chatSessions: [session("s1", `from ${path}`)] } } },
    );
    startLive(user.id, ["chatSessions"]);
    renderWithQuery(<Sessions />);
    await screen.findByText("sessions success: from /users/ada/live?names=chatSessions");
    expect(calls).toHaveLength(2);
  });

  it("reports a failed first answer as an error", async () => {
    fakeApi(() => ({ status: 500, body: { message: "Internal error" } }));
    renderWithQuery(<Sessions />);
    await screen.findByText("sessions error:");
  });
});

describe("the first view's wait for its answers", () => {
  const statuses: string[] = [];
  /** Records the status of each of its renders. */
  function Statuses() {
    const { status } = useLiveCollection(liveQueries.skillProgress(user));
    statuses.push(status);
    return <p>pillars {status}</p>;
  }
  function FirstView({ waitMs }: { waitMs: number }) {
    const [answers] = useState(() =>
      [liveQueries.skillProgress(user), liveQueries.chatSessions(user)].map(liveFirstAnswer),
    );
    return useFirstAnswers(answers, waitMs) ? <Statuses /> : <p>waiting</p>;
  }
  beforeEach(() => {
    statuses.length = 0;
  });

  it("renders what is below once the started answers are in: its first render has them", async () => {
    const calls = fakeApi(() => ({ body: { results: { skillProgress: [pillar("SELL", 70)], chatSessions: [] } } }));
    startLive(user.id, ["skillProgress", "chatSessions"]);
    renderWithQuery(<FirstView waitMs={60_000} />);
    screen.getByText("waiting");
    await screen.findByText("pillars success");
    expect(new Set(statuses)).toEqual(new Set(["success"]));
    expect(calls).toHaveLength(1);
  });

  it("renders without them once the wait is over", async () => {
    fakeApi(() => new Promise(() => undefined));
    renderWithQuery(<FirstView waitMs={50} />);
    await screen.findByText("pillars loading");
  });
});
