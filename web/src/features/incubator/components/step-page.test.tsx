import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { evaluationResult, renderAt, step } from "../test/fixtures";

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock("@/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/lib/api-client")>()),
  apiRequest: api.request,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("@/components/notify", () => ({ notify: toast }));
const confetti = vi.hoisted(() => vi.fn());
vi.mock("../confetti", () => ({ celebratePass: confetti }));

type Handler = (body: unknown) => unknown;
/** Answers apiRequest by method and path; a function answer gets the request body. */
function serve(routes: Record<string, unknown>) {
  api.request.mockImplementation(async (path: string, options: { method?: string; body?: unknown }) => {
    const key = `${options.method ?? "GET"} ${path}`;
    if (!(key in routes)) throw new Error(`unexpected call ${key}`);
    const answer = routes[key];
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? (answer as Handler)(options.body) : answer;
  });
}
const calls = (key: string) =>
  api.request.mock.calls.filter(([path, options]) => `${options.method ?? "GET"} ${path}` === key);

const STEP_PATH = "/incubator/phase/DISCOVER/step/101";
const saved = { stepId: "101", normalizedText: "x", rawInput: {}, savedAt: "2026-11-20T10:00:00.000Z" };
const track = { id: "rec-1", eventType: "impression", counted: true };

beforeEach(() => {
  localStorage.clear();
});

