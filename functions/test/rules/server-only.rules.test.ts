import { assertFails } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesTest } from "./rules-env";

// Collections only the functions read and write: no client, not even their subject or an admin.
const SERVER_ONLY = [
  "sessions",
  "passwordResetRequests",
  "idempotencyKeys",
  // Admin content: the YouTube-id guard, the announcement guard, the AI call record (read through the API).
  "curatedVideoYoutubeIds",
  "contentAnnouncements",
  "aiStatus",
];

const rules = rulesTest(Object.fromEntries(SERVER_ONLY.map((name) => [`${name}/d1`, { uid: "alice" }])));

describe.each(SERVER_ONLY)("%s", (name) => {
  it("is neither readable nor writable by its user, an admin or a visitor", async () => {
    for (const db of [rules.user("alice"), rules.admin(), rules.visitor()]) {
      await assertFails(getDoc(doc(db, `${name}/d1`)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, `${name}/d2`), { uid: "alice" }));
      await assertFails(deleteDoc(doc(db, `${name}/d1`)));
    }
  });
});
