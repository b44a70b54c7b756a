import type { BriefCheckIn } from "@contract/sessions/brief";
import { lazy, Suspense } from "react";
import { LoadingLine } from "@/components/loading-screen";
import { SectionCard } from "@/components/section-card";
import { Table, type TableColumn } from "@/components/table";

// The chart library loads only for a brief with check-ins to draw.
const CheckInsChart = lazy(() => import("./check-ins-chart"));

const COLUMNS: readonly TableColumn<BriefCheckIn>[] = [
  { id: "week", header: "Week", cell: (entry) => entry.week, sortValue: (entry) => entry.week },
  {
    id: "revenue",
    header: "Revenue",
    cell: (entry) =>
      new Intl.NumberFormat(undefined, { style: "currency", currency: entry.currency }).format(entry.revenue),
  },
  { id: "clients", header: "Paying clients", cell: (entry) => entry.clients },
  { id: "leads", header: "New leads", cell: (entry) => entry.leads },
  { id: "hours", header: "Hours", cell: (entry) => entry.hours },
  { id: "confidence", header: "Confidence", cell: (entry) => `${entry.confidence}/5` },
];

/** The learner's recent check-ins: a small chart with its table. */
export function CheckInsCard({ checkIns }: { checkIns: readonly BriefCheckIn[] }) {
  return (
    <SectionCard variant="outlined" title="Recent check-ins">
      {checkIns.length === 0 ? (
        <p className="text-sm">No check-ins yet.</p>
      ) : (
        <div className="grid gap-4">
          <Suspense fallback={<LoadingLine text="Loading the chart..." />}>
            <CheckInsChart checkIns={checkIns} />
          </Suspense>
          <Table
            caption="Check-ins per week"
            columns={COLUMNS}
            rows={checkIns}
            rowKey={(entry) => String(entry.week)}
            pageSize={Math.max(1, checkIns.length)}
            initialSort={{ column: "week", direction: "descending" }}
            empty={<p className="text-sm">No check-ins yet.</p>}
          />
        </div>
      )}
    </SectionCard>
  );
}
