import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ApiClient, newAdmin, newUser, type ApiResponse, type TestUser } from "../../test/api-client";
import { eventually } from "../../test/eventually";
import {
  expectNoTrace,
  expectRefused,
  forAdmins,
  label,
  makeOwnedResources,
  OWNER_PARAM,
  specs,
  type Spec,
} from "../../test/route-table";
import { db } from "../lib/firebase";
import { DEFAULT_BODY_LIMIT } from "./body-limit";

/**
 * The outsider's attack, generated from the route table: every route declared with defineRoute
 * gets malformed JSON, wrong types, reserved and oversized ids, a body just over its cap and
 * another user's resources, and must answer a 4xx without a stack trace (JSON wherever the app
 * answers), never a 5xx, and change nothing. A new route is covered without writing a test.
 */

const RESERVED_IDS = ["__x__", "..", ".", "x".repeat(1600), "a%2Fb", "__name__"];

let victim: TestUser;
/** The owner of resources behind a feature's access check (an Incubator attempt): an admin. */
let featureVictim: TestUser;
let attacker: TestUser;
let admin: TestUser;
/** The victim's own resource for each route that addresses one by id. */
let victimResources: Map<string, string>;

beforeAll(async () => {
  [victim, attacker, admin, featureVictim] = await Promise.all([newUser(), newUser(), newAdmin(), newAdmin()]);
  victimResources = await makeOwnedResources(victim, featureVictim);
  // The booked sessions' notices (features/session-notices) land a moment later: wait for them too.
  const booked = db.collection("coachingSessions").where("learnerId", "in", [victim.user.id, featureVictim.user.id]);
  for (const session of (await booked.get()).docs)
    for (const role of ["learner", "coach"])
      await eventually(async () => (await db.doc(`mail/session-${session.id}-0-booked-${role}`).get()).exists, 60_000);
  // Each sign-up's verification mail first, so none lands in the middle of a fingerprint.
  for (const { user } of [victim, attacker, admin, featureVictim])
    await eventually(
      async () => !(await db.collection("mail").where("uid", "==", user.id).limit(1).get()).empty,
      // A busy emulator starts the sign-up trigger's worker slowly (a worker per concurrent call).
      60_000,
    );
}, 240_000);

/** The caller that gets past access checks, so validation is what answers. */
const callerFor = (spec: Spec) => (forAdmins(spec) ? admin : victim);

/** The path with the owner's id and the victim's resources filled in, one parameter swapped. */
function pathFor(spec: Spec, swap?: { param: string; value: string }) {
  const ownerParam = OWNER_PARAM.exec(spec.path)?.[1];
  return spec.path.replace(/:(\w+)/g, (_, name: string) => {
    if (swap?.param === name) return swap.value;
    if (name === ownerParam) return callerFor(spec).user.id;
    if (spec.ownedResource?.param === name) return victimResources.get(label(spec))!;
    return "some-id";
  });
}

/** A cheap fingerprint of what the attacks could change: document counts and update times. */
async function fingerprint() {
  const counts = await Promise.all(
    [
      "users",
      "profiles",
      "learningPaths",
      "chatSessions",
      "broadcasts",
      "mail",
      "passwordResets",
      "tutorConfig",
      "coachingSessions",
      "sessionSlots",
    ].map(async (name) => `${name}:${(await db.collection(name).count().get()).data().count}`),
  );
  const docs = [
    `users/${victim.user.id}`,
    `profiles/${victim.user.id}`,
    `users/${admin.user.id}`,
    "tutorConfig/current",
    ...[...victimResources.entries()].map(([route, id]) =>
      route.includes("chat-sessions")
        ? `chatSessions/${id}`
        : route.includes("/incubator/")
          ? `users/${featureVictim.user.id}/incubatorAttempts/${id}`
          : route.includes(" /sessions/")
            ? `coachingSessions/${id}`
            : `learningPaths/${id}`,
    ),
  ];
  const times = await Promise.all(
    docs.map(async (path) => `${path}@${(await db.doc(path).get()).updateTime?.toMillis()}`),
  );
  const subcollections = await Promise.all(
    (await db.doc(`users/${victim.user.id}`).listCollections()).map(
      async (collection) => `${collection.id}:${(await collection.count().get()).data().count}`,
    ),
  );
  return [...counts, ...times, ...subcollections.sort()];
}

