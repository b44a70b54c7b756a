import type { Badge, IncubatorProgress } from "@contract/incubator/learner";
import { Link } from "react-router-dom";
import { SectionCard } from "@/components/section-card";
import { routePaths } from "@/lib/route-paths";
import { Icon } from "@/components/icon";

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-field bg-base-200 p-2">
      <dt className="text-xs text-base-content/75">{label}</dt>
      <dd className="text-lg font-extrabold">{value}</dd>
    </div>
  );
}

/** 'Your Progress': XP, steps, and the badges earned so far. */
export function YourProgress({ overview, badges }: { overview: IncubatorProgress["overview"]; badges: Badge[] }) {
  return (
    <SectionCard title="Your Progress" variant="outlined">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Figure label="XP" value={overview.xp} />
        <Figure label="Steps" value={`${overview.completedSteps}/${overview.totalSteps}`} />
        <Figure label="Badges" value={`${overview.badges}/${overview.totalBadges}`} />
      </dl>
      {badges.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Badges earned">
          {badges.map((badge) => (
            <li key={badge.key} className="badge border-green-300 bg-green-100 text-green-900">
              <Icon name="medal" className="size-4" /> {badge.title}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-base-content/75">Complete every step of a phase to earn its badge.</p>
      )}
      <Link to={routePaths.incubatorPlan} className="link link-primary text-sm">
        View your business plan
      </Link>
    </SectionCard>
  );
}
