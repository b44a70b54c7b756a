import type { Request } from "express";
import {
  authResponseSchema,
  customTokenResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  userSchema,
} from "../../contract/auth";
import type { z } from "zod/mini";
import { created, defineRoute, handled, type RouteSpec } from "../../http/define-route";
import { isCrossSite } from "../../http/origin";
import { clientIp, consume } from "../../http/rate-limit";
import { clearSessionCookie, readSession, sessionReply } from "../../http/session";
import { clientAddress } from "../../lib/client-address";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;

/** A generous ceiling per IP for the sign-in flows' calls: whole offices share one address. */
async function limitByIp(req: Request) {
  const ip = clientIp(req);
  if (ip) await consume(service.authPerIpRule, ip, clock);
}

/** A public POST of the sign-in flows (register, sign in, forgotten password): limited per IP first. */
function signInFlowRoute<BS extends z.ZodMiniType>(route: {
  path: string;
  body: BS;
  response: z.ZodMiniType;
  handler: RouteSpec<"public", BS, undefined, undefined>["handler"];
}) {
  return defineRoute({
    method: "post",
    path: route.path,
    access: "public",
    body: route.body,
    response: route.response,
    handler: async (ctx) => {
      await limitByIp(ctx.req);
      return route.handler(ctx);
    },
  });
}

export const authRoutes = [
  signInFlowRoute({
    path: "/register",
    body: registerRequestSchema,
    response: authResponseSchema,
    handler: async ({ body, res }) => created(sessionReply(res, await service.register(body, clock))),
  }),
  signInFlowRoute({
    path: "/login",
    body: loginRequestSchema,
    response: authResponseSchema,
    handler: async ({ body, req, res }) => sessionReply(res, await service.login(body, clientAddress(req), clock)),
  }),
  defineRoute({
    method: "post",
    path: "/logout",
    access: "public",
    response: messageResponseSchema,
    handler: async ({ session, res }) => {
      if (session) await service.logout(session.uid);
      clearSessionCookie(res);
      return { message: "Signed out" };
    },
  }),
  defineRoute({
    // A browser navigation: it cannot send JSON, so it only ever ends the session. A link on
    // another site must not sign the user out, so a cross-site navigation just lands on the app.
    method: "get",
    path: "/logout",
    access: "public",
    handler: async ({ req, res }) => {
      if (isCrossSite(req)) {
        res.redirect(302, "/");
        return handled();
      }
      const session = await readSession(req).catch(() => null);
      if (session) await service.logout(session.uid);
      clearSessionCookie(res);
      res.redirect(302, "/");
      return handled();
    },
  }),
  defineRoute({
    method: "get",
    path: "/user",
    access: "user",
    response: userSchema,
    handler: ({ session }) => service.currentUser(session.uid),
  }),
  defineRoute({
    // Signs the web SDK in again for an existing cookie session (e.g. a fresh tab with cleared storage).
    method: "post",
    path: "/auth/token",
    access: "user",
    response: customTokenResponseSchema,
    handler: async ({ session }) => ({ customToken: await service.customTokenFor(session.uid) }),
  }),
  signInFlowRoute({
    path: "/auth/forgot-password",
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    handler: async ({ body }) => {
      await service.forgotPassword(body.email, clock);
      return { message: service.FORGOT_PASSWORD_MESSAGE };
    },
  }),
  signInFlowRoute({
    path: "/auth/reset-password",
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    handler: async ({ body }) => {
      await service.resetPassword(body.token, body.newPassword, clock);
      return { message: "Your password has been reset. You can now sign in with your new password." };
    },
  }),
];
