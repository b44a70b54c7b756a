import { assertFails } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { list, read, remove, write, rulesTest } from "./rules-env";

// The Incubator is read through /api/incubator only: no client reads or writes its content or a
// learner's work, not even the learner or an admin (firestore.rules, "The Incubator").
const PATHS = [
  "incubatorPhases/DISCOVER",
  "incubatorSteps/1",
  "users/alice/incubator/state",
  "users/alice/incubatorProgress/1",
  "users/alice/incubatorAttempts/a1",
  "users/alice/incubatorAwards/step_pass_1",
  "users/alice/incubatorRecommendations/r1",
];

const rules = rulesTest(Object.fromEntries(PATHS.map((path) => [path, { title: "x" }])));

describe.each(PATHS)("%s", (path) => {
  it("is neither readable nor writable by its learner, an admin or a visitor", async () => {
    const parent = path.slice(0, path.lastIndexOf("/"));
    for (const db of [rules.user("alice"), rules.admin(), rules.visitor()]) {
      await assertFails(read(db, path));
      await assertFails(list(db, parent));
      await assertFails(write(db, `${parent}/new`, { title: "x" }));
      await assertFails(remove(db, path));
    }
  });
});