/** Wrong types for every field of an object body schema (an object where each value is expected). */
function wrongTypes(schema: z.ZodMiniType | undefined): unknown {
  const shape = schema instanceof z.ZodMiniObject ? schema.shape : {};
  const keys = Object.keys(shape);
  return keys.length ? Object.fromEntries(keys.map((key) => [key, { not: ["the", "right", "type"] }])) : [1, 2, 3];
}

describe("the route table", () => {
  it("declares how to make the resource of every route that names one by its own id", () => {
    for (const spec of specs) {
      const params = [...spec.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const ownerParam = OWNER_PARAM.exec(spec.path)?.[1];
      const bare = params.filter((param) => param !== ownerParam);
      // The Incubator's ids name shared content, or a document under the caller's own user; a
      // shared parameter names what every signed-in user may read (a coach's free slots).
      if (bare.length && !ownerParam && !forAdmins(spec) && spec.access !== "public")
        expect(spec.ownedResource?.param ?? spec.sharedParam, `${label(spec)} needs ownedResource`).toBeDefined();
    }
  });
});

describe.each(specs.map((spec) => [label(spec), spec] as const))("%s under attack", (_, spec) => {
  const method = spec.method.toUpperCase();
  const writes = spec.method !== "get";

  it("answers every attack with a 4xx and changes nothing", async () => {
    const before = await fingerprint();
    const caller = callerFor(spec).client;
    const attempts: Array<[string, Promise<ApiResponse>, { json?: boolean }?]> = [];

    for (const param of [...spec.path.matchAll(/:(\w+)/g)].map((match) => match[1]!))
      for (const value of RESERVED_IDS)
        attempts.push([
          `:${param}=${value.slice(0, 12)}`,
          caller.request(method, pathFor(spec, { param, value }), writes ? {} : undefined),
        ]);

    if (spec.query)
      attempts.push([
        "wrong query types",
        caller.request(method, `${pathFor(spec)}?limit=lots&before=yesterday&cursor=__name__`, writes ? {} : undefined),
      ]);

    if (writes) {
      // The runtime answers malformed JSON before the app: its page, without a stack trace.
      attempts.push(["malformed JSON", caller.request(method, pathFor(spec), '{"a":'), { json: false }]);
      attempts.push([
        "just over the body cap",
        caller.request(method, pathFor(spec), { padding: "x".repeat((spec.bodyLimit ?? DEFAULT_BODY_LIMIT) + 1) }),
      ]);
      if (spec.body) attempts.push(["wrong types", caller.request(method, pathFor(spec), wrongTypes(spec.body))]);
    }

    // Another user's resources: the attacker is a signed-in learner, never the owner.
    const ownerParam = OWNER_PARAM.exec(spec.path)?.[1];
    if (ownerParam || spec.ownedResource || forAdmins(spec)) {
      const victimPath = spec.path.replace(/:(\w+)/g, (__, name: string) =>
        name === ownerParam
          ? victim.user.id
          : spec.ownedResource?.param === name
            ? victimResources.get(label(spec))!
            : "some-id",
      );
      const body = spec.ownedResource?.create.body ?? {};
      attempts.push([
        "another user's resource",
        attacker.client.request(method, victimPath, writes ? body : undefined),
      ]);
      // Behind a feature's access check, also a caller the feature lets in: another learner's attempt.
      if (spec.ownedResource && typeof spec.access === "object")
        attempts.push([
          "another learner's resource, by one who may use the feature",
          admin.client.request(method, victimPath, writes ? body : undefined),
        ]);
    }

    for (const [what, pending, options] of attempts) {
      const response = await pending;
      // RFC 8058's one-click unsubscribe answers 200 to anything its own checks let through.
      if (spec.oneClickUnsubscribe && response.status === 200) expectNoTrace(response, what);
      else expectRefused(response, what, options);
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe("visitors", () => {
  it("get 401 JSON from every signed-in route", async () => {
    for (const spec of specs.filter((entry) => entry.access !== "public")) {
      const response = await new ApiClient().request(
        spec.method.toUpperCase(),
        pathFor(spec),
        spec.method === "get" ? undefined : {},
      );
      expect(response.status, label(spec)).toBe(401);
    }
  });
});
