import { z } from "zod/mini";
import {
  confirmVerificationRequestSchema,
  confirmVerificationResponseSchema,
  emailAudienceSchema,
  failedDeliveryListQuerySchema,
  failedDeliveryPageSchema,
  notificationSettingsSchema,
  resubscribeRequestSchema,
  sendVerificationResponseSchema,
  unsubscribePageRequestSchema,
  unsubscribeResultSchema,
  updateNotificationSettingsRequestSchema,
} from "../../contract/email";
import { defineRoute } from "../../http/define-route";
import { clientAddress } from "../../lib/client-address";
import { systemClock } from "../../lib/clock";
import { emailAudience, listFailedDeliveries } from "./deliveries";
import { systemEmailDeps } from "./sender";
import * as settings from "./settings";
import * as unsubscribe from "./unsubscribe";

/** A one-click POST's query: whatever arrives, the answer is a 200 (RFC 8058), so nothing is refused. */
const oneClickQuerySchema = z.object({ token: z.catch(z.string(), "") });

/** The learner's notification settings and address, unsubscribing, and the admin's email figures. */
export const emailRoutes = [
  defineRoute({
    method: "get",
    path: "/notifications/settings",
    access: "user",
    response: notificationSettingsSchema,
    handler: ({ session }) => settings.readNotificationSettings(session.uid, systemClock),
  }),
  defineRoute({
    method: "put",
    path: "/notifications/settings",
    access: "user",
    body: updateNotificationSettingsRequestSchema,
    response: notificationSettingsSchema,
    handler: ({ session, body }) => settings.updateNotificationSettings(session.uid, body, systemClock),
  }),
  defineRoute({
    method: "post",
    path: "/notifications/verification",
    access: "user",
    response: sendVerificationResponseSchema,
    handler: ({ session }) => settings.sendVerification(session.uid, systemEmailDeps()),
  }),
  defineRoute({
    method: "post",
    path: "/notifications/verification/confirm",
    access: "public",
    body: confirmVerificationRequestSchema,
    response: confirmVerificationResponseSchema,
    handler: ({ body, req }) => settings.confirmVerification(body.oobCode, clientAddress(req), systemClock),
  }),
  defineRoute({
    method: "post",
    path: "/email/unsubscribe",
    access: "public",
    oneClickUnsubscribe: true,
    query: oneClickQuerySchema,
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ query }) => {
      await unsubscribe.unsubscribeOneClick(query.token, systemClock);
      return { ok: true as const };
    },
  }),
  defineRoute({
    method: "post",
    path: "/email/unsubscribe/page",
    access: "public",
    body: unsubscribePageRequestSchema,
    response: unsubscribeResultSchema,
    handler: ({ body }) => unsubscribe.unsubscribeFromPage(body.token, systemClock),
  }),
  defineRoute({
    method: "post",
    path: "/email/resubscribe",
    access: "public",
    body: resubscribeRequestSchema,
    response: unsubscribeResultSchema,
    handler: ({ body }) => unsubscribe.resubscribe(body.token, body.categories, systemClock),
  }),
  defineRoute({
    method: "get",
    path: "/admin/email/failures",
    access: "admin",
    query: failedDeliveryListQuerySchema,
    response: failedDeliveryPageSchema,
    handler: ({ query }) => listFailedDeliveries(query.limit, query.cursor),
  }),
  defineRoute({
    method: "get",
    path: "/admin/email/audience",
    access: "admin",
    response: emailAudienceSchema,
    handler: () => emailAudience(),
  }),
];
