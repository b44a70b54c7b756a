import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { overview, phase, renderAt } from "../test/fixtures";

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock("@/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/lib/api-client")>()),
  apiRequest: api.request,
}));

function serve(routes: Record<string, unknown>) {
  api.request.mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new Error(`unexpected call ${path}`);
    return routes[path];
  });
}

describe("Incubator roadmap", () => {
  it("shows progress, open and locked phases, a badge only on a complete phase, and tips for the current phase", async () => {
    serve({
      "/incubator/me/overview": {
        phases: [
          phase("DISCOVER", 1, { completed: 4, unlocked: true, badgeEarned: true }),
          phase("SHAPE", 2, { completed: 1, unlocked: true }),
          phase("SHOW", 3, {}),
        ],
        progress: { overview, phaseProgress: [] },
        badges: [{ key: "DISCOVER", title: "Discover phase", awardedAt: "2026-11-20T10:00:00.000Z" }],
      },
    });
    renderAt("/incubator/anything");
    await screen.findByRole("heading", { name: "Incubator Roadmap" });
    const bar = screen.getByRole("region", { name: "Overall progress" });
    expect(bar.textContent).toContain("18% complete");
    expect(bar.textContent).toContain("75 XP");
    expect(bar.textContent).toContain("Badges 1/6");

    const cards = screen.getAllByRole("article");
    expect(within(cards[0]!).getByText("Badge earned")).toBeTruthy();
    expect(within(cards[0]!).getByRole("link").getAttribute("href")).toBe("/incubator/phase/DISCOVER");
    expect(within(cards[1]!).queryByText("Badge earned")).toBeNull();
    expect(within(cards[1]!).getByText("1 of 4 steps complete")).toBeTruthy();
    expect(within(cards[2]!).queryByRole("link")).toBeNull();
    expect(within(cards[2]!).getByText("Complete Shape phase to unlock this phase.")).toBeTruthy();

    const tips = screen.getByRole("region", { name: "Sensei Tips" });
    expect(within(tips).getByText("A tip for SHAPE")).toBeTruthy();
    const mine = screen.getByRole("region", { name: "Your Progress" });
    expect(within(mine).getByText("Discover phase")).toBeTruthy();
  });

  it("lists a phase's steps with their status, and a score only when complete and above 0", async () => {
    serve({
      "/incubator/phase/DISCOVER/steps": {
        phase: { key: "DISCOVER", order: 1, title: "Discover", goal: "Find a problem worth solving", unlocked: true },
        steps: [
          { id: "101", order: 1, title: "Name the problem", status: "complete", score: 88 },
          { id: "102", order: 2, title: "Meet your customer", status: "in_progress", score: 40 },
          { id: "103", order: 3, title: "Size the market", status: "locked", score: 0 },
        ],
      },
    });
    renderAt("/incubator/phase/DISCOVER");
    await screen.findByRole("heading", { name: "Phase 1: Discover" });
    expect(screen.getByText("Find a problem worth solving")).toBeTruthy();
    expect(screen.getByText("1 of 3 steps complete")).toBeTruthy();
    const rows = within(screen.getByRole("list", { name: "Steps" })).getAllByRole("listitem");
    expect(within(rows[0]!).getByText("Step 1: Name the problem")).toBeTruthy();
    expect(within(rows[0]!).getByText("Complete")).toBeTruthy();
    expect(within(rows[0]!).getByText("Score: 88/100")).toBeTruthy();
    expect(within(rows[1]!).getByText("In Progress")).toBeTruthy();
    expect(within(rows[1]!).queryByText(/Score:/)).toBeNull();
    expect(within(rows[1]!).getByRole("link").getAttribute("href")).toBe("/incubator/phase/DISCOVER/step/102");
    expect(within(rows[2]!).getByText("Locked")).toBeTruthy();
    expect(within(rows[2]!).queryByRole("link")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Roadmap" }).getAttribute("href")).toBe("/incubator");
  });

  it("says when a phase has no steps yet", async () => {
    serve({
      "/incubator/phase/GROW/steps": {
        phase: { key: "GROW", order: 6, title: "Grow", goal: "Grow", unlocked: true },
        steps: [],
      },
    });
    renderAt("/incubator/phase/GROW");
    await screen.findByText("No steps available for this phase yet.");
  });
});
