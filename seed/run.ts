// `npm run seed`: loads sample data into the local emulators (idempotent).
// It refuses to touch a real project unless run with --force.
const force = process.argv.includes("--force");
const usingEmulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST);
if (!usingEmulators && !force) {
  // Talk to the local emulators on their default ports.
  process.env.FIRESTORE_EMULATOR_HOST = "127.0.0.1:8080";
  process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9099";
}
if (force && !usingEmulators) console.warn("Seeding a REAL Firebase project (--force).");
if (usingEmulators && (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST)) {
  console.error("Both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set, or neither.");
  process.exit(1);
}
process.env.GCLOUD_PROJECT ??= "demo-solosensei";

const { systemClock } = await import("../functions/src/lib/clock");
const { seedModules } = await import("./modules/index");

const context = {
  clock: systemClock,
  uids: {} as Record<string, string>,
  log: (line: string) => console.log(`  seed: ${line}`),
};
try {
  for (const module of seedModules) await module.run(context);
  console.log(`Seed loaded (${seedModules.map((module) => module.name).join(", ")}).`);
  // The admin SDK keeps its connections open; the seed is done.
  process.exit(0);
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === "ECONNREFUSED" || /ECONNREFUSED|connect/.test(String(error)))
    console.error("Cannot reach the emulators. Start them with `npm start` first.");
  else console.error(error);
  process.exit(1);
}
