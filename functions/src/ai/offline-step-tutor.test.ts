import { describe, expect, it } from "vitest";
import type { StepInQuestion } from "./incubator-context";
import { offlineStepReply } from "./offline-step-tutor";
import type { ChatTurn } from "./provider";

// The offline tutor in an "Ask Sensei about this step" session answers what was asked, turn by turn.

const step: StepInQuestion = {
  stepId: "2",
  asked: true,
  title: "Your one-sentence offer",
  planHeading: "My offer",
  prompt: "Describe your offer in one sentence: who you help, and the result they get.",
  answer: "I help people with money.",
  missing: ["Names a specific client", "States a measurable result"],
};
const opening = offlineStepReply(step, "Start the conversation", []);
const after = (...turns: [ChatTurn["role"], string][]): ChatTurn[] => [
  { role: "assistant", content: opening },
  ...turns.map(([role, content]) => ({ role, content })),
];

describe("the offline tutor on a step it was asked about", () => {
  it("opens on the step's plan part and the first missing criterion, ending with a question", () => {
    expect(opening).toContain('"My offer"');
    expect(opening).toContain("Names a specific client");
    expect(opening.trim().endsWith("?")).toBe(true);
  });

  it("refuses plainly to write the answer, and asks a question that moves the learner on", () => {
    for (const message of [
      "Just write my answer for this step, please",
      "Can you do this step for me?",
      "Please draft the text for me",
      "give me the answer",
    ]) {
      const reply = offlineStepReply(step, message, after());
      expect(reply).toContain("I won't write it for you");
      expect(reply).not.toBe(opening);
      expect(reply).toContain("Names a specific client");
      expect(reply.trim().endsWith("?")).toBe(true);
    }
  });

  it("answers a question about the step with the step's prompt and what the criterion wants", () => {
    const reply = offlineStepReply(step, "What does a specific client mean here?", after());
    expect(reply).toContain("who you help, and the result they get");
    expect(reply).toContain('The criterion to work on is "Names a specific client"');
    expect(reply).not.toContain("I won't write it");
    expect(reply.trim().endsWith("?")).toBe(true);
  });

  it("takes up the learner's own words and builds on them, the next turn moving to the next criterion", () => {
    const draft = "I help wedding couples in Porto keep their day on film.";
    const first = offlineStepReply(step, draft, after());
    expect(first).toContain('"I help wedding couples in Porto keep their day on film"');
    expect(first).toContain("states a measurable result");
    const second = offlineStepReply(step, "Is that enough now?", after(["user", draft], ["assistant", first]));
    expect(second).toContain('"States a measurable result"');
    expect(second).not.toBe(first);
  });

  it("is deterministic: the same turn gets the same reply", () => {
    const history = after(["user", "How long should it be?"]);
    expect(offlineStepReply(step, "Write it for me", history)).toBe(offlineStepReply(step, "Write it for me", history));
  });

  it("does not take a learner's own sentence about writing as a request for the answer", () => {
    const reply = offlineStepReply(step, "I write copy for small shops and they double their sales.", after());
    expect(reply).not.toContain("I won't write it");
  });
});
