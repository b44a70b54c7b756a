import { answerItems } from "@contract/incubator/rubric";
import { characterCount } from "@contract/text";

// The step workspace's answer rules, kept apart from the screen.

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Whether an answer has reached the step's minimum length (a hint, never a blocking rule). */
export function reachesMinChars(text: string, minChars: number): boolean {
  return characterCount(text.trim()) >= minChars;
}

/** 'Submit for Review' needs something to send: typed text, or at least one item of a list. */
export function hasAnswer(answer: { text: string; items: readonly string[] }, inputType: "text" | "multi"): boolean {
  return inputType === "multi" ? answerItems(answer.items).length > 0 : answer.text.trim().length > 0;
}
