import type { User } from "@contract/auth";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/query-client";
import { SessionUserContext } from "@/lib/session-user";
import { fakeApi } from "@/test-api";
import { App } from "./app";
import { signedInRoutes } from "./routes";

const ada: User = {
  id: "ada",
  username: "ada",
  email: "ada@example.test",
  name: "Ada",
  avatar: null,
  role: "user",
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastLoginAt: null,
};

/** Ada's first answers, and a 404 for anything else. */
const adaApi = () =>
  fakeApi(({ path }) => {
    if (path === "/user") return { body: ada };
    if (path.startsWith("/users/ada/live")) return { body: { results: {} } };
    if (path === "/users/ada/recommendations") return { body: { recommendations: [] } };
    if (path === "/incubator/access") return { body: { open: true } };
    // In no cohort (Home's cohort card asks beside its first answers).
    if (path === "/cohort/week") return { body: null };
    return { status: 404, body: { message: "Not found" } };
  });

describe("the app's route table (app/routes.tsx)", () => {
  it("loads home's chunk and its first answers, the shell's included, in one live call, then renders it", async () => {
    const calls = adaApi();
    // Rendered in an awaited act(): the signed-in app's chunk and the route's lazy view come in it.
    await act(async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>,
      );
    });
    // No profile yet: onboarding, in the first render of the view.
    await screen.findByRole("heading", { name: "Welcome to SoloSensei" });
    // The Incubator's switch too: a learner's nav shows the Incubator open in its first render.
    expect(screen.getAllByRole("link", { name: "Incubator" }).length).toBeGreaterThan(0);
    // The nav badge's recommendations are asked for once the profile is in (their key holds its version).
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual([
        "/cohort/week",
        "/incubator/access",
        "/user",
        "/users/ada/live?names=profile%2CinboxMessages%2Cbroadcasts%2CbroadcastStates%2CskillProgress%2ClearningPaths",
        "/users/ada/recommendations",
      ]),
    );
  });

  it("loads My sessions' chunk beside its first answer, the list of the learner's sessions", async () => {
    const calls = fakeApi(({ path }) => {
      if (path === "/user") return { body: ada };
      if (path === "/sessions")
        return { body: { upcoming: null, past: [], nextCursor: null, monthlyCap: 2, usedThisMonth: 0 } };
      if (path.startsWith("/users/ada/live")) return { body: { results: {} } };
      if (path === "/incubator/access") return { body: { open: true } };
      return { status: 404, body: { message: "Not found" } };
    });
    queryClient.clear();
    const router = createMemoryRouter(signedInRoutes(queryClient), { initialEntries: ["/sessions"] });
    await act(async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <SessionUserContext value={ada}>
            <RouterProvider router={router} />
          </SessionUserContext>
        </QueryClientProvider>,
      );
    });
    await screen.findByRole("heading", { name: "My sessions" });
    expect(screen.getByText("0 of 2 sessions this month")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/sessions")).toHaveLength(1);
  });

  it("runs no loader again for a new query string alone, so the address changes at once", async () => {
    const calls = adaApi();
    const router = createMemoryRouter(signedInRoutes(queryClient));
    await act(async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <SessionUserContext value={ada}>
            <RouterProvider router={router} />
          </SessionUserContext>
        </QueryClientProvider>,
      );
    });
    await screen.findByRole("heading", { name: "Welcome to SoloSensei" });
    const asked = calls.length;
    const states: string[] = [];
    router.subscribe((state) => states.push(state.navigation.state));

    await act(() => router.navigate("/?tab=2", { replace: true }));
    expect(router.state.location.search).toBe("?tab=2");
    expect(states).not.toContain("loading");
    // A new address still loads its view's answers.
    await act(() => router.navigate("/learn"));
    expect(states).toContain("loading");
    expect(calls.length).toBe(asked);
  });
});
