import { z } from "zod/mini";
import { timeZoneSchema } from "./common";

/**
 * `GET /api/admin/stats?timeZone=`: "today" is counted in this IANA zone (default: the admin's
 * profile zone, else UTC). Its one parameter; any other is a mistake worth a 400.
 */
export const adminStatsQuerySchema = z.strictObject({ timeZone: z.optional(timeZoneSchema) });
export type AdminStatsQuery = z.infer<typeof adminStatsQuerySchema>;

/**
 * The admin panel's five stat cards and the real message figures (sent, read rate) that
 * replace its placeholders.
 */
export const adminStatsSchema = z.object({
  totalUsers: z.int().check(z.gte(0)),
  activeUsers: z.int().check(z.gte(0)),
  admins: z.int().check(z.gte(0)),
  totalVideos: z.int().check(z.gte(0)),
  activeVideos: z.int().check(z.gte(0)),
  messages: z.object({
    /** Every broadcast sent (admin messages and New Content announcements). */
    totalSent: z.int().check(z.gte(0)),
    /** Users who read or dismissed a broadcast / users it reached, over all broadcasts, whole percent. */
    readRate: z.int().check(z.gte(0), z.lte(100)),
    /** Broadcasts sent since midnight in `timeZone`. */
    sentToday: z.int().check(z.gte(0)),
    /** Who a message sent now reaches: the active users. */
    activeRecipients: z.int().check(z.gte(0)),
  }),
  /** The zone "today" was counted in. */
  timeZone: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
