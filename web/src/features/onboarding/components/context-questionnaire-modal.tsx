import { CONTEXT_QUESTIONS, type ContextRequest, type WorkContext } from "@contract/profile";
import { useState } from "react";
import { ChoiceQuestion, StepButtons } from "@/components/choice-question";
import { Modal } from "@/components/modal";
import { notify } from "@/lib/notify";
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

/** Spec 000 "Context questionnaire": 'Tell us about yourself', five questions, the last two multi-select. */
export function ContextQuestionnaireModal({ open, onClose, ...rest }: ContextQuestionnaireModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Tell us about yourself" className="max-w-xl">
      <QuestionnaireSteps {...rest} />
    </Modal>
  );
}

function QuestionnaireSteps({
  onCompleted,
  initial,
  inline,
}: Omit<ContextQuestionnaireModalProps, "open" | "onClose">) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(CONTEXT_QUESTIONS.map((question) => [question.field, asList(initial?.[question.field])])),
  );
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
      onSuccess: onCompleted,
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
