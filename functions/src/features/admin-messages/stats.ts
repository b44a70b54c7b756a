import type { AdminStats } from "../../contract/admin-stats";
import { percentage } from "../../contract/progress";
import type { Clock } from "../../lib/clock";
import { countFigures, readProfileTimeZone } from "./repository";
import { safeTimeZone, wallTime, zonedTime } from "../../lib/schedule-time";

// The admin panel's stat cards and message figures (sent broadcasts, their reads).

/** Midnight of `now`'s day in the zone. */
function startOfDay(now: Date, timeZone: string): Date {
  const wall = wallTime(now, timeZone);
  return zonedTime(wall.year, wall.month, wall.day, 0, 0, timeZone);
}

/** "Today" is counted in `timeZone`, or else the admin's profile zone, or else UTC. */
export async function adminStats(deps: { clock: Clock }, adminUid: string, timeZone?: string): Promise<AdminStats> {
  const zone = timeZone ?? safeTimeZone(await readProfileTimeZone(adminUid));
  const now = deps.clock.now();
  const figures = await countFigures(startOfDay(now, zone), now);
  return {
    totalUsers: figures.totalUsers,
    activeUsers: figures.activeUsers,
    admins: figures.admins,
    totalVideos: figures.totalVideos,
    activeVideos: figures.activeVideos,
    messages: {
      totalSent: figures.broadcasts.total,
      readRate: percentage(figures.broadcasts.readOrDismissed, figures.broadcasts.reach),
      sentToday: figures.sentToday,
      activeRecipients: figures.activeUsers,
    },
    timeZone: zone,
  };
}
