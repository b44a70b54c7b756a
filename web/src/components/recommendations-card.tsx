import { useRecommendations } from "@/lib/recommendations";
import { SectionCard } from "./section-card";

/**
 * 'Recommended for You': the learner's recommendations, numbered. Home shows the first 3; the
 * dashboard, whose nav badge counts them, shows them all.
 */
export function RecommendationsCard({ limit }: { limit?: number }) {
  const { data, isPending, isError } = useRecommendations();
  const items = data?.recommendations.slice(0, limit) ?? [];
  return (
    <SectionCard title="Recommended for You">
      {isPending ? (
        <span role="status" className="loading loading-dots loading-sm" aria-label="Loading recommendations" />
      ) : isError ? (
        <p className="text-base-content/70">Recommendations are not available right now.</p>
      ) : items.length ? (
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => (
            <li key={item} className="flex gap-3 rounded-field bg-base-200 p-3">
              <span className="font-bold text-secondary">{index + 1}</span>
              <span>{item}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-base-content/70">You are doing great: no recommendations right now.</p>
      )}
    </SectionCard>
  );
}
