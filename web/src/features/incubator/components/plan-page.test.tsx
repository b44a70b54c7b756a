import type { IncubatorPlan } from "@contract/incubator/plan";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
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
  total: 3,
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
          revisionRequest: null,
          status: "complete",
          answer: {
            text: "Xero bookkeeping\nPayroll",
            items: ["Xero bookkeeping", "Payroll"],
            passedAt: "2026-11-19T09:00:00.000Z",
          },
        },
        {
          stepId: "2",
          heading: "The problem I solve",
          stepTitle: "The problem you solve",
          revisionRequest: null,
          status: "in_progress",
          answer: null,
        },
        {
          stepId: "3",
          heading: "What I heard",
          stepTitle: "Talk to customers",
          status: "locked",
          answer: null,
          revisionRequest: null,
        },
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
    expect(screen.getByText(/1 of 3 parts written/)).toBeTruthy();
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

  it("shows a coach's revision request beside its part, linking to the step", async () => {
    const revised = structuredClone(plan);
    revised.phases[0]!.sections[0]!.revisionRequest = {
      reason: "Add one result per skill.",
      at: "2026-11-20T09:00:00.000Z",
    };
    api.request.mockResolvedValue(revised);
    renderAt("/incubator/plan", undefined, <a href="/sessions/book">Book a session</a>);
    const part = await screen.findByRole("region", { name: "What I am good at" });
    // The booking link app/ puts in the slot, under the request.
    expect(within(part).getByRole("link", { name: "Book a session" })).toBeTruthy();
    expect(within(part).getByText("Your coach asks for a revision")).toBeTruthy();
    expect(within(part).getByText("Add one result per skill.")).toBeTruthy();
    const link = within(part).getByRole("link", { name: 'Revise "Your skills, with proof"' });
    expect(link.getAttribute("href")).toBe("/incubator/phase/DISCOVER/step/1");
  });

  it("says which step opens a locked gap, and links to the step to work on now", async () => {
    renderAt("/incubator/plan");
    const locked = await screen.findByRole("region", { name: "What I heard" });
    expect(locked.textContent).toContain('Opens when you finish "The problem you solve".');
    const link = within(locked).getByRole("link", { name: 'Work on "The problem you solve" now' });
    expect(link.getAttribute("href")).toBe("/incubator/phase/DISCOVER/step/2");
  });

  it("names a locked step and the one to finish first, and leads back to the plan it was opened from", async () => {
    api.request.mockImplementation(async (path: string) => {
      if (path === "/incubator/me/plan") return plan;
      if (path === "/incubator/step/3") throw new ApiRequestError(409, "", "Conflict", { message: "Step locked" });
      throw new Error(`unexpected call ${path}`);
    });
    renderAt({ pathname: "/incubator/phase/DISCOVER/step/3", state: { from: "plan" } });
    await screen.findByText('"Talk to customers" opens when you finish "The problem you solve".');
    expect(screen.getByRole("link", { name: "Back to Your Business Plan" }).getAttribute("href")).toBe(
      "/incubator/plan",
    );
    expect(screen.getByRole("link", { name: 'Go to "The problem you solve"' }).getAttribute("href")).toBe(
      "/incubator/phase/DISCOVER/step/2",
    );
    cleanup();
    renderAt("/incubator/phase/DISCOVER/step/3");
    await screen.findByRole("heading", { name: "This step is locked" });
    expect(screen.getByRole("link", { name: "Back to Phase" }).getAttribute("href")).toBe("/incubator/phase/DISCOVER");
  });

  it("downloads the plan as Markdown titled with the person's name, the file named with their username", async () => {
    renderAt("/incubator/plan");
    await userEvent.click(await screen.findByRole("button", { name: "Download as Markdown" }));
    expect(saved).toHaveBeenCalledTimes(1);
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^solosensei_plan_ada_\d{4}-\d{2}-\d{2}\.md$/);
    expect(await blob.text()).toMatch(/^# Business Plan: Ada Lovelace\n/);
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
