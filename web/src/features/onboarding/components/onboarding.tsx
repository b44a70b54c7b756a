import { hasFullWorkContext, type ProfileDoc } from "@contract/profile";
import { useState, type ReactNode } from "react";
import { Brand } from "@/components/brand";
import { LoadingScreen } from "@/components/loading-screen";
import { notify } from "@/components/notify";
import { useCreateProfile } from "../api/create-profile";
import { ContextQuestionnaireModal } from "./context-questionnaire-modal";
import { Icon } from "@/components/icon";

const BENEFITS = [
  "Find out where you stand in the four success pillars: Shape, Show, Sell and Serve",
  "Get a personalised learning path of short videos for your weakest pillars",
  "Ask an AI tutor for advice on your own clients, offers and prices",
  "Track your progress and keep a steady learning habit",
];

export interface OnboardingProps {
  /** null while the learner has no profile yet. */
  profile: ProfileDoc | null;
  /** The assessment dialog (composed in app/): shown while `open`; completion moves on to home. */
  renderAssessment: (props: { open: boolean; onClose: () => void }) => ReactNode;
}

/**
 * "Onboarding": welcome, then the context questionnaire unless all five work-context
 * answers exist, then the assessment. Home takes over once the live profile says it is complete.
 */
export function Onboarding({ profile, renderAssessment }: OnboardingProps) {
  const [step, setStep] = useState<"welcome" | "questionnaire" | "assessment">("welcome");
  const createProfile = useCreateProfile();
  // A dialog also reports "close" when the next step replaces it: only the open one goes back to the welcome.
  const closeStep = (closing: typeof step) => setStep((current) => (current === closing ? "welcome" : current));

  const start = async () => {
    let metadata = profile?.metadata;
    if (!profile) {
      try {
        metadata = (await createProfile.mutateAsync()).metadata;
      } catch {
        notify.error("Error", "Failed to save your information. Please try again.");
        return;
      }
    }
    setStep(hasFullWorkContext(metadata) ? "assessment" : "questionnaire");
  };

  if (createProfile.isPending) return <LoadingScreen text="Setting up your learning experience..." />;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col justify-center gap-6 px-4 pt-6 pb-28">
      <Brand />
      <h1 className="text-3xl font-extrabold tracking-tight">Welcome to SoloSensei</h1>
      <ul className="flex flex-col gap-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success" strokeWidth={2.5} />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-start gap-2">
        <button type="button" className="btn btn-primary btn-lg" onClick={start}>
          Start Your Learning Journey
        </button>
        <p className="text-sm text-base-content/70">Takes about 5 minutes</p>
      </div>
      <ContextQuestionnaireModal
        open={step === "questionnaire"}
        onClose={() => closeStep("questionnaire")}
        onCompleted={() => setStep("assessment")}
        initial={profile?.metadata}
        inline
      />
      {renderAssessment({ open: step === "assessment", onClose: () => closeStep("assessment") })}
    </main>
  );
}
