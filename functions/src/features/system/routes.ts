import { clientConfigSchema, healthResponseSchema, type ClientConfig } from "../../contract/auth";
import { defineRoute } from "../../http/define-route";
import { isEmulator } from "../../lib/firebase";

export const systemRoutes = [
  defineRoute({
    method: "get",
    path: "/health",
    access: "public",
    response: healthResponseSchema,
    handler: async () => ({ ok: true }),
  }),
  defineRoute({
    // Tells the web app where the emulators are, so one build works on any port layout.
    method: "get",
    path: "/config",
    access: "public",
    response: clientConfigSchema,
    handler: async (): Promise<ClientConfig> => {
      const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
      const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
      return {
        emulators: isEmulator() && authHost && firestoreHost ? { auth: authHost, firestore: firestoreHost } : null,
      };
    },
  }),
];
