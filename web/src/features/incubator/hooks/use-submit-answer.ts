import type { EvaluationResult, SaveAnswerRequest } from "@contract/incubator/learner";
import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useEvaluateAnswer } from "../api/evaluate-answer";
import { useSaveAnswer } from "../api/save-answer";
import { celebratePass } from "../confetti";

/** The evaluation is asked for this long after the answer is saved. */
export const EVALUATE_DELAY_MS = 500;

export type SubmitStage = "idle" | "saving" | "evaluating";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 'Submit for Review': save the answer, evaluate it 0.5 s later, then
 * celebrate a pass or encourage another try. Failures toast the server's message.
 */
export function useSubmitAnswer(stepId: string, { onSaved }: { onSaved: () => void }) {
  const save = useSaveAnswer(stepId);
  const evaluate = useEvaluateAnswer(stepId);
  const [stage, setStage] = useState<SubmitStage>("idle");
  const [result, setResult] = useState<EvaluationResult | null>(null);

  const submit = async (input: SaveAnswerRequest["input"]) => {
    setStage("saving");
    try {
      await save.mutateAsync(input);
    } catch (error) {
      setStage("idle");
      notify.error("Save Failed", errorMessage(error, "Failed to save your answer."));
      return;
    }
    onSaved();
    setStage("evaluating");
    await wait(EVALUATE_DELAY_MS);
    try {
      const evaluation = await evaluate.mutateAsync();
      setResult(evaluation);
      if (evaluation.passed) {
        celebratePass();
        notify.success("Excellent Work!", `Score: ${evaluation.score}/100 · +${evaluation.xpAwarded} XP`);
      } else notify.info("Keep Improving", `Score: ${evaluation.score}/100. Check the feedback below for suggestions.`);
    } catch (error) {
      notify.error("Evaluation Failed", errorMessage(error, "Failed to evaluate your answer."));
    } finally {
      setStage("idle");
    }
  };

  return { stage, result, submit };
}
