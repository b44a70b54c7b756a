import type { AdminStats } from "@contract/admin-stats";

const CARDS = [
  { label: "Total Users", value: (stats: AdminStats) => stats.totalUsers },
  { label: "Active Users", value: (stats: AdminStats) => stats.activeUsers },
  { label: "Admins", value: (stats: AdminStats) => stats.admins },
  { label: "Total Videos", value: (stats: AdminStats) => stats.totalVideos },
  { label: "Active Videos", value: (stats: AdminStats) => stats.activeVideos },
] as const;

/** The five stat cards: two a row on phones, all five in a row on desktops. */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Statistics">
      {CARDS.map((card) => (
        <div key={card.label} className="card bg-base-100 border-base-300 gap-1 border p-4 shadow-sm">
          <dt className="text-base-content/75 text-sm font-semibold">{card.label}</dt>
          <dd className="text-3xl font-extrabold tabular-nums">{card.value(stats).toLocaleString("en-US")}</dd>
        </div>
      ))}
    </dl>
  );
}
