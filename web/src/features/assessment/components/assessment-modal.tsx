import { ASSESSMENT_STATEMENTS, CONFIDENCE_SCALE, QUESTION_COUNT, questionPillar } from "@contract/assessment";
import { PILLAR_INFO } from "@contract/pillars";
import { z } from "zod/mini";
import { ChoiceQuestion, StepButtons } from "@/components/choice-question";
import { Modal } from "@/components/modal";
import { PILLAR_BG } from "@/components/progress-bar";
import { errorMessage } from "@/lib/api-client";
import { useDraft } from "@/lib/draft";
import { notify } from "@/components/notify";
import { useSessionUser } from "@/lib/session-user";
import { useSubmitAssessment } from "../api/submit-assessment";

const OPTIONS = CONFIDENCE_SCALE.map((label, index) => ({ value: String(index + 1), label }));

// The answers so far, kept in this browser until the assessment is sent (lib/draft).
const DRAFT = "assessment";
const draftSchema = z.object({
  step: z.int().check(z.gte(0), z.lte(QUESTION_COUNT - 1)),
  answers: z.record(z.string(), z.int().check(z.gte(1), z.lte(CONFIDENCE_SCALE.length))),
});
type Draft = z.infer<typeof draftSchema>;

export interface AssessmentModalProps {
  open: boolean;
  /** Also called once the answers are saved (and announced). */
  onClose: () => void;
}

/** "Skills Gap Assessment": 16 steps, one statement each, on the 5-point confidence scale. */
export function AssessmentModal({ open, onClose }: AssessmentModalProps) {
  const user = useSessionUser();
  const draft = useDraft(user.id, DRAFT, draftSchema, (): Draft => ({ step: 0, answers: {} }));
  const answered = Object.keys(draft.value.answers).length;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Skills Gap Assessment"
      className="max-w-xl"
      confirmClose={
        answered > 0
          ? {
              title: "Leave the assessment?",
              message: `You have answered ${answered} of ${QUESTION_COUNT} statements. Your answers are kept on this device, so you can continue where you left off.`,
              stayLabel: "Continue Assessment",
              leaveLabel: "Leave for Now",
            }
          : undefined
      }
    >
      <AssessmentSteps
        draft={draft.value}
        onChange={draft.setValue}
        onCompleted={() => {
          draft.clear();
          notify.success("Assessment Complete", "Your confidence levels and recommendations are updated.");
          onClose();
        }}
      />
    </Modal>
  );
}

function AssessmentSteps({
  draft,
  onChange,
  onCompleted,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onCompleted: () => void;
}) {
  const { step, answers } = draft;
  const setStep = (next: number) => onChange({ step: next, answers });
  const setAnswers = (next: Draft["answers"]) => onChange({ step, answers: next });
  const submit = useSubmitAssessment();
  const pillar = questionPillar(step);
  const isLast = step === QUESTION_COUNT - 1;

  const next = () => {
    if (!isLast) return setStep(step + 1);
    const list = Object.entries(answers).map(([questionId, answer]) => ({ questionId: Number(questionId), answer }));
    submit.mutate(list, {
      onSuccess: onCompleted,
      onError: (error) =>
        notify.error("Error", errorMessage(error, "Failed to save your assessment. Please try again.")),
    });
  };

  return (
    <>
      <ChoiceQuestion
        step={step}
        total={QUESTION_COUNT}
        question={ASSESSMENT_STATEMENTS[step]!}
        options={OPTIONS}
        multiple={false}
        selected={answers[step] ? [String(answers[step])] : []}
        onChange={([value]) => setAnswers({ ...answers, [step]: Number(value) })}
        eyebrow={
          <div className="flex flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className={`badge border-0 font-semibold text-gray-900 ${PILLAR_BG[pillar]}`}>{pillar}</span>
              <span className="text-base-content/75">{PILLAR_INFO[pillar].tagline}</span>
            </p>
            <p className="text-sm text-base-content/75">How confident are you about this statement?</p>
          </div>
        }
      />
      <StepButtons
        step={step}
        canAdvance={Boolean(answers[step])}
        isLast={isLast}
        lastLabel="Complete Assessment"
        busyLabel="Analyzing..."
        busy={submit.isPending}
        onPrevious={() => setStep(step - 1)}
        onNext={next}
      />
    </>
  );
}
