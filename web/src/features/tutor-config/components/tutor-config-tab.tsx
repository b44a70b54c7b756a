import { useTutorConfig } from "../api/get-tutor-config";
import { AiStatusCard } from "./ai-status-card";
import { TutorConfigForm } from "./tutor-config-form";
import { LoadingLine } from "@/components/loading-screen";

function SavedConfiguration() {
  const saved = useTutorConfig();
  if (saved.isPending) return <LoadingLine text="Loading tutor configuration..." />;
  if (saved.isError)
    return (
      <div role="alert" className="alert alert-error">
        <span>Unable to load the tutor configuration.</span>
        <button type="button" className="btn btn-sm" onClick={() => void saved.refetch()}>
          Try again
        </button>
      </div>
    );
  const { personality, focus_areas, custom_instructions } = saved.data;
  return <TutorConfigForm saved={{ personality, focus_areas, custom_instructions }} />;
}

/** The admin panel's Tutor Configuration tab, with the AI behind it. */
export default function TutorConfigTab() {
  return (
    <div className="flex flex-col gap-4">
      <AiStatusCard />
      <SavedConfiguration />
    </div>
  );
}
