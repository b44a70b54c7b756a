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
import { created, defineRoute, handled } from "../../http/define-route";
import { isCrossSite } from "../../http/origin";
import { clientIp, consume } from "../../http/rate-limit";
import { clearSessionCookie, readSession, sessionReply } from "../../http/session";
import { clientAddress } from "../../lib/client-address";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;

/** A generous ceiling per IP for all auth calls: whole offices share one address. */
async function limitByIp(req: Request) {
  const ip = clientIp(req);
  if (ip) await consume(service.authPerIpRule, ip, clock);
}

export const authRoutes = [
  defineRoute({
    method: "post",
    path: "/register",
    access: "public",
    body: registerRequestSchema,
    response: authResponseSchema,
    handler: async ({ body, req, res }) => {
      await limitByIp(req);
      return created(sessionReply(res, await service.register(body, clock)));
    },
  }),
  defineRoute({
    method: "post",
    path: "/login",
    access: "public",
    body: loginRequestSchema,
    response: authResponseSchema,
    handler: async ({ body, req, res }) => {
      await limitByIp(req);
      return sessionReply(res, await service.login(body, clientAddress(req), clock));
    },
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
  defineRoute({
    method: "post",
    path: "/auth/forgot-password",
    access: "public",
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    handler: async ({ body, req }) => {
      await limitByIp(req);
      await service.forgotPassword(body.email, clock);
      return { message: service.FORGOT_PASSWORD_MESSAGE };
    },
  }),
  defineRoute({
    method: "post",
    path: "/auth/reset-password",
    access: "public",
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    handler: async ({ body, req }) => {
      await limitByIp(req);
      await service.resetPassword(body.token, body.newPassword, clock);
      return { message: "Your password has been reset. You can now sign in with your new password." };
    },
  }),
];
