// What the `npm run backfill:*` scripts share: without arguments they run against the local
// emulators; `-- --project <id>` runs them against that Firebase project with Application Default
// Credentials (`gcloud auth application-default login`).

/**
 * Points the admin SDK at the target, then runs `work` (which imports the functions code itself,
 * so the SDK starts after the target is set) and prints what it answers.
 */
export async function runBackfill(script: string, what: string, work: () => Promise<string>) {
  const projectFlag = process.argv.indexOf("--project");
  const project = projectFlag >= 0 ? process.argv[projectFlag + 1] : undefined;
  if (projectFlag >= 0 && !project) {
    console.error(`Usage: npm run ${script} -- --project <project-id>`);
    process.exit(1);
  }
  if (project) {
    process.env.GCLOUD_PROJECT = project;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    console.warn(`Backfilling ${what} in the REAL project ${project}.`);
  } else {
    process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
    process.env.GCLOUD_PROJECT ??= "demo-solosensei";
  }
  try {
    console.log(await work());
    // The admin SDK keeps its connections open; the backfill is done.
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
