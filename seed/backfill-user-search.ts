// `npm run backfill:user-search`: writes the admin search prefixes (functions/src/lib/user-search.ts)
// on every user document that lacks them or holds stale ones. Idempotent. Without arguments it
// runs against the local emulators; `-- --project <id>` runs it against that Firebase project
// with Application Default Credentials (`gcloud auth application-default login`).
const projectFlag = process.argv.indexOf("--project");
const project = projectFlag >= 0 ? process.argv[projectFlag + 1] : undefined;
if (projectFlag >= 0 && !project) {
  console.error("Usage: npm run backfill:user-search -- --project <project-id>");
  process.exit(1);
}
if (project) {
  process.env.GCLOUD_PROJECT = project;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  console.warn(`Backfilling user search prefixes in the REAL project ${project}.`);
} else {
  process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  process.env.GCLOUD_PROJECT ??= "demo-solosensei";
}

const { backfillUserSearch } = await import("../functions/src/lib/user-search");
try {
  const changed = await backfillUserSearch();
  console.log(`User search prefixes written on ${changed} user document(s).`);
  // The admin SDK keeps its connections open; the backfill is done.
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
