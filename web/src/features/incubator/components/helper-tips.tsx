import { SectionCard } from "@/components/section-card";

/** The step's 'Examples & Tips'. */
export function HelperTips({ tips }: { tips: readonly string[] }) {
  if (tips.length === 0) return null;
  return (
    <SectionCard title="Examples & Tips" variant="outlined">
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {tips.map((tip, index) => (
          <li key={index}>{tip}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
