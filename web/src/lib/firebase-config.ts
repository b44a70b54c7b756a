import { z } from "zod/mini";

/**
 * The Firebase web config. In production it comes from VITE_FIREBASE_* variables,
 * checked here at start-up; without them the app runs against the emulators.
 */
const productionConfigSchema = z.object({
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  appId: z.string().check(z.minLength(1)),
});

export type FirebaseWebConfig = z.infer<typeof productionConfigSchema>;

function readConfig(): { config: FirebaseWebConfig; useEmulators: boolean } {
  const env = import.meta.env;
  if (!env.VITE_FIREBASE_PROJECT_ID)
    return {
      config: {
        apiKey: "demo-api-key",
        authDomain: "demo-solosensei.firebaseapp.com",
        projectId: "demo-solosensei",
        appId: "demo-app",
      },
      useEmulators: true,
    };
  const parsed = productionConfigSchema.safeParse({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  });
  if (!parsed.success)
    throw new Error(
      `Invalid Firebase configuration: ${parsed.error.issues
        .map(
          (issue) =>
            `VITE_FIREBASE_${String(issue.path[0])
              .replace(/[A-Z]/g, (c) => `_${c}`)
              .toUpperCase()}`,
        )
        .join(", ")} missing or empty`,
    );
  return { config: parsed.data, useEmulators: false };
}

export const firebaseWebConfig = readConfig();
