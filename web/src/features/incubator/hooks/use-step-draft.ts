import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod/mini";
import { clearDraft, readDraft, writeDraft } from "@/lib/draft";

/** How often a step's answer is kept in this browser. */
export const DRAFT_INTERVAL_MS = 3000;

export const stepDraftSchema = z.object({ text: z.string(), items: z.array(z.string()) });
export type StepDraft = z.infer<typeof stepDraftSchema>;

const draftName = (stepId: string) => `incubator-step-${stepId}`;

/**
 * A step's answer, kept locally every 3 s while it changes and restored on load in preference to
 * the saved answer. `saved()` tells it the server now holds the
 * answer: the local copy goes until the learner changes it again.
 */
export function useStepDraft(userId: string, stepId: string, savedAnswer: () => StepDraft) {
  const [answer, setAnswer] = useState<StepDraft>(
    () => readDraft(userId, draftName(stepId), stepDraftSchema) ?? savedAnswer(),
  );
  const latest = useRef(answer);
  latest.current = answer;
  const written = useRef(JSON.stringify(answer));

  const flush = useCallback(() => {
    const serialized = JSON.stringify(latest.current);
    if (serialized === written.current) return;
    writeDraft(userId, draftName(stepId), latest.current);
    written.current = serialized;
  }, [userId, stepId]);

  useEffect(() => {
    const timer = window.setInterval(flush, DRAFT_INTERVAL_MS);
    // Leaving the page (a reload, a closed tab) keeps what was typed since the last tick.
    window.addEventListener("pagehide", flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const saved = useCallback(() => {
    clearDraft(userId, draftName(stepId));
    written.current = JSON.stringify(latest.current);
  }, [userId, stepId]);

  return { answer, setAnswer, saved };
}
