import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { list, read, remove, write, rulesTest } from "./rules-env";

const paths = {
  activities: "users/alice/activities/a1",
  learningSummary: "users/alice/summaries/learning",
  skillProgress: "users/alice/skillProgress/SHAPE",
  assessments: "users/alice/assessments/latest",
};

const rules = rulesTest(Object.fromEntries(Object.values(paths).map((path) => [path, { seeded: true }])));

describe.each(Object.entries(paths))("%s", (_name, path) => {
  const parent = path.slice(0, path.lastIndexOf("/"));
  it("the owner reads the document and the collection", async () => {
    const db = rules.user("alice");
    await assertSucceeds(read(db, path));
    await assertSucceeds(list(db, parent));
  });
  it("an admin reads them", async () => {
    const db = rules.admin();
    await assertSucceeds(read(db, path));
    await assertSucceeds(list(db, parent));
  });
  it("another user and visitors read nothing", async () => {
    await assertFails(read(rules.user("bob"), path));
    await assertFails(list(rules.user("bob"), parent));
    await assertFails(read(rules.visitor(), path));
  });
  it("no client writes, not even the owner or an admin", async () => {
    await assertFails(write(rules.user("alice"), path, { forged: true }));
    await assertFails(remove(rules.user("alice"), path));
    await assertFails(write(rules.admin(), path, { forged: true }));
  });
});
