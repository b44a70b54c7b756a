import { CONTEXT_QUESTIONS, type ContextRequest, type WorkContext } from "@contract/profile";
import { useEffect, useState } from "react";
import { z } from "zod/mini";
import { ChoiceQuestion, StepButtons } from "@/components/choice-question";
import { Modal } from "@/components/modal";
import { useDraft } from "@/lib/draft";
import { notify } from "@/components/notify";
import { useSessionUser } from "@/lib/session-user";
import { useSaveContext } from "../api/save-context";

export interface ContextQuestionnaireModalProps {
  open: boolean;
  onClose: () => void;
  onCompleted: () => void;
  /** Answers to start from (editing from the profile). */
  initial?: WorkContext;
  /** Onboarding reports a failure inside the dialog; elsewhere a toast does. */
  inline?: boolean;
}

const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

// The answers so far, kept in this browser until they are saved (lib/draft).
const DRAFT = "work-context";
const draftSchema = z.object({
  step: z.int().check(z.gte(0), z.lte(CONTEXT_QUESTIONS.length - 1)),
  answers: z.record(z.string(), z.array(z.string())),
  /** Answers differ from those the questionnaire started with. */
  changed: z.boolean(),
});
type Draft = z.infer<typeof draftSchema>;

/** "Context questionnaire": 'Tell us about yourself', five questions, the last two multi-select. */
export function ContextQuestionnaireModal({ open, onClose, ...rest }: ContextQuestionnaireModalProps) {
  const [changed, setChanged] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Tell us about yourself"
      className="max-w-xl"
      confirmClose={
        changed
          ? {
              title: "Leave the questionnaire?",
              message:
                "Your answers are kept on this device, so you can continue where you left off. They are not saved to your profile yet.",
              stayLabel: "Continue",
              leaveLabel: "Leave for Now",
            }
          : undefined
      }
    >
      <QuestionnaireSteps {...rest} onChangedChange={setChanged} />
    </Modal>
  );
}

// Mounted while the dialog is open, so it starts from the profile as it is at that moment.
function QuestionnaireSteps({
  onCompleted,
  initial,
  inline,
  onChangedChange,
}: Omit<ContextQuestionnaireModalProps, "open" | "onClose"> & { onChangedChange: (changed: boolean) => void }) {
  const user = useSessionUser();
  const draft = useDraft(user.id, DRAFT, draftSchema, (): Draft => ({
    step: 0,
    answers: Object.fromEntries(
      CONTEXT_QUESTIONS.map((question) => [question.field, asList(initial?.[question.field])]),
    ),
    changed: false,
  }));
  const { step, answers, changed } = draft.value;
  useEffect(() => onChangedChange(changed), [changed, onChangedChange]);
  const setStep = (next: number) => draft.setValue({ ...draft.value, step: next });
  const setAnswers = (next: Draft["answers"]) => draft.setValue({ ...draft.value, answers: next, changed: true });
  const [failed, setFailed] = useState(false);
  const save = useSaveContext();
  const question = CONTEXT_QUESTIONS[step]!;
  const isLast = step === CONTEXT_QUESTIONS.length - 1;
  const selected = answers[question.field] ?? [];

  const next = () => {
    if (!isLast) return setStep(step + 1);
    const single = (field: string) => answers[field]?.[0] ?? "";
    const body: ContextRequest = {
      workSetup: single("workSetup"),
      motivation: single("motivation"),
      experienceLength: single("experienceLength"),
      platforms: answers.platforms ?? [],
      clientTypes: answers.clientTypes ?? [],
    };
    setFailed(false);
    save.mutate(body, {
      onSuccess: () => {
        draft.clear();
        onCompleted();
      },
      onError: () =>
        inline ? setFailed(true) : notify.error("Error", "Failed to save your work context. Please try again."),
    });
  };

  return (
    <>
      <ChoiceQuestion
        step={step}
        total={CONTEXT_QUESTIONS.length}
        question={question.question}
        options={question.options.map((option) => ({ value: option, label: option }))}
        multiple={question.multiple}
        selected={selected}
        onChange={(values) => setAnswers({ ...answers, [question.field]: values })}
      />
      {failed && (
        <p role="alert" className="alert alert-error mt-4">
          Failed to save your information. Please try again.
        </p>
      )}
      <StepButtons
        step={step}
        canAdvance={selected.length > 0}
        isLast={isLast}
        lastLabel="Complete Setup"
        busyLabel="Saving..."
        busy={save.isPending}
        onPrevious={() => setStep(step - 1)}
        onNext={next}
      />
    </>
  );
}
