import type { IncubatorPhase } from "@contract/incubator/learner";
import { SectionCard } from "@/components/section-card";

/** 'Sensei Tips' for the learner's current phase. */
export function SenseiTips({ phase }: { phase: IncubatorPhase | undefined }) {
  return (
    <SectionCard title="Sensei Tips" variant="outlined" description={phase ? `For ${phase.title}` : undefined}>
      {phase && phase.senseiTips.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {phase.senseiTips.map((tip, index) => (
            <li key={index}>{tip}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">Work through each step in order: every answer gets feedback you can act on.</p>
      )}
    </SectionCard>
  );
}
