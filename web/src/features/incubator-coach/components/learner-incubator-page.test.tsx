import type { CoachedAttempt } from "@contract/incubator/coach";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, type ApiCall } from "@/test-api";
import { coachedAttempt, learnerIncubator, renderAt } from "../test/coach-fixtures";

const saved = vi.hoisted(() => ({ files: [] as { name: string; text: Promise<string> }[] }));
vi.mock("@/lib/save-file", () => ({
  saveFile: (content: Blob, name: string) => saved.files.push({ name, text: content.text() }),
}));
afterEach(() => {
  saved.files = [];
});

const BASE = "/admin/users/ada/incubator";
const coachedBy = (action: "pass" | "revise", reason: string) => ({
  action,
  reason,
  by: "coach_grace",
  at: new Date().toISOString(),
});

/** Step 102: 12 failed attempts, newest first (a1 disputed, a2 passed by a coach); step 101: one passed list answer. */
function attemptsOf(stepId: string): CoachedAttempt[] {
  if (stepId === "101")
    return [
      coachedAttempt("p1", 700, {
        stepId: "101",
        passed: true,
        score: 85,
        normalizedText: "Invoices\nChasing payments",
        rawInput: { items: ["Invoices", "Chasing payments"] },
      }),
    ];
  return Array.from({ length: 12 }, (_, index) => {
    const id = `a${index + 1}`;
    const attempt = coachedAttempt(id, (index + 1) * 10);
    if (id === "a1")
      return {
        ...attempt,
        coaching: {
          ...attempt.coaching,
          review: { kind: "dispute" as const, open: true, openedAt: attempt.createdAt },
        },
      };
    if (id === "a2")
      return {
        ...attempt,
        coaching: {
          ...attempt.coaching,
          verdict: coachedBy("pass", "Close enough: the shops are named later."),
          note: { text: "Name the shops next time.", by: "coach_grace", at: attempt.createdAt },
        },
      };
    return attempt;
  });
}

