import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryClient } from "@/lib/query-client";
import { fakeApi } from "@/test-api";
import { App } from "./app";

const ada = {
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

describe("the app's route table (app/routes.tsx)", () => {
  it("loads home's chunk and its first answers, the shell's included, in one live call, then renders it", async () => {
    const calls = fakeApi(({ path }) => {
      if (path === "/user") return { body: ada };
      if (path.startsWith("/users/ada/live")) return { body: { results: {} } };
      if (path === "/users/ada/recommendations") return { body: { recommendations: [] } };
      if (path === "/incubator/access") return { body: { open: true } };
      return { status: 404, body: { message: "Not found" } };
    });
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
    expect(calls.map((call) => call.path).sort()).toEqual([
      "/incubator/access",
      "/user",
      "/users/ada/live?names=profile%2CinboxMessages%2Cbroadcasts%2CbroadcastStates%2CskillProgress%2ClearningPaths",
      "/users/ada/recommendations",
    ]);
  });
});
