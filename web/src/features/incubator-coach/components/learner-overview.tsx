import type { LearnerIncubator } from "@contract/incubator/coach";
import { formatDate } from "@contract/relative-time";
import { ProgressBar } from "@/components/progress-bar";
import { SectionCard } from "@/components/section-card";

/** The learner's XP, badges and steps complete, and the badges they earned. */
export function LearnerOverview({ incubator }: { incubator: LearnerIncubator }) {
  const { overview } = incubator.progress;
  return (
    <SectionCard title="Progress" variant="outlined">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-base-content/75">XP</dt>
          <dd className="text-2xl font-bold">{overview.xp}</dd>
        </div>
        <div>
          <dt className="text-sm text-base-content/75">Badges</dt>
          <dd className="text-2xl font-bold">
            {overview.badges}/{overview.totalBadges}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-base-content/75">Steps complete</dt>
          <dd className="text-2xl font-bold">
            {overview.completedSteps}/{overview.totalSteps}
          </dd>
        </div>
      </dl>
      <ProgressBar value={overview.percent} label={`Steps complete: ${overview.percent}%`} />
      {incubator.badges.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Badges earned">
          {incubator.badges.map((badge) => (
            <li key={badge.key} className="badge border-green-300 bg-green-100 text-green-900">
              {badge.title} · {formatDate(new Date(badge.awardedAt))}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
