import { assertFails } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { list, read, remove, write, rulesTest } from "./rules-env";

// The Incubator is read through /api/incubator only: no client reads or writes its launch switch,
// its content or a learner's work, not even the learner or an admin, whether the Incubator is open
// to learners or not (firestore.rules, "The Incubator").
const PATHS = [
  "incubatorLaunch/current",
  "incubatorPhases/DISCOVER",
  "incubatorSteps/1",
  "users/alice/incubator/state",
  "users/alice/incubatorProgress/1",
  "users/alice/incubatorAttempts/a1",
  "users/alice/incubatorAwards/step_pass_1",
  "users/alice/incubatorRecommendations/r1",
];

describe.each([
  ["closed to learners", false],
  ["open to learners", true],
])("with the Incubator %s", (_, open) => {
  const seed = Object.fromEntries(PATHS.map((path) => [path, { title: "x" }]));
  const rules = rulesTest({ ...seed, "incubatorLaunch/current": { open } });

  it.each(PATHS)("%s is neither readable nor writable by its learner, an admin or a visitor", async (path) => {
    const parent = path.slice(0, path.lastIndexOf("/"));
    for (const db of [rules.user("alice"), rules.admin(), rules.visitor()]) {
      await assertFails(read(db, path));
      await assertFails(list(db, parent));
      await assertFails(write(db, `${parent}/new`, { title: "x" }));
      await assertFails(remove(db, path));
    }
  });
});