/** The fake /api: the learner's Incubator, attempts 10 a page, and the coach's calls (a3's verdict is refused). */
function api() {
  const attempts = new Map(["101", "102"].flatMap((stepId) => attemptsOf(stepId).map((a) => [a.id, a] as const)));
  return fakeApi(({ method, path, body }): { status?: number; body?: unknown } => {
    const url = new URL(path, "http://localhost");
    if (method === "GET" && url.pathname === BASE) return { body: learnerIncubator() };
    const list = url.pathname.match(/^\/admin\/users\/ada\/incubator\/steps\/(\d+)\/attempts$/);
    if (method === "GET" && list) {
      const all = [...attempts.values()].filter((attempt) => attempt.stepId === list[1]);
      const from = url.searchParams.has("cursor")
        ? all.findIndex((a) => a.id === url.searchParams.get("cursor")) + 1
        : 0;
      const items = all.slice(from, from + 10);
      return { body: { items, nextCursor: from + 10 < all.length ? items.at(-1)!.id : null } };
    }
    const coach = url.pathname.match(/^\/admin\/users\/ada\/incubator\/attempts\/(\w+)\/(note|verdict)$/);
    if (method === "POST" && coach) {
      const attempt = attempts.get(coach[1]!)!;
      const sent = body as { text?: string; action?: "pass" | "revise"; reason?: string };
      if (coach[2] === "note" && attempt.id === "a4")
        return {
          status: 400,
          body: { message: "Invalid request", errors: [{ path: "text", message: "Note must not mention a password" }] },
        };
      if (coach[2] === "verdict" && attempt.id === "a3")
        return { status: 409, body: { message: "This attempt was decided by another coach meanwhile." } };
      const coaching =
        coach[2] === "note"
          ? { ...attempt.coaching, note: { text: sent.text!, by: "admin", at: new Date().toISOString() } }
          : { ...attempt.coaching, verdict: coachedBy(sent.action!, sent.reason!), review: null };
      const changed = { ...attempt, coaching };
      attempts.set(changed.id, changed);
      return { body: changed };
    }
    return { status: 404, body: { message: "Not found" } };
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === "POST");
const gets = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === "GET" && call.path === path);
const card = (attemptId: string) => within(screen.getByText(`Answer of ${attemptId}`).closest("article")!);
const stepButton = (name: RegExp) => screen.getByRole("button", { name });

async function openStep(path = BASE, stepName = /^2\. Your ideal client/) {
  const calls = api();
  const user = userEvent.setup();
  const view = renderAt(path);
  await screen.findByRole("heading", { level: 1, name: "Ada Lovelace's Incubator" });
  await user.click(stepButton(stepName));
  return { calls, user, ...view };
}

describe("A learner's Incubator for their coach", () => {
  it("shows the learner's progress, roadmap and plan, read only", async () => {
    api();
    const user = userEvent.setup();
    renderAt(BASE);
    await screen.findByRole("heading", { level: 1, name: "Ada Lovelace's Incubator" });
    await waitFor(() => expect(document.title).toBe("Ada Lovelace's Incubator - SoloSensei"));
    const progress = within(screen.getByRole("region", { name: "Progress" }));
    expect(progress.getByText("75")).toBeTruthy();
    expect(progress.getByText("0/6")).toBeTruthy();
    expect(progress.getByText("1/4")).toBeTruthy();

    const first = within(stepButton(/^1\. Name the problem/));
    expect(first.getByText("Complete")).toBeTruthy();
    expect(first.getByText("Best 85/100 · 2 attempts")).toBeTruthy();
    expect(first.getByText("Revision requested")).toBeTruthy();
    const second = within(stepButton(/^2\. Your ideal client/));
    expect(second.getByText("In Progress")).toBeTruthy();
    expect(second.getByText("Needs review · Dispute")).toBeTruthy();
    expect(within(stepButton(/^1\. Your offer/)).getByText("Locked")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Shape" })).getByText("Not open yet")).toBeTruthy();
    expect(screen.getByText("No step chosen: its attempts show here.")).toBeTruthy();

    const plan = within(screen.getByRole("region", { name: "Business plan" }));
    const problem = within(plan.getByRole("region", { name: "The problem I solve" }));
    expect(problem.getByText("Freelancers lose hours to invoicing.")).toBeTruthy();
    expect(problem.getByText("Say how often it happens.")).toBeTruthy();
    expect(plan.getByText('Not written yet: "Your ideal client" is not passed.')).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();

    await user.click(plan.getByRole("button", { name: "Download as Markdown" }));
    expect(saved.files).toHaveLength(1);
    expect(saved.files[0]!.name).toMatch(/^solosensei_plan_ada_l_\d{4}-\d{2}-\d{2}\.md$/);
    expect(await saved.files[0]!.text).toMatch(/^# Business Plan: Ada Lovelace\n/);
  });

  it("lists a chosen step's attempts newest first, with the AI's and the coach's verdicts, a page at a time", async () => {
    const { calls, user, container } = await openStep();
    const panel = await screen.findByRole("region", { name: "Step 2: Your ideal client" });
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { level: 2 }));
    await within(panel).findByText("Answer of a1");
    expect(within(panel).getAllByRole("article")).toHaveLength(10);
    expect(within(panel).getAllByText(/^Answer of/)[0]!.textContent).toBe("Answer of a1");

    const a1 = card("a1");
    expect(a1.getByText("AI: 64/100 · Not passed")).toBeTruthy();
    expect(a1.getByText("Needs review · Dispute")).toBeTruthy();
    expect(a1.getByText("A specific customer")).toBeTruthy();
    expect(a1.getByText("“small shops”")).toBeTruthy();
    expect(a1.getByText("Which shops?")).toBeTruthy();
    expect(a1.getByText("Summary of a1")).toBeTruthy();
    expect(a1.getByText("Name one kind of shop.")).toBeTruthy();
    expect(a1.getByText("Think of who pays.")).toBeTruthy();
    expect(a1.getByRole("button", { name: "Pass this attempt" })).toBeTruthy();
    const a2 = card("a2");
    // The coach's verdict leads the header; the AI's stays beside it, as the AI's, in a neutral badge.
    const badges = within(a2.getAllByRole("heading", { level: 3 })[0]!.parentElement!).getAllByText(/./, {
      selector: ".badge",
    });
    expect(badges.map((badge) => badge.textContent)).toEqual([
      "Passed by a coach",
      expect.stringMatching(/^AI: \d+\/100 · Not passed$/),
    ]);
    expect(badges[1]!.className).toContain("badge-ghost");
    expect(a2.getByText("Why a coach passed it")).toBeTruthy();
    expect(a2.getByText("Close enough: the shops are named later.")).toBeTruthy();
    expect(a2.getByText("Name the shops next time.")).toBeTruthy();
    expect(a2.queryByRole("button", { name: "Pass this attempt" })).toBeNull();
    expect(a2.getByRole("button", { name: "Edit note" })).toBeTruthy();

    await user.click(within(panel).getByRole("button", { name: "Load older attempts" }));
    await within(panel).findByText("Answer of a12");
    expect(within(panel).getAllByRole("article")).toHaveLength(12);
    expect(within(panel).queryByRole("button", { name: "Load older attempts" })).toBeNull();
    const pages = gets(calls, "/admin/users/ada/incubator/steps/102/attempts?cursor=a10");
    expect(pages).toHaveLength(1);

    // jsdom draws no colours: contrast is the e2e suite's to check.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("leaves a note: required, sent once with its intent key, shown on the attempt at once", async () => {
    const { calls, user } = await openStep();
    await screen.findByText("Answer of a1");
    await user.click(card("a1").getByRole("button", { name: "Leave a note" }));
    const dialog = within(screen.getByRole("dialog", { name: "Leave a note" }));
    await user.click(dialog.getByRole("button", { name: "Save note" }));
    expect(dialog.getByText("Write a note")).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.type(dialog.getByRole("textbox", { name: "Note" }), "Which town are the shops in?");
    await user.click(dialog.getByRole("button", { name: "Save note" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = posts(calls);
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      ["/admin/users/ada/incubator/attempts/a1/note", { text: "Which town are the shops in?" }],
    ]);
    expect(sent[0]!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(card("a1").getByText("Which town are the shops in?")).toBeTruthy();
    expect(card("a1").getByRole("button", { name: "Edit note" })).toBeTruthy();
    // The attempt changed in place; the learner's roadmap is read again.
    expect(gets(calls, "/admin/users/ada/incubator/steps/102/attempts")).toHaveLength(1);
    await waitFor(() => expect(gets(calls, BASE)).toHaveLength(2));
  });

  it("checks a note's length before sending, and shows the server's message for the field", async () => {
    const { calls, user } = await openStep();
    await screen.findByText("Answer of a4");
    await user.click(card("a4").getByRole("button", { name: "Leave a note" }));
    const dialog = within(screen.getByRole("dialog", { name: "Leave a note" }));
    const note = dialog.getByRole("textbox", { name: "Note" });
    await user.click(note);
    await user.paste("x".repeat(2001));
    expect(dialog.getByText("2001/2000 characters")).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Save note" }));
    expect(dialog.getByText("Note must be at most 2000 characters")).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.clear(note);
    await user.type(note, "My password is hunter2");
    await user.click(dialog.getByRole("button", { name: "Save note" }));
    expect(await dialog.findByText("Note must not mention a password")).toBeTruthy();
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(posts(calls)).toHaveLength(1);
  });

  it("passes a failed attempt with a required reason; the attempt then offers a revision", async () => {
    const { calls, user } = await openStep();
    await screen.findByText("Answer of a1");
    await user.click(card("a1").getByRole("button", { name: "Pass this attempt" }));
    const dialog = within(screen.getByRole("dialog", { name: "Pass this attempt" }));
    await user.click(dialog.getByRole("button", { name: "Pass the attempt" }));
    expect(dialog.getByText("Give a reason")).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.type(dialog.getByRole("textbox", { name: "Reason" }), "The shops are clear enough.");
    await user.click(dialog.getByRole("button", { name: "Pass the attempt" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ["/admin/users/ada/incubator/attempts/a1/verdict", { action: "pass", reason: "The shops are clear enough." }],
    ]);
    expect(card("a1").getByText("Passed by a coach")).toBeTruthy();
    expect(card("a1").queryByRole("button", { name: "Pass this attempt" })).toBeNull();
    expect(card("a1").getByRole("button", { name: "Ask for a revision" })).toBeTruthy();
  });

  it("shows the server's refusal (409) in the dialog, which stays open", async () => {
    const { calls, user, container } = await openStep();
    await screen.findByText("Answer of a3");
    await user.click(card("a3").getByRole("button", { name: "Pass this attempt" }));
    const dialog = within(screen.getByRole("dialog", { name: "Pass this attempt" }));
    await user.type(dialog.getByRole("textbox", { name: "Reason" }), "Good enough.");
    await user.click(dialog.getByRole("button", { name: "Pass the attempt" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("This attempt was decided by another coach meanwhile.");
    expect(screen.getByRole("dialog", { name: "Pass this attempt" })).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("asks for a revision of a passed attempt, whose list answer shows item by item", async () => {
    const { calls, user } = await openStep(BASE, /^1\. Name the problem/);
    const item = await screen.findByText("Chasing payments");
    const p1 = within(item.closest("article")!);
    expect(p1.getByText("Invoices").tagName).toBe("LI");
    expect(p1.queryByRole("button", { name: "Pass this attempt" })).toBeNull();
    await user.click(p1.getByRole("button", { name: "Ask for a revision" }));
    const dialog = within(screen.getByRole("dialog", { name: "Ask for a revision" }));
    await user.type(dialog.getByRole("textbox", { name: "Reason" }), "Say how often it happens.");
    await user.click(dialog.getByRole("button", { name: "Ask for a revision" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ["/admin/users/ada/incubator/attempts/p1/verdict", { action: "revise", reason: "Say how often it happens." }],
    ]);
    expect(p1.getByText("Why a coach asks for a revision")).toBeTruthy();
    expect(p1.queryByRole("button", { name: "Ask for a revision" })).toBeNull();
  });

  it("opens at the step and attempt a review queue link names, loading pages until it shows", async () => {
    const calls = api();
    renderAt(`${BASE}?step=102&attempt=a12`);
    const chosen = (await screen.findByText("Answer of a12")).closest("article")!;
    expect(chosen.getAttribute("aria-current")).toBe("true");
    expect(stepButton(/^2\. Your ideal client/).getAttribute("aria-current")).toBe("true");
    expect(gets(calls, "/admin/users/ada/incubator/steps/102/attempts?cursor=a10")).toHaveLength(1);
    expect(screen.getByText("Answer of a1").closest("article")!.hasAttribute("aria-current")).toBe(false);
  });

  it("says when the learner's Incubator cannot be read", async () => {
    fakeApi(() => ({ status: 404, body: { message: "No such user" } }));
    renderAt(BASE);
    expect((await screen.findByRole("alert")).textContent).toContain("No such user");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
