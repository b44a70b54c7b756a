import type { AdminStep } from "@contract/incubator/admin";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { StepEditPanel } from "./step-edit-panel";

const step: AdminStep = {
  id: "42",
  phaseKey: "GROW",
  order: 2,
  title: "Plan the quarter",
  prompt: "Name one goal.",
  helperTips: ["Pick one goal"],
  inputType: "text",
  isActive: true,
  successCriteriaJSON: {
    aim: "A plan",
    minChars: 40,
    criteria: [{ id: "goal", label: "Goal", description: "One goal", weight: 1, required: true, signals: [] }],
  },
};

function setup(answer: (body: unknown) => Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      return answer(body);
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StepEditPanel step={step} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { calls, onClose, user: userEvent.setup() };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("StepEditPanel", () => {
  it("says invalid criteria JSON is invalid, and saves the other fields without it", async () => {
    const { calls, onClose, user } = setup((body) => json({ ...step, ...(body as object) }));
    expect(screen.getByRole("heading", { name: "Edit Step: Plan the quarter" })).toBeTruthy();
    const criteria = screen.getByLabelText("Success Criteria (JSON)");
    await user.clear(criteria);
    await user.type(criteria, "{{ not json");
    expect(screen.getByText(/Invalid JSON/)).toBeTruthy();
    expect(criteria.getAttribute("aria-invalid")).toBe("true");
    const tips = screen.getByLabelText("Helper Tips");
    await user.clear(tips);
    await user.type(tips, "First tip{Enter}{Enter}   {Enter}Second tip");
    // A step saved before plan headings has none: the field starts empty.
    const planHeading = screen.getByLabelText("Plan Heading");
    expect((planHeading as HTMLInputElement).value).toBe("");
    await user.type(planHeading, "My next quarter");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.url).toBe("/api/admin/incubator/step/42");
    expect(calls[0]!.body).toEqual({
      title: "Plan the quarter",
      planHeading: "My next quarter",
      prompt: "Name one goal.",
      inputType: "text",
      helperTips: ["First tip", "Second tip"],
    });
  });

  it("sends criteria that parse as a JSON object, and shows the server's error on the field", async () => {
    const { calls, onClose, user } = setup(() =>
      json(
        {
          message: "Invalid request",
          errors: [{ path: "successCriteriaJSON.criteria.0.weight", message: "weight must be above 0" }],
        },
        400,
      ),
    );
    const criteria = screen.getByLabelText("Success Criteria (JSON)");
    await user.clear(criteria);
    await user.click(criteria);
    await user.paste(
      '{"aim":"A plan","minChars":40,"criteria":[{"id":"goal","label":"Goal","description":"x","weight":0}]}',
    );
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("criteria.0.weight: weight must be above 0")).toBeTruthy();
    expect((calls[0]!.body as { successCriteriaJSON: { minChars: number } }).successCriteriaJSON.minChars).toBe(40);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("previews only a non-blank sample answer", async () => {
    const { calls, user } = setup(() =>
      json({
        passed: true,
        score: 85,
        passScore: 70,
        feedback: { summary: "Clear goal.", whatWorked: ["A number"], improve: [], rewriteSuggestion: "Add a date." },
        nextHint: "Book the first call.",
        criteria: [
          {
            criterionId: "goal",
            label: "Goal",
            required: true,
            weight: 1,
            verdict: "met",
            quote: "3 clients",
            comment: "A measurable goal.",
          },
        ],
        modelVersion: "offline-evaluator",
      }),
    );
    const button = screen.getByRole("button", { name: "Preview Evaluation" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText("Sample Answer"), "   ");
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText("Sample Answer"), "Sign 3 clients by March");
    await user.click(button);
    expect(await screen.findByText("85/100")).toBeTruthy();
    expect(screen.getByText("Passed")).toBeTruthy();
    expect(
      screen.getByText("This is a preview of how the AI would evaluate the sample answer. No data has been saved."),
    ).toBeTruthy();
    for (const heading of ["Summary", "What Worked", "Areas to Improve", "Rewrite Suggestion", "Next Hint"])
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    expect(calls[0]!.body).toEqual({ sampleAnswer: "   Sign 3 clients by March" });
  });
});
