import { AggregateField, Timestamp } from "firebase-admin/firestore";
import type { AdminStats } from "../../contract/admin-stats";
import { percentage } from "../../contract/progress";
import type { Clock } from "../../lib/clock";
import { broadcasts, curatedVideos, profiles, users } from "./repository";
import { safeTimeZone, wallTime, zonedTime } from "../../lib/schedule-time";

// The admin panel's stat cards and message figures (sent broadcasts, their reads),
// all from Firestore count/sum aggregations: no document is read, whatever the number of users.

const counted = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;

/** Midnight of `now`'s day in the zone. */
function startOfDay(now: Date, timeZone: string): Date {
  const wall = wallTime(now, timeZone);
  return zonedTime(wall.year, wall.month, wall.day, 0, 0, timeZone);
}

/** "Today" is counted in `timeZone`, or else the admin's profile zone, or else UTC. */
export async function adminStats(deps: { clock: Clock }, adminUid: string, timeZone?: string): Promise<AdminStats> {
  const zone = timeZone ?? safeTimeZone((await profiles().doc(adminUid).get()).data()?.timeZone);
  const now = deps.clock.now();
  const [totalUsers, activeUsers, admins, totalVideos, activeVideos, sentToday, sent] = await Promise.all([
    counted(users()),
    counted(users().where("isActive", "==", true)),
    counted(users().where("role", "==", "admin")),
    counted(curatedVideos()),
    counted(curatedVideos().where("isActive", "==", true)),
    counted(
      broadcasts()
        .where("createdAt", ">=", Timestamp.fromDate(startOfDay(now, zone)))
        .where("createdAt", "<=", Timestamp.fromDate(now)),
    ),
    broadcasts()
      .aggregate({
        total: AggregateField.count(),
        reach: AggregateField.sum("reach"),
        readOrDismissed: AggregateField.sum("readOrDismissedCount"),
      })
      .get(),
  ]);
  const figures = sent.data();
  return {
    totalUsers,
    activeUsers,
    admins,
    totalVideos,
    activeVideos,
    messages: {
      totalSent: figures.total,
      readRate: percentage(figures.readOrDismissed ?? 0, figures.reach ?? 0),
      sentToday,
      activeRecipients: activeUsers,
    },
    timeZone: zone,
  };
}