describe("step workspace", () => {
  it("keeps 'Submit for Review' disabled until something is written, and colours the counts by minChars", async () => {
    serve({ "GET /incubator/step/101": step() });
    renderAt(STEP_PATH);
    await screen.findByRole("heading", { name: "Name the problem you solve" });
    expect(screen.getByText("A specific customer with a painful, frequent problem.")).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Submit for Review" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Your answer"), "Too short");
    expect(submit.disabled).toBe(false);
    const counts = screen.getByTestId("answer-counts");
    expect(counts.textContent).toContain("2 words · 9 characters");
    expect(counts.className).toContain("text-amber-800");
    await userEvent.type(screen.getByLabelText("Your answer"), " but now long enough");
    expect(counts.className).toContain("text-green-800");
    expect(screen.getByRole("heading", { name: "Examples & Tips" })).toBeTruthy();
  });

  it("saves, evaluates half a second later, celebrates a pass and continues to the phase", async () => {
    const evaluated = evaluationResult();
    serve({
      "GET /incubator/step/101": step(),
      "POST /incubator/step/101/answer": saved,
      "POST /incubator/step/101/evaluate": evaluated,
      "POST /incubator/recommendation/rec-1/track": track,
      "GET /incubator/phase/DISCOVER/steps": {
        phase: { key: "DISCOVER", order: 1, title: "Discover", goal: "Find a problem worth solving", unlocked: true },
        steps: [],
      },
    });
    renderAt(STEP_PATH);
    await userEvent.type(await screen.findByLabelText("Your answer"), "  Freelance designers lose hours  ");
    const started = Date.now();
    await userEvent.click(screen.getByRole("button", { name: "Submit for Review" }));
    expect(await screen.findByText("Your sensei is reviewing your answer...")).toBeTruthy();
    await screen.findByRole("heading", { name: "Passed!" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);

    const answer = calls("POST /incubator/step/101/answer")[0]![1];
    expect(answer).toMatchObject({
      body: { input: "  Freelance designers lose hours  " },
      idempotencyKey: expect.any(String),
    });
    expect(calls("POST /incubator/step/101/evaluate")[0]![1]).toMatchObject({
      body: {},
      idempotencyKey: expect.any(String),
    });
    expect(confetti).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith("Excellent Work!", "Score: 85/100 · +50 XP");
    expect(screen.getByRole("status").textContent).toContain("Passed! Score: 85/100.");

    // Why: every criterion with its verdict and the quoted words.
    expect(screen.getByText("A specific customer")).toBeTruthy();
    expect(screen.getByText("“freelance designers”")).toBeTruthy();
    expect(screen.getByText("Partly met")).toBeTruthy();
    expect(screen.getByText("Try: 'Every week, freelance designers lose hours to invoicing.'")).toBeTruthy();

    // One impression per shown recommendation; a click is tracked and opens the drawer.
    await waitFor(() => expect(calls("POST /incubator/recommendation/rec-1/track")).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: /How To Talk To Users/ }));
    const drawer = await screen.findByRole("dialog", { name: "How To Talk To Users | Startup School" });
    expect(within(drawer).getByText("Y Combinator")).toBeTruthy();
    expect(within(drawer).getByText("How to find the people you want to serve and what to ask them.")).toBeTruthy();
    expect(calls("POST /incubator/recommendation/rec-1/track").map(([, options]) => options.body)).toEqual([
      { eventType: "impression" },
      { eventType: "click" },
    ]);
    await userEvent.click(within(drawer).getByRole("button", { name: "Close" }));

    await userEvent.click(screen.getByRole("button", { name: "Mark Complete & Continue" }));
    expect(toast.success).toHaveBeenLastCalledWith("Step Complete!", "On to the next step.", true);
    await screen.findByText("No steps available for this phase yet.");
  }, 20_000);

  it("says 'Keep Improving' when the answer does not pass", async () => {
    serve({
      "GET /incubator/step/101": step(),
      "POST /incubator/step/101/answer": saved,
      "POST /incubator/step/101/evaluate": evaluationResult({ passed: false, score: 40, recommendations: [] }),
    });
    renderAt(STEP_PATH);
    await userEvent.type(await screen.findByLabelText("Your answer"), "idk");
    await userEvent.click(screen.getByRole("button", { name: "Submit for Review" }));
    await screen.findByRole("heading", { name: "Keep Improving" });
    expect(toast.info).toHaveBeenCalledWith(
      "Keep Improving",
      "Score: 40/100. Check the feedback below for suggestions.",
    );
    expect(confetti).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Mark Complete & Continue" })).toBeNull();
  });

  it("toasts the server's message, or the spec's words, when saving or evaluating fails", async () => {
    const failure = (message?: string) =>
      new ApiRequestError(400, "", "Bad Request", message === undefined ? null : { message });
    serve({ "GET /incubator/step/101": step(), "POST /incubator/step/101/answer": failure("Answer too long") });
    renderAt(STEP_PATH);
    await userEvent.type(await screen.findByLabelText("Your answer"), "An answer");
    await userEvent.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Save Failed", "Answer too long"));
    expect(calls("POST /incubator/step/101/evaluate")).toHaveLength(0);

    serve({
      "GET /incubator/step/101": step(),
      "POST /incubator/step/101/answer": saved,
      "POST /incubator/step/101/evaluate": new TypeError("Failed to fetch"),
    });
    await userEvent.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith("Evaluation Failed", "Failed to evaluate your answer."),
    );
    expect((screen.getByRole("button", { name: "Submit for Review" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("builds a multi-item answer: Enter or Add, trimmed, empties ignored, × removes", async () => {
    serve({
      "GET /incubator/step/102": step({ id: "102", inputType: "multi" }),
      "POST /incubator/step/102/answer": saved,
      "POST /incubator/step/102/evaluate": evaluationResult({ passed: false, score: 10, recommendations: [] }),
    });
    renderAt("/incubator/phase/DISCOVER/step/102");
    const input = await screen.findByLabelText("Add an item");
    const submit = screen.getByRole("button", { name: "Submit for Review" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(input, "   {Enter}");
    expect(screen.queryByRole("list", { name: "Your items" })).toBeNull();
    await userEvent.type(input, "  Designers  {Enter}");
    await userEvent.type(input, "Coaches");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    await userEvent.type(input, "Agencies{Enter}");
    expect(submit.disabled).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Remove Coaches" }));
    const items = within(screen.getByRole("list", { name: "Your items" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.replace("×", ""))).toEqual(["Designers", "Agencies"]);
    await userEvent.click(submit);
    await screen.findByRole("heading", { name: "Keep Improving" });
    expect(calls("POST /incubator/step/102/answer")[0]![1].body).toEqual({ input: ["Designers", "Agencies"] });
  });

  it("restores a local draft before the saved answer, and shows the saved feedback and attempts", async () => {
    const last = evaluationResult({ passed: false, score: 45 });
    serve({
      "GET /incubator/step/101": step({
        lastResponse: {
          normalizedText: "The saved answer",
          rawInput: { text: "The saved answer" },
          savedAt: "2026-11-20T10:00:00.000Z",
          aiPassed: false,
          aiFeedback: { feedback: last.feedback, nextHint: last.nextHint },
        },
        lastEvaluation: last,
        attempts: [
          {
            id: "attempt-1",
            normalizedText: "The saved answer",
            rawInput: { text: "The saved answer" },
            passed: false,
            score: 45,
            evaluation: last,
            createdAt: "2026-11-20T10:00:00.000Z",
            coaching: { verdict: null, note: null, review: null, canAskForReview: true },
          },
        ],
        recommendations: last.recommendations,
      }),
      "POST /incubator/recommendation/rec-1/track": track,
    });
    const first = renderAt(STEP_PATH);
    const input = (await screen.findByLabelText("Your answer")) as HTMLTextAreaElement;
    expect(input.value).toBe("The saved answer");
    expect(screen.getByRole("heading", { name: "Keep Improving" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Previous attempts" })).toBeTruthy();
    expect(screen.getByText("45/100 · Not passed")).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, "A better draft");
    first.unmount(); // leaving the page keeps what was typed
    renderAt(STEP_PATH);
    expect(((await screen.findByLabelText("Your answer")) as HTMLTextAreaElement).value).toBe("A better draft");
    expect(screen.getByRole("heading", { name: "Keep Improving" })).toBeTruthy();
  });

  it("shows the coach's verdict and note, and asks the coach to review a failed attempt once", async () => {
    const last = evaluationResult({ passed: false, score: 45 });
    const attempt = (id: string, coaching: object) => ({
      id,
      normalizedText: "An answer",
      rawInput: { text: "An answer" },
      passed: false,
      score: 45,
      evaluation: last,
      createdAt: "2026-11-20T10:00:00.000Z",
      coaching: { verdict: null, note: null, review: null, canAskForReview: false, ...coaching },
    });
    serve({
      "GET /incubator/step/101": step({
        lastEvaluation: last,
        attempts: [
          attempt("attempt-2", { canAskForReview: true }),
          attempt("attempt-1", {
            verdict: { action: "pass", reason: "It names the client.", by: "coach", at: "2026-11-21T10:00:00.000Z" },
            note: { text: "Keep the numbers in.", by: "coach", at: "2026-11-21T10:00:00.000Z" },
          }),
        ],
      }),
      "POST /incubator/attempts/attempt-2/review": {
        attemptId: "attempt-2",
        coaching: {
          verdict: null,
          note: null,
          review: { kind: "dispute", open: true, openedAt: "2026-11-22T10:00:00.000Z" },
          canAskForReview: false,
        },
      },
    });
    renderAt(STEP_PATH);
    const card = await screen.findByRole("region", { name: "From your coach" });
    expect(within(card).getByRole("heading", { name: "Reviewed by your coach" })).toBeTruthy();
    expect(within(card).getByText("Passed by your coach")).toBeTruthy();
    expect(within(card).getByText("It names the client.")).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Note from your coach" })).toBeTruthy();
    expect(within(card).getByText("Keep the numbers in.")).toBeTruthy();

    const asks = screen.getAllByRole("button", { name: "Ask my coach to review" });
    await userEvent.click(asks[0]!);
    await waitFor(() => expect(screen.getAllByText("Your coach will review this attempt.").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Ask my coach to review" })).toBeNull();
    expect(calls("POST /incubator/attempts/attempt-2/review")).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith("Sent to your coach", expect.any(String));
  });

  it("leads with the coach's pass once a coach passed the latest attempt: the step complete, the AI's score the AI's", async () => {
    const last = evaluationResult({ passed: false, score: 53 });
    serve({
      "GET /incubator/step/101": step({
        userProgress: { status: "complete", score: 53 },
        lastEvaluation: last,
        attempts: [
          {
            id: "attempt-1",
            normalizedText: "An answer",
            rawInput: { text: "An answer" },
            passed: false,
            score: 53,
            evaluation: last,
            createdAt: "2026-11-20T10:00:00.000Z",
            coaching: {
              verdict: { action: "pass", reason: "It names the client.", by: "coach", at: "2026-11-21T10:00:00.000Z" },
              note: null,
              review: null,
              canAskForReview: false,
            },
          },
        ],
      }),
    });
    renderAt(STEP_PATH);
    const notice = await screen.findByRole("region", { name: "Passed by your coach" });
    // It leads: the first region of the page, before the task and the AI's feedback.
    expect(screen.getAllByRole("region")[0]).toBe(notice);
    expect(
      within(notice).getByText("This step is complete. Your coach reviewed your answer and passed it:"),
    ).toBeTruthy();
    expect(within(notice).getByText("It names the client.")).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Continue to the next step" }).getAttribute("href")).toBe(
      "/incubator/phase/DISCOVER",
    );
    expect(screen.queryByRole("heading", { name: "Keep Improving" })).toBeNull();
    const feedback = screen.getByRole("region", { name: "The AI's feedback" });
    expect(within(feedback).getByText(/AI score: 53\/100/)).toBeTruthy();
    expect(screen.getByText("Passed by your coach · AI: 53/100")).toBeTruthy();
    expect(screen.queryByText(/Not passed/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Ask my coach to review" })).toBeNull();
  });

  it("writes the draft every 3 seconds while the page is open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve({ "GET /incubator/step/101": step() });
      renderAt(STEP_PATH);
      const input = await screen.findByLabelText("Your answer");
      const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await typing.type(input, "Draft text");
      const stored = () => Object.keys(localStorage).filter((key) => key.includes("incubator-step-101"));
      expect(stored()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(stored()).toHaveLength(1);
      expect(JSON.parse(localStorage.getItem(stored()[0]!)!)).toEqual({ text: "Draft text", items: [] });
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 'Step not found' for an unknown step or one of another phase, and refuses a locked one", async () => {
    serve({ "GET /incubator/step/999": new ApiRequestError(404, "", "Not Found", { message: "Step not found" }) });
    renderAt("/incubator/phase/DISCOVER/step/999");
    await screen.findByRole("heading", { name: "Step not found" });
    expect(screen.getByRole("link", { name: "Back to Incubator" }).getAttribute("href")).toBe("/incubator");
    cleanup();

    serve({ "GET /incubator/step/101": step() });
    renderAt("/incubator/phase/SHAPE/step/101");
    await screen.findByRole("heading", { name: "Step not found" });
    cleanup();

    serve({ "GET /incubator/step/101": step({ userProgress: { status: "locked", score: 0 } }) });
    renderAt(STEP_PATH);
    await screen.findByRole("heading", { name: "This step is locked" });
    expect(screen.getByRole("link", { name: "Back to Phase" }).getAttribute("href")).toBe("/incubator/phase/DISCOVER");
    expect(screen.queryByLabelText("Your answer")).toBeNull();
  });

  it("shows 'Access Restricted' to a learner on the step and phase addresses while the Incubator is closed", async () => {
    api.request.mockImplementation(async (path: string) => {
      if (path === "/incubator/access") return { open: false };
      throw new Error(`unexpected call ${path}`);
    });
    const learner = { id: "u1", role: "user", createdAt: "2026-01-01T00:00:00.000Z" } as never;
    renderAt(STEP_PATH, learner);
    expect(await screen.findByRole("heading", { name: "Access Restricted" })).toBeTruthy();
    expect(screen.getByText("The Incubator feature is currently only available to administrators.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    cleanup();
    renderAt("/incubator/phase/DISCOVER", learner);
    expect(await screen.findByRole("heading", { name: "Access Restricted" })).toBeTruthy();
    cleanup();
    renderAt("/incubator/anything/else", learner);
    expect(await screen.findByRole("heading", { name: "Incubator Coming Soon" })).toBeTruthy();
    expect(new Set(api.request.mock.calls.map(([path]) => path))).toEqual(new Set(["/incubator/access"]));
  });
});
