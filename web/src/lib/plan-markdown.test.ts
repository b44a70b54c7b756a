import type { IncubatorPlan } from "@contract/incubator/plan";
import { describe, expect, it } from "vitest";
import { planFileName, planMarkdown } from "./plan-markdown";

const plan: IncubatorPlan = {
  written: 2,
  total: 3,
  updatedAt: "2026-11-20T10:00:00.000Z",
  phases: [
    {
      key: "DISCOVER",
      title: "Discover",
      goal: "Find a problem worth solving",
      badge: { key: "DISCOVER", title: "Discover", awardedAt: "2026-11-20T10:00:00.000Z" },
      updatedAt: "2026-11-20T10:00:00.000Z",
      sections: [
        {
          stepId: "1",
          heading: "What I am good at",
          stepTitle: "Your skills, with proof",
          revisionRequest: null,
          status: "complete",
          answer: {
            text: "Xero bookkeeping\n# 3 cafes",
            items: ["Xero bookkeeping", "# 3 cafes"],
            passedAt: "2026-11-19T09:00:00.000Z",
          },
        },
        {
          stepId: "2",
          heading: "The problem I solve",
          stepTitle: "The problem you solve",
          revisionRequest: null,
          status: "complete",
          answer: {
            text: "Cafe owners lose Sundays to receipts.\n- not a list",
            items: null,
            passedAt: "2026-11-20T10:00:00.000Z",
          },
        },
      ],
    },
    {
      key: "SHAPE",
      title: "Shape",
      goal: "Turn it into an offer",
      badge: null,
      updatedAt: null,
      sections: [
        {
          stepId: "5",
          heading: "Who I serve",
          stepTitle: "Your ideal client",
          status: "in_progress",
          answer: null,
          revisionRequest: null,
        },
      ],
    },
  ],
};

describe("the business plan as Markdown", () => {
  it("has a heading per phase and per part, the learner's words as written, and gaps", () => {
    const markdown = planMarkdown(plan, "Ada Lovelace", new Date(2026, 10, 26, 9, 30));
    expect(markdown).toBe(
      [
        "# Business Plan: Ada Lovelace",
        "",
        "2 of 3 parts written, from the passed answers of SoloSensei's Incubator. Downloaded Nov 26, 2026.",
        "",
        "## Discover (badge earned)",
        "",
        "_Find a problem worth solving_",
        "",
        "### What I am good at",
        "",
        "- Xero bookkeeping",
        "- \\# 3 cafes",
        "",
        "### The problem I solve",
        "",
        "Cafe owners lose Sundays to receipts.  ",
        "\\- not a list  ",
        "",
        "## Shape",
        "",
        "_Turn it into an offer_",
        "",
        "### Who I serve",
        "",
        '_Not written yet: pass the step "Your ideal client"._',
        "",
      ].join("\n"),
    );
  });

  it("is named solosensei_plan_{username}_{date}.md, in the learner's own day", () => {
    expect(planFileName("ada", new Date(2026, 0, 5, 23, 59))).toBe("solosensei_plan_ada_2026-01-05.md");
  });
});
