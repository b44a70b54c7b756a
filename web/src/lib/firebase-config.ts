const env = import.meta.env;
const config = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};
const missing = Object.keys(config).filter((key) => !config[key as keyof typeof config]);
const envName = (key: string) => `VITE_FIREBASE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
// Checked at start-up: a deployed build without its config fails at once, naming what is missing.
if (env.VITE_FIREBASE_PROJECT_ID && missing.length > 0)
  throw new Error(`Invalid Firebase configuration: ${missing.map(envName).join(", ")} missing or empty`);

/** The Firebase web config: VITE_FIREBASE_* in production; without them, the emulators'. */
export const firebaseWebConfig = env.VITE_FIREBASE_PROJECT_ID
  ? { config: config as Record<keyof typeof config, string>, useEmulators: false }
  : {
      config: {
        apiKey: "demo-api-key",
        authDomain: "demo-solosensei.firebaseapp.com",
        projectId: "demo-solosensei",
        appId: "demo-app",
      },
      useEmulators: true,
    };
