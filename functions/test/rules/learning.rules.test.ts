import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collectionGroup, getDocs, orderBy, query, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { list, read, remove, update, write, rulesTest } from "./rules-env";

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
    await assertSucceeds(read(alice(), "learningPaths/p1"));
    await assertSucceeds(read(alice(), "learningPaths/p1/videos/p1__abcdefghijk"));
    await assertSucceeds(list(alice(), "learningPaths", where("userId", "==", "alice"), orderBy("createdAt", "desc")));
  });
  it("another user reads neither the path, its videos, nor a list of everyone's paths", async () => {
    await assertFails(read(bob(), "learningPaths/p1"));
    await assertFails(read(bob(), "learningPaths/p1/videos/p1__abcdefghijk"));
    await assertFails(list(bob(), "learningPaths"));
    await assertFails(list(bob(), "learningPaths", where("userId", "==", "alice")));
    await assertFails(getDocs(query(collectionGroup(bob(), "videos"), where("userId", "==", "alice"))));
  });
  it("admins read any path and its videos", async () => {
    await assertSucceeds(read(admin(), "learningPaths/p1"));
    await assertSucceeds(read(admin(), "learningPaths/p1/videos/p1__abcdefghijk"));
  });
  it("no client writes paths or videos", async () => {
    await assertFails(write(alice(), "learningPaths/p3", { userId: "alice", title: "New" }));
    await assertFails(update(alice(), "learningPaths/p1", { watchedVideos: 99 }));
    await assertFails(remove(alice(), "learningPaths/p1"));
    await assertFails(write(alice(), "learningPaths/p1/videos/x", { userId: "alice" }));
    await assertFails(update(admin(), "learningPaths/p1", { title: "Changed" }));
  });
});

describe("watchedVideos and activities", () => {
  it.each(["users/alice/watchedVideos/abcdefghijk", "users/alice/activities/a1"])(
    "%s: the owner and admins read; others do not; nobody writes",
    async (path) => {
      await assertSucceeds(read(alice(), path));
      await assertSucceeds(read(admin(), path));
      await assertFails(read(bob(), path));
      await assertFails(write(alice(), path, { x: 1 }));
      await assertFails(remove(admin(), path));
    },
  );
  it("the owner lists their own watched videos and activities", async () => {
    await assertSucceeds(list(alice(), "users/alice/watchedVideos"));
    await assertSucceeds(list(alice(), "users/alice/activities", orderBy("createdAt", "desc")));
    await assertFails(list(bob(), "users/alice/activities"));
  });
});

describe("curatedVideos", () => {
  it("is read through the API only", async () => {
    await assertFails(read(alice(), "curatedVideos/c1"));
    await assertFails(write(admin(), "curatedVideos/c2", { title: "x" }));
  });
});
