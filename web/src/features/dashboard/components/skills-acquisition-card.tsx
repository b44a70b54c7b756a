import { PILLAR_INFO } from "@contract/pillars";
import { PILLAR_BG } from "@/components/progress-bar";
import { SectionCard } from "@/components/section-card";
import type { DashboardStats } from "../dashboard-stats";

export function SkillsAcquisitionCard({ stats }: { stats: DashboardStats }) {
  const max = Math.max(1, ...stats.pillars.map((entry) => entry.activities));
  return (
    <SectionCard variant="outlined" title="Skills Acquisition" description="Learning activities per success pillar">
      <ul className="grid gap-3">
        {stats.pillars.map((entry) => (
          <li key={entry.pillar} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2">
            <span className="text-sm font-semibold">{entry.pillar}</span>
            <div className="bg-base-200 h-5 overflow-hidden rounded-full" aria-hidden="true">
              <div
                className={`h-full rounded-full ${PILLAR_BG[entry.pillar]}`}
                style={{ width: `${(entry.activities / max) * 100}%` }}
                title={PILLAR_INFO[entry.pillar].tagline}
              />
            </div>
            <span className="text-sm">
              {entry.activities} {entry.activities === 1 ? "activity" : "activities"}
              <span className="sr-only">, {entry.videos} videos watched</span>
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
