import { useId } from "react";
import { useAdminStats } from "@/lib/admin-stats";

/** The real message figures that replace the spec's placeholders (docs/decisions/011-inboxes-and-broadcasts.md). */
export function MessageStatistics() {
  const headingId = useId();
  const stats = useAdminStats();
  const figures = stats.data?.messages;
  const items = [
    { label: "Total Sent", value: figures?.totalSent },
    { label: "Read Rate", value: figures && `${figures.readRate}%` },
    { label: "Sent Today", value: figures?.sentToday },
    { label: "Active Recipients", value: figures?.activeRecipients },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold">
        Message Statistics
      </h2>
      {stats.isError ? (
        <p role="alert" className="text-error">
          Unable to load the message statistics.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {items.map((item) => (
            <div key={item.label} className="rounded-box border border-base-300 p-3">
              <dt className="text-sm text-base-content/75">{item.label}</dt>
              <dd className="text-2xl font-bold" aria-busy={item.value === undefined}>
                {item.value ?? "..."}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
