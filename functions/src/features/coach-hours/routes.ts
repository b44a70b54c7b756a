import {
  calendarFeedParamsSchema,
  calendarFeedSchema,
  coachHoursRequestSchema,
  coachHoursSchema,
  sessionSettingsSchema,
} from "../../contract/sessions/coach";
import { created, defineRoute, handled, noContent } from "../../http/define-route";
import { auditActor } from "../../lib/audit-actor";
import { systemClock } from "../../lib/clock";
import { appUrl } from "../../lib/params";
import * as service from "./service";

const clock = systemClock;

// Every admin is a coach: each reads and writes their own hours and feed (the session names
// them). The feed itself is public: its token is its only authority, and a wrong one is a 404.
export const coachHoursRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/coach-hours",
    access: "admin",
    response: coachHoursSchema,
    handler: ({ session }) => service.readHours({ clock }, session.uid),
  }),
  defineRoute({
    method: "put",
    path: "/admin/coach-hours",
    access: "admin",
    body: coachHoursRequestSchema,
    response: coachHoursSchema,
    handler: ({ session, body }) => service.saveHours({ clock }, session.uid, body),
  }),
  defineRoute({
    method: "post",
    path: "/admin/coach-hours/feed",
    access: "admin",
    response: calendarFeedSchema,
    handler: async ({ session }) => created(await service.renewFeed({ clock, appUrl: appUrl.value() }, session.uid)),
  }),
  defineRoute({
    method: "delete",
    path: "/admin/coach-hours/feed",
    access: "admin",
    handler: async ({ session }) => {
      await service.revokeFeed({ clock }, session.uid);
      return noContent();
    },
  }),
  defineRoute({
    method: "get",
    path: "/calendar-feeds/:token",
    access: "public",
    params: calendarFeedParamsSchema,
    handler: async ({ params, res }) => {
      const calendar = await service.readFeed({ clock }, params.token);
      // Calendars poll the feed; the token is in the URL, so no shared cache may keep it.
      res.setHeader("Cache-Control", "private, no-store");
      res.status(200).type("text/calendar; charset=utf-8").send(calendar);
      return handled();
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/session-settings",
    access: "admin",
    response: sessionSettingsSchema,
    handler: () => service.readSessionSettings(),
  }),
  defineRoute({
    method: "put",
    path: "/admin/session-settings",
    access: "admin",
    body: sessionSettingsSchema,
    response: sessionSettingsSchema,
    handler: ({ session, body }) => service.saveSessionSettings({ clock, actor: auditActor }, session.uid, body),
  }),
];
