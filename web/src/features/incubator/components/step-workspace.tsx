import type { IncubatorStep } from "@contract/incubator/learner";
import { INCUBATOR_LIMITS } from "@contract/incubator/common";
import { answerItems } from "@contract/incubator/rubric";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { SectionCard } from "@/components/section-card";
import { notify } from "@/components/notify";
import { routePaths } from "@/lib/route-paths";
import { useSessionUser } from "@/lib/session-user";
import { hasAnswer } from "../answer-text";
import { useStepDraft, type StepDraft } from "../hooks/use-step-draft";
import { useSubmitAnswer } from "../hooks/use-submit-answer";
import { AskCoachButton } from "./ask-coach-button";
import { AttemptsList } from "./attempts-list";
import { CoachFeedback } from "./coach-feedback";
import { CoachPassNotice } from "./coach-pass-notice";
import { BackLink } from "@/components/back-link";
import { CompleteBar } from "./complete-bar";
import { EvaluationProgress } from "./evaluation-progress";
import { AskSenseiLink } from "./ask-sensei-link";
import { FeedbackPanel } from "./feedback-panel";
import { HelperTips } from "./helper-tips";
import { MultiItemInput } from "./multi-item-input";
import { RecommendationsList } from "./recommendations-list";
import { TextAnswerInput } from "./text-answer-input";
import { PhaseDeadline } from "./phase-deadline";

/** After 'Mark Complete & Continue', the phase page comes back after this long. */
export const ADVANCE_DELAY_MS = 1000;

/** The answer saved on the server, as the inputs hold it. */
function savedAnswer(step: IncubatorStep): StepDraft {
  const saved = step.lastResponse;
  return {
    text: step.inputType === "text" ? (saved?.rawInput.text ?? saved?.normalizedText ?? "") : "",
    items: step.inputType === "multi" ? (saved?.rawInput.items ?? []) : [],
  };
}

/** The step workspace: write, submit for review, read why, continue. */
export function StepWorkspace({ step }: { step: IncubatorStep }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const phasePath = routePaths.incubatorPhase(step.phaseKey);
  const { answer, setAnswer, saved } = useStepDraft(user.id, step.id, () => savedAnswer(step));
  const { stage, result, submit } = useSubmitAnswer(step.id, { onSaved: saved });
  const [continuing, setContinuing] = useState(false);

  useEffect(() => {
    if (!continuing) return;
    const timer = window.setTimeout(() => navigate(phasePath), ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [continuing, navigate, phasePath]);

  const busy = stage !== "idle";
  const evaluation = result ?? step.lastEvaluation;
  const recommendations = result?.recommendations ?? step.recommendations;
  const passedNow = result?.passed === true;
  // The attempt the feedback shows (a fresh one once the step is read again).
  const latest = step.attempts.find((attempt) => attempt.id === (result?.attemptId ?? step.attempts[0]?.id));
  // A coach's pass of the attempt shown leads: the step reads as passed, the AI's score as the AI's.
  const coachPass = latest?.coaching.verdict?.action === "pass" && !result ? latest.coaching.verdict : null;

  return (
    <main
      className={`mx-auto w-full max-w-3xl px-4 pt-6 lg:max-w-6xl lg:px-8 ${passedNow ? "pb-48" : "pb-28 lg:pb-12"}`}
    >
      <BackLink to={phasePath} label="Back to Phase" />
      <header className="mb-5">
        <p className="text-sm font-semibold text-base-content/75">Step {step.order}</p>
        <h1 className="text-2xl font-extrabold tracking-tight">{step.title}</h1>
        <PhaseDeadline due={step.due} className="mt-1" />
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-5">
          {coachPass && <CoachPassNotice verdict={coachPass} phasePath={phasePath} />}
          <SectionCard title="What good looks like" variant="muted">
            <p>{step.successCriteria.aim}</p>
          </SectionCard>
          <form
            className="card border border-base-300 bg-base-100"
            aria-labelledby="prompt-heading"
            onSubmit={(event) => {
              event.preventDefault();
              if (busy || !hasAnswer(answer, step.inputType)) return;
              void submit(step.inputType === "multi" ? answerItems(answer.items) : answer.text);
            }}
          >
            <div className="card-body gap-3 p-4">
              <h2 id="prompt-heading" className="card-title text-lg">
                Your task
              </h2>
              <p className="whitespace-pre-line">{step.prompt}</p>
              {step.inputType === "multi" ? (
                <MultiItemInput
                  items={answer.items}
                  onChange={(items) => setAnswer({ ...answer, items })}
                  maxItems={INCUBATOR_LIMITS.items}
                  maxItemChars={INCUBATOR_LIMITS.itemChars}
                  disabled={busy}
                />
              ) : (
                <TextAnswerInput
                  value={answer.text}
                  onChange={(text) => setAnswer({ ...answer, text })}
                  minChars={step.successCriteria.minChars}
                  disabled={busy}
                />
              )}
              <button
                type="submit"
                className="btn btn-primary self-start"
                disabled={busy || !hasAnswer(answer, step.inputType)}
              >
                {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                Submit for Review
              </button>
              <EvaluationProgress stage={stage} result={result} />
            </div>
          </form>
          {evaluation && <FeedbackPanel evaluation={evaluation} coachPassed={coachPass !== null} />}
          {latest && !latest.passed && (
            <AskCoachButton stepId={step.id} attemptId={latest.id} coaching={latest.coaching} />
          )}
          {evaluation && <AskSenseiLink stepId={step.id} />}
          <CoachFeedback attempts={step.attempts} />
        </div>
        <aside className="grid content-start gap-5">
          {!evaluation && <AskSenseiLink stepId={step.id} />}
          <HelperTips tips={step.helperTips} />
          <RecommendationsList recommendations={recommendations} pillar={step.pillar} />
          <AttemptsList stepId={step.id} attempts={step.attempts} />
        </aside>
      </div>
      {passedNow && (
        <CompleteBar
          disabled={continuing}
          onContinue={() => {
            notify.success("Step Complete!", "On to the next step.", true);
            setContinuing(true);
          }}
        />
      )}
    </main>
  );
}
