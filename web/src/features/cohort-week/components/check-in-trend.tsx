import type { CheckIn } from "@contract/cohorts/week";
import { lazy, Suspense } from "react";
import { LoadingLine } from "@/components/loading-screen";
import { SectionCard } from "@/components/section-card";
import { Table, type TableColumn } from "@/components/table";
import { useSessionUser } from "@/lib/session-user";
import { useCheckIns } from "../api/list-check-ins";

// The chart library loads only for a learner with check-ins to draw.
const CheckInChart = lazy(() => import("./check-in-chart"));

const COLUMNS: readonly TableColumn<CheckIn>[] = [
  { id: "week", header: "Week", cell: (entry) => entry.week, sortValue: (entry) => entry.week },
  {
    id: "revenue",
    header: "Revenue",
    cell: (entry) =>
      new Intl.NumberFormat(undefined, { style: "currency", currency: entry.currency }).format(entry.revenue),
    sortValue: (entry) => entry.revenue,
  },
  { id: "clients", header: "Paying clients", cell: (entry) => entry.clients },
  { id: "leads", header: "New leads", cell: (entry) => entry.leads },
  { id: "hours", header: "Hours", cell: (entry) => entry.hours },
  { id: "confidence", header: "Confidence", cell: (entry) => `${entry.confidence}/5` },
];

/** The dashboard's check-in trend: a chart with its table beside it; nothing outside a cohort or before a first check-in. */
export default function CheckInTrend() {
  const { data } = useCheckIns(useSessionUser().id);
  if (!data?.checkIns.length) return null;
  const { checkIns } = data;
  return (
    <SectionCard variant="outlined" title="Your weekly check-ins" className="lg:col-span-2">
      <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
        <Suspense fallback={<LoadingLine text="Loading the chart..." />}>
          <CheckInChart checkIns={checkIns} />
        </Suspense>
        <Table
          caption="Your check-ins per week"
          columns={COLUMNS}
          rows={checkIns}
          rowKey={(entry) => String(entry.week)}
          pageSize={Math.max(1, checkIns.length)}
          initialSort={{ column: "week", direction: "descending" }}
          empty={<p className="text-sm">No check-ins yet.</p>}
        />
      </div>
    </SectionCard>
  );
}
