import { liveQueries } from "@contract/live-queries";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import { liveUser, SessionTitles } from "@/test-live";
import { liveQueryOptions, setLiveAnswer, useLiveQuery } from "./live-query";

const user = liveUser;
const stamp = { toMillis: () => 1, toDate: () => new Date(1) };
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
  const { status, data } = useLiveQuery(liveQueries.skillProgress(user));
  return (
    <p>
      pillars {status}:{" "}
      {data
        .map((entry) => `${entry.id} ${entry.progressPercentage}% ${entry.updatedAt.toDate().getUTCDate()}`)
        .join(", ")}
    </p>
  );
}

// Each test's views go, and with them their listeners.
afterEach(cleanup);

describe("live queries", () => {
  it("asks the API once for every query of a render, and leaves out a document its schema refuses", async () => {
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
        <SessionTitles />
      </>,
    );
    await screen.findByText("pillars success: SHAPE 40% 3");
    await screen.findByText("sessions success: Pricing");
    expect(calls.map((call) => call.path)).toEqual(["/users/ada/live?names=skillProgress%2CchatSessions"]);
  });

  it("keeps a reader's snapshot over an API answer that was in flight when the snapshot came", async () => {
    // The first answer comes at once; the refetch's answer (read before the change) waits for the test.
    let landRefetch!: () => void;
    const refetchAnswered = new Promise<void>((resolve) => (landRefetch = resolve));
    const calls = fakeApi(async () => {
      if (calls.length > 1) await refetchAnswered;
      return { body: { results: { chatSessions: [session("s1", "Older")] } } };
    });
    const { client } = renderWithQuery(<SessionTitles />);
    await screen.findByText("sessions success: Older");
    // A refetch starts (after a mutation, or of a restored answer) while a reader follows the query...
    const refetch = client.refetchQueries();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // ...the reader's newer snapshot comes...
    const newer = {
      id: "s2",
      userId: "ada",
      title: "Newer",
      preview: null,
      stepId: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    await act(() => setLiveAnswer(client, liveQueries.chatSessions(user), [newer]));
    await screen.findByText("sessions success: Newer");
    // ...and then the API's older answer lands: the snapshot stays.
    await act(async () => {
      landRefetch();
      await refetch;
    });
    expect(client.getQueryData(liveQueries.chatSessions(user).key)).toMatchObject([{ title: "Newer" }]);
    expect(screen.getByText("sessions success: Newer")).toBeTruthy();
  });

  it("reports a failed first answer as an error", async () => {
    fakeApi(() => ({ status: 500, body: { message: "Internal error" } }));
    renderWithQuery(<SessionTitles />);
    await screen.findByText("sessions error:");
  });
});

describe("a route's first answers", () => {
  it("come in one call with the view's own, and the view's first render has them", async () => {
    const calls = fakeApi(() => ({ body: { results: { skillProgress: [pillar("SELL", 70)], chatSessions: [] } } }));
    const statuses: string[] = [];
    function Statuses() {
      const { status } = useLiveQuery(liveQueries.skillProgress(user));
      statuses.push(status);
      return <p>pillars {status}</p>;
    }
    // What a route does (app/routes.tsx): the queries its loaders ask together are one call.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    await Promise.all(
      [liveQueries.skillProgress(user), liveQueries.chatSessions(user)].map((query) =>
        client.prefetchQuery(liveQueryOptions(query)),
      ),
    );
    expect(calls.map((call) => call.path)).toEqual(["/users/ada/live?names=skillProgress%2CchatSessions"]);
    render(
      <QueryClientProvider client={client}>
        <Statuses />
      </QueryClientProvider>,
    );
    await screen.findByText("pillars success");
    expect(new Set(statuses)).toEqual(new Set(["success"]));
    expect(calls).toHaveLength(1);
  });
});
