import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesTest } from "./rules-env";

const rules = rulesTest({
  "learningPaths/p1": { userId: "alice", title: "Alice's path", createdAt: new Date() },
  "learningPaths/p1/videos/p1__abcdefghijk": { userId: "alice", youtubeVideoId: "abcdefghijk" },
  "learningPaths/p2": { userId: "bob", title: "Bob's path", createdAt: new Date() },
  "users/alice/watchedVideos/abcdefghijk": { youtubeVideoId: "abcdefghijk" },
  "users/alice/activities/a1": { type: "video_watch", createdAt: new Date() },
  "curatedVideos/c1": { title: "A video", isActive: true },
});

const alice = () => rules.user("alice");
const bob = () => rules.user("bob");
const admin = rules.admin;

describe("learningPaths", () => {
  it("the owner reads their path, its videos, and lists their own paths", async () => {
    await assertSucceeds(getDoc(doc(alice(), "learningPaths/p1")));
    await assertSucceeds(getDoc(doc(alice(), "learningPaths/p1/videos/p1__abcdefghijk")));
    await assertSucceeds(
      getDocs(
        query(collection(alice(), "learningPaths"), where("userId", "==", "alice"), orderBy("createdAt", "desc")),
      ),
    );
  });
  it("another user reads neither the path, its videos, nor a list of everyone's paths", async () => {
    await assertFails(getDoc(doc(bob(), "learningPaths/p1")));
    await assertFails(getDoc(doc(bob(), "learningPaths/p1/videos/p1__abcdefghijk")));
    await assertFails(getDocs(collection(bob(), "learningPaths")));
    await assertFails(getDocs(query(collection(bob(), "learningPaths"), where("userId", "==", "alice"))));
    await assertFails(getDocs(query(collectionGroup(bob(), "videos"), where("userId", "==", "alice"))));
  });
  it("admins read any path and its videos", async () => {
    await assertSucceeds(getDoc(doc(admin(), "learningPaths/p1")));
    await assertSucceeds(getDoc(doc(admin(), "learningPaths/p1/videos/p1__abcdefghijk")));
  });
  it("no client writes paths or videos", async () => {
    await assertFails(setDoc(doc(alice(), "learningPaths/p3"), { userId: "alice", title: "New" }));
    await assertFails(updateDoc(doc(alice(), "learningPaths/p1"), { watchedVideos: 99 }));
    await assertFails(deleteDoc(doc(alice(), "learningPaths/p1")));
    await assertFails(setDoc(doc(alice(), "learningPaths/p1/videos/x"), { userId: "alice" }));
    await assertFails(updateDoc(doc(admin(), "learningPaths/p1"), { title: "Changed" }));
  });
});

describe("watchedVideos and activities", () => {
  it.each(["users/alice/watchedVideos/abcdefghijk", "users/alice/activities/a1"])(
    "%s: the owner and admins read; others do not; nobody writes",
    async (path) => {
      await assertSucceeds(getDoc(doc(alice(), path)));
      await assertSucceeds(getDoc(doc(admin(), path)));
      await assertFails(getDoc(doc(bob(), path)));
      await assertFails(setDoc(doc(alice(), path), { x: 1 }));
      await assertFails(deleteDoc(doc(admin(), path)));
    },
  );
  it("the owner lists their own watched videos and activities", async () => {
    await assertSucceeds(getDocs(collection(alice(), "users/alice/watchedVideos")));
    await assertSucceeds(getDocs(query(collection(alice(), "users/alice/activities"), orderBy("createdAt", "desc"))));
    await assertFails(getDocs(collection(bob(), "users/alice/activities")));
  });
});

describe("curatedVideos", () => {
  it("is read through the API only", async () => {
    await assertFails(getDoc(doc(alice(), "curatedVideos/c1")));
    await assertFails(setDoc(doc(admin(), "curatedVideos/c2"), { title: "x" }));
  });
});
