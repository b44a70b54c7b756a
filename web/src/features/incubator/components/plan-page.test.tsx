import type { IncubatorPlan } from "@contract/incubator-plan";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../test/fixtures";

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock("@/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/lib/api-client")>()),
  apiRequest: api.request,
}));
const saved = vi.hoisted(() => vi.fn());
vi.mock("@/lib/save-file", () => ({ saveFile: saved }));

const plan: IncubatorPlan = {
  written: 1,
  total: 2,
  updatedAt: "2026-11-19T09:00:00.000Z",
  phases: [
    {
      key: "DISCOVER",
      title: "Discover",
      goal: "Find a problem worth solving",
      badge: null,
      updatedAt: "2026-11-19T09:00:00.000Z",
      sections: [
        {
          stepId: "1",
          heading: "What I am good at",
          stepTitle: "Your skills, with proof",
          answer: {
            text: "Xero bookkeeping\nPayroll",
            items: ["Xero bookkeeping", "Payroll"],
            passedAt: "2026-11-19T09:00:00.000Z",
          },
        },
        { stepId: "2", heading: "The problem I solve", stepTitle: "The problem you solve", answer: null },
      ],
    },
  ],
};

beforeEach(() => {
  api.request.mockImplementation(async (path: string) => {
    if (path !== "/incubator/me/plan") throw new Error(`unexpected call ${path}`);
    return plan;
  });
});

describe("Your Business Plan", () => {
  it("shows each part under its plan heading, the learner's words, and a gap linking to its step", async () => {
    renderAt("/incubator/plan");
    await screen.findByRole("heading", { name: "Your Business Plan" });
    expect(screen.getByText(/1 of 2 parts written/)).toBeTruthy();
    const discover = screen.getByRole("region", { name: "Discover" });
    const skills = within(discover).getByRole("region", { name: "What I am good at" });
    expect(
      within(skills)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Xero bookkeeping", "Payroll"]);
    const gap = within(discover).getByRole("region", { name: "The problem I solve" });
    expect(within(gap).getByText(/Not written yet/)).toBeTruthy();
    expect(within(gap).getByRole("link").getAttribute("href")).toBe("/incubator/phase/DISCOVER/step/2");
  });

  it("downloads the plan as Markdown under the learner's name", async () => {
    renderAt("/incubator/plan");
    await userEvent.click(await screen.findByRole("button", { name: "Download as Markdown" }));
    expect(saved).toHaveBeenCalledTimes(1);
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^solosensei_plan_ada_\d{4}-\d{2}-\d{2}\.md$/);
    expect(await blob.text()).toContain("### What I am good at\n\n- Xero bookkeeping\n- Payroll");
  });

  it("is restricted for learners while the Incubator is closed, and theirs once it is open", async () => {
    const learner = { id: "u-1", username: "lee", role: "user", createdAt: "2026-01-01T00:00:00.000Z" } as never;
    let open = false;
    api.request.mockImplementation(async (path: string) => {
      if (path === "/incubator/access") return { open };
      if (path === "/incubator/me/plan" && open) return plan;
      throw new Error(`unexpected call ${path}`);
    });
    renderAt("/incubator/plan", learner);
    await screen.findByRole("heading", { name: "Access Restricted" });
    expect(api.request.mock.calls.map(([path]) => path)).toEqual(["/incubator/access"]);
    cleanup();
    open = true;
    renderAt("/incubator/plan", learner);
    await screen.findByRole("heading", { name: "Your Business Plan" });
  });
});
