import type { ActivityDoc } from "@contract/activity";
import { formatAge } from "@contract/relative-time";
import { SectionCard } from "@/components/section-card";
import type { Live } from "@/lib/live-query";

export function RecentActivitiesCard({ activities, now }: { activities: Live<ActivityDoc>[]; now: Date }) {
  return (
    <SectionCard variant="outlined" title="Recent Activities">
      {activities.length === 0 ? (
        <p className="text-base-content/75 text-sm">No activity yet. Watch a video to get started.</p>
      ) : (
        <ul className="divide-base-300 divide-y">
          {activities.map((activity) => (
            <li key={activity.id} className="flex items-start justify-between gap-3 py-2">
              <div>
                <p className="text-sm font-semibold">{activity.title}</p>
                {activity.description && <p className="text-base-content/75 text-xs">{activity.description}</p>}
              </div>
              <time
                className="text-base-content/70 shrink-0 text-xs"
                dateTime={activity.createdAt.toDate().toISOString()}
              >
                {formatAge(activity.createdAt.toDate(), now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
