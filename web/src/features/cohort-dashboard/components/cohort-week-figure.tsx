import type { WeekFigures } from "@contract/cohorts/dashboard";
import type { ReactNode } from "react";
import { ChartFrame } from "@/components/chart-frame";
import { Table, type TableColumn } from "@/components/table";

export const weekLabel = (week: number) => `Week ${week}`;

/** A chart of the cohort's weeks with their table beside it (under it on phones and tablets). */
export function CohortWeekFigure({
  summary,
  caption,
  columns,
  series,
  children,
}: {
  summary: string;
  caption: string;
  columns: readonly TableColumn<WeekFigures>[];
  series: readonly WeekFigures[];
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
      <ChartFrame summary={summary}>{children}</ChartFrame>
      {/* Scrolls by keyboard too; named apart from the table's own region inside it (axe's landmark-unique). */}
      <div className="max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-label={`${caption}, scrollable`}>
        <Table
          caption={caption}
          columns={[{ id: "week", header: "Week", cell: (week) => weekLabel(week.week) }, ...columns]}
          rows={series}
          rowKey={(week) => String(week.week)}
          pageSize={Math.max(1, series.length)}
          empty={<p className="text-base-content/75 text-sm">No weeks to show.</p>}
        />
      </div>
    </div>
  );
}
