import { act, cleanup, screen } from "@testing-library/react";
import type { LiveQuery } from "@contract/live-queries";
import { Suspense, useCallback, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import { liveUser, SessionTitles } from "@/test-live";
import { FollowLiveContext } from "@/lib/live-query";
import LiveReaders from "./live-readers";

// reactfire and the SDK are replaced: each reader's hook answers what the test says for its path.
const firestore = vi.hoisted(() => ({
  signedInUid: "ada" as string | null,
  answers: new Map<string, () => unknown>(),
}));
vi.mock("@/lib/firebase", () => {
  const signedIn = Promise.resolve({ app: {}, auth: {}, firestore: {} });
  return { firebaseSignedInAs: () => signedIn };
});
vi.mock("firebase/firestore", () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join("/") }),
  doc: (_db: unknown, path: string) => ({ path }),
  query: (ref: unknown) => ref,
  where: () => null,
  orderBy: () => null,
  limit: () => null,
  limitToLast: () => null,
}));
vi.mock("reactfire", () => {
  const pass = ({ children }: { children: unknown }) => children;
  const answer = (ref: { path: string }) => (firestore.answers.get(ref.path) ?? (() => ({ status: "loading" })))();
  return {
    FirebaseAppProvider: pass,
    AuthProvider: pass,
    FirestoreProvider: pass,
    useFirestore: () => ({}),
    useUser: () => ({ data: firestore.signedInUid ? { uid: firestore.signedInUid } : null }),
    useFirestoreCollection: answer,
    useFirestoreDoc: answer,
  };
});

const user = liveUser as never;
const at = { __timestamp: Date.parse("2026-02-03T04:05:06.000Z") };
const snapshotDoc = (id: string, data: unknown) => ({ id, data: () => data, ref: { path: `chatSessions/${id}` } });
const stamp = { toMillis: () => 1, toDate: () => new Date(1) };

/** As app/shell.tsx does: the view's live read has the readers follow its query while mounted. */
function Shell() {
  const [queries, setQueries] = useState<LiveQuery[]>([]);
  const follow = useCallback((query: LiveQuery) => {
    setQueries((all) => [...all, query]);
    return () => setQueries((all) => all.filter((entry) => entry !== query));
  }, []);
  return (
    <>
      <FollowLiveContext value={follow}>
        <SessionTitles />
      </FollowLiveContext>
      <Suspense fallback={null}>
        <LiveReaders user={user} queries={queries} />
      </Suspense>
    </>
  );
}

/** Rendered in an awaited act(): the readers suspend on the SDK's sign-in, which resolves inside it. */
async function renderWithReaders() {
  fakeApi(() => ({
    body: {
      results: {
        chatSessions: [
          { id: "s1", data: { userId: "ada", title: "From the API", preview: null, createdAt: at, updatedAt: at } },
        ],
      },
    },
  }));
  await act(async () => {
    renderWithQuery(<Shell />);
  });
}

afterEach(() => {
  cleanup();
  firestore.answers.clear();
  firestore.signedInUid = "ada";
});

describe("the live readers", () => {
  it("replace the API's answer with the listener's documents, leaving out one its schema refuses", async () => {
    // As reactfire does, the same snapshot until the next one comes.
    const snapshot = {
      status: "success",
      data: {
        docs: [
          snapshotDoc("s2", { userId: "ada", title: "Live", preview: null, createdAt: stamp, updatedAt: stamp }),
          snapshotDoc("bad", { title: 7 }),
        ],
      },
    };
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    firestore.answers.set("chatSessions", () => snapshot);
    await renderWithReaders();
    await screen.findByText("sessions success: Live");
  });

  it("wait for the SDK to report the expected user (reactfire issue 540)", async () => {
    firestore.signedInUid = "someone-else";
    const read = vi.fn(() => ({ status: "loading" }));
    firestore.answers.set("chatSessions", read);
    await renderWithReaders();
    await screen.findByText("sessions success: From the API");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).not.toHaveBeenCalled();
  });

  it("keep the API's answer when a listener fails (reactfire 4.2.6 rethrows it)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    firestore.answers.set("chatSessions", () => {
      throw new Error("permission-denied");
    });
    await renderWithReaders();
    await screen.findByText("sessions success: From the API");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("sessions success: From the API")).toBeTruthy();
  });
});
