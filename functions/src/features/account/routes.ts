import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  deleteAccountRequestSchema,
} from "../../contract/account";
import { authResponseSchema, messageResponseSchema } from "../../contract/auth";
import { defineRoute, handled } from "../../http/define-route";
import { clearSessionCookie, sessionReply, setSessionCookie } from "../../http/session";
import { clientAddress } from "../../lib/client-address";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

export const accountRoutes = [
  defineRoute({
    method: "post",
    path: "/account/change-password",
    access: "user",
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    handler: async ({ session, body, req, res }) => {
      const result = await service.changePassword(session.uid, body, clientAddress(req), systemClock);
      setSessionCookie(res, result.cookie);
      return { message: "Your password has been changed.", customToken: result.customToken };
    },
  }),
  defineRoute({
    method: "post",
    path: "/account/change-email",
    access: "user",
    body: changeEmailRequestSchema,
    response: authResponseSchema,
    handler: async ({ session, body, req, res }) =>
      sessionReply(res, await service.changeEmail(session.uid, body, clientAddress(req), systemClock)),
  }),
  defineRoute({
    method: "post",
    path: "/account/delete",
    access: "user",
    body: deleteAccountRequestSchema,
    response: messageResponseSchema,
    handler: async ({ session, body, req, res }) => {
      await service.deleteAccount(session.uid, body.password, clientAddress(req), systemClock);
      clearSessionCookie(res);
      return { message: "Your account has been deleted." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/account/export",
    access: "user",
    handler: async ({ session, res }) => {
      const { username, data } = await service.exportData(session.uid, systemClock);
      const day = systemClock.now().toISOString().slice(0, 10);
      res.setHeader("Content-Disposition", `attachment; filename="solosensei_data_${username}_${day}.json"`);
      res.status(200).json(data);
      return handled();
    },
  }),
];
