import { browserTimeZone } from "./time-zone";

/**
 * The admin panel's figures' address; "today" is the admin's day where the browser is (docs/decisions.md
 * "Admin content: curated videos, sent messages, stats, AI status"). Apart from admin-stats.ts, free of the contract's schemas: the boot script starts it.
 */
export function adminStatsPath() {
  const timeZone = browserTimeZone();
  return `/admin/stats${timeZone ? `?${new URLSearchParams({ timeZone })}` : ""}`;
}
