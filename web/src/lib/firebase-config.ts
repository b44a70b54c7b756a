/**
 * The Firebase web config. In production it comes from VITE_FIREBASE_* variables, checked here at
 * start-up; without them the app runs against the emulators.
 */
function readConfig() {
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
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  const missing = Object.keys(config).filter((key) => !config[key as keyof typeof config]);
  if (missing.length > 0) {
    const names = missing.map((key) => `VITE_FIREBASE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`);
    throw new Error(`Invalid Firebase configuration: ${names.join(", ")} missing or empty`);
  }
  return { config: config as Record<keyof typeof config, string>, useEmulators: false };
}

export const firebaseWebConfig = readConfig();
