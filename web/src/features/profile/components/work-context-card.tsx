import { CONTEXT_QUESTIONS, type WorkContext } from "@contract/profile";
import { SectionCard } from "@/components/section-card";

const LABELS: Record<string, string> = {
  workSetup: "Work setup",
  motivation: "Motivation",
  experienceLength: "Experience",
  platforms: "Platforms",
  clientTypes: "Client types",
};

export function WorkContextCard({ metadata, onEdit }: { metadata: WorkContext; onEdit: () => void }) {
  return (
    <SectionCard
      title="Work Context"
      actions={
        <button type="button" className="btn btn-ghost btn-sm" onClick={onEdit}>
          Edit Work Context
        </button>
      }
    >
      <dl className="grid gap-2 sm:grid-cols-2">
        {CONTEXT_QUESTIONS.map(({ field }) => {
          const value = metadata[field];
          const text = Array.isArray(value) ? value.join(", ") : value;
          return (
            <div key={field}>
              <dt className="text-sm text-base-content/70">{LABELS[field]}</dt>
              <dd>{text || <span className="text-base-content/70">Not set</span>}</dd>
            </div>
          );
        })}
      </dl>
    </SectionCard>
  );
}
