import type { IncubatorProgress } from "@contract/incubator/learner";
import { ProgressBar } from "@/components/progress-bar";

/** The roadmap's overall progress, kept in view while the phases scroll. */
export function RoadmapProgress({ overview }: { overview: IncubatorProgress["overview"] }) {
  return (
    <section
      aria-label="Overall progress"
      className="sticky top-0 z-20 -mx-4 mb-5 border-b border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur lg:-mx-8 lg:px-8"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="text-lg font-extrabold">{overview.percent}% complete</span>
        <span className="flex gap-4 font-semibold">
          <span>{overview.xp} XP</span>
          <span>
            Badges {overview.badges}/{overview.totalBadges}
          </span>
        </span>
      </div>
      <ProgressBar value={overview.percent} label="Incubator progress" />
    </section>
  );
}
