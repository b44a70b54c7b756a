import type { ConsistencyRange } from "@shared/learning-days";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Tabs, type TabItem } from "@/components/tabs";
import type { DashboardStats } from "../dashboard-stats";
import { HeatMap } from "./heat-map";

const PERIODS: TabItem<ConsistencyRange>[] = [
  { id: "week", label: "Last Week" },
  { id: "month", label: "Last Month" },
  { id: "lifetime", label: "Lifetime" },
];

export function ConsistencyCard({ stats }: { stats: DashboardStats }) {
  const [period, setPeriod] = useState<ConsistencyRange>("week");
  const current = stats.consistency[period];
  return (
    <SectionCard variant="outlined" title="Learning Consistency">
      <Tabs
        label="Period"
        tabs={PERIODS}
        selected={period}
        onSelect={setPeriod}
        className="w-fit"
        panelClassName="grid gap-3"
      >
        <p>
          <span className="text-3xl font-extrabold">{current.percent}%</span>{" "}
          <span className="text-base-content/75 text-sm">
            of days active ({current.days.filter((day) => day.active).length} of {current.days.length})
          </span>
        </p>
        <HeatMap days={current.days} wide={period === "lifetime"} />
      </Tabs>
    </SectionCard>
  );
}
