import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { ApiClient, newAdmin, newUser, type ApiResponse, type TestUser } from "../../test/api-client";
import {
  expectNoTrace,
  forAdmins,
  label,
  makeOwnedResources,
  ownerParamOf,
  specs,
  type Spec,
} from "../../test/route-table";
import { sampleFor, stringFieldsOf, textRuleOf, withValue, type StringField } from "../../test/schema-samples";
import { broadcasts, curatedVideos, curatedVideoYoutubeIds, tutorConfigs } from "../lib/collections";
import { db } from "../lib/firebase";

/**
 * Every string field of every route, generated from the route table, gets the text people really
 * type and the text that only deceives or breaks things (contract/text.ts):
 * - astral characters (𝕏, an emoji with its skin tone), joined sequences (a family, a flag), CJK;
 * - bidirectional overrides and isolates, NUL, and lone surrogates sent as `\ud83d` escapes;
 * - text at the field's cap counted in characters, and one character over it.
 * The answer is always a 2xx or a JSON 4xx, never a 5xx, and never later than HANG_MS. A text
 * field refuses what deceives with a 400 naming it, and accepts real text up to its cap.
 */

const HANG_MS = 20_000;
const REAL_TEXT = { astral: "𝕏 Ana 👋🏽 Lopez", joined: "👨‍👩‍👧‍👦 🇯🇵 family", cjk: "山田 太郎" };
const DECEIVING = { bidi: "Ana \u202Ezepol", isolate: "Ana \u2067x\u2069", nul: "Ana\u0000Lopez", lone: "Ana \ud83d" };
/** One character a person sees, two code points, four UTF-16 units. */
const WIDE = "👋🏽";

let learner: TestUser;
let admin: TestUser;
/** The user whose account the admin's user routes edit. */
let target: TestUser;
let learnerResources: Map<string, string>;
const startedAt = new Date();
let savedTutorConfig: FirebaseFirestore.DocumentData | undefined;

beforeAll(async () => {
  [learner, admin, target] = await Promise.all([newUser(), newAdmin(), newUser()]);
  learnerResources = await makeOwnedResources(learner, admin);
  savedTutorConfig = (await db.doc("tutorConfig/current").get()).data();
}, 120_000);

/** What the suite's admin made for everyone is taken back, so later suites see the seeded content. */
afterAll(async () => {
  const [sent, added] = await Promise.all([
    broadcasts().where("createdAt", ">=", startedAt).get(),
    curatedVideos().where("createdAt", ">=", startedAt).get(),
  ]);
  const writer = db.bulkWriter();
  for (const doc of sent.docs) void writer.delete(doc.ref);
  for (const doc of added.docs) {
    void writer.delete(doc.ref);
    void writer.delete(curatedVideoYoutubeIds().doc(doc.data().youtubeVideoId));
  }
  const config = tutorConfigs().doc("current");
  void (savedTutorConfig ? writer.set(db.doc(config.path), savedTutorConfig) : writer.delete(db.doc(config.path)));
  await writer.close();
}, 60_000);

/** A visitor for public routes, whose sign-up or sign-in must not change who the other calls are. */
const clientFor = (spec: Spec) =>
  spec.access === "public" ? new ApiClient() : forAdmins(spec) ? admin.client : learner.client;

/** The caller's own id in /users/:id; an existing id that names nothing for other parameters (or a first week: "1"). */
function pathFor(spec: Spec): string {
  const ownerParam = ownerParamOf(spec);
  return spec.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === ownerParam) return forAdmins(spec) ? target.user.id : learner.user.id;
    if (spec.ownedResource?.param === name) return learnerResources.get(label(spec))!;
    const param = (spec.params as z.ZodMiniObject | undefined)?.shape[name] as z.ZodMiniType | undefined;
    return ["no-such-id", "999999999", "1"].find((value) => !param || param.safeParse(value).success) ?? "no-such-id";
  });
}

function send(spec: Spec, field: StringField & { where: "body" | "query" }, value: string): Promise<ApiResponse> {
  const caller = clientFor(spec);
  const method = spec.method.toUpperCase();
  let pending: Promise<ApiResponse>;
  if (field.where === "query") {
    // A lone surrogate has no UTF-8 form to put in a URL: its WTF-8 bytes stand in for it.
    const encoded = value.replace(/[\ud800-\udfff]/g, "\ufffd") === value ? encodeURIComponent(value) : "%ED%A0%BD";
    pending = caller.request(method, `${pathFor(spec)}?${String(field.path[0])}=${encoded}`);
  } else {
    const body = withValue(sampleFor(spec.body!), field.path, value);
    pending = caller.request(method, pathFor(spec), JSON.stringify(body));
  }
  return Promise.race([
    pending,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${label(spec)} ${field.path.join(".")}: no answer in ${HANG_MS} ms`)),
        HANG_MS,
      ),
    ),
  ]);
}

const namesField = (response: ApiResponse, field: StringField) =>
  (response.body?.errors ?? []).some((error: { path: string }) => error.path === field.path.join("."));

function expectNoServerError(response: ApiResponse, what: string) {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
  expectNoTrace(response, what);
  if (response.status >= 400)
    expect(response.body, `${what}: JSON {message}`).toMatchObject({ message: expect.any(String) });
}

const cases = specs.flatMap((spec) => {
  const fields = [
    ...stringFieldsOf(spec.body).map((field) => ({ ...field, where: "body" as const })),
    ...stringFieldsOf(spec.query).map((field) => ({ ...field, where: "query" as const })),
  ];
  return fields.length ? [[label(spec), spec, fields] as const] : [];
});

describe("the samples the suite starts from", () => {
  it.each(cases.filter(([, spec]) => spec.body))("%s: a valid body", (_, spec) => {
    const sample = sampleFor(spec.body!);
    const parsed = spec.body!.safeParse(sample);
    expect(parsed.error?.issues ?? [], `add a sample for these fields to test/schema-samples.ts`).toEqual([]);
  });
});

describe.each(cases)("%s with text from all of Unicode", (_, spec, fields) => {
  it("answers every string field with a 2xx or a JSON 4xx, refusing what deceives by the field's name", async () => {
    for (const field of fields) {
      const where = `${field.where}.${field.path.join(".")}`;
      const rule = textRuleOf(field);
      for (const [kind, value] of Object.entries(REAL_TEXT)) {
        const response = await send(spec, field, value);
        expectNoServerError(response, `${where} ${kind}`);
        if (rule && !rule.formatted && field.where === "body")
          expect(namesField(response, field), `${where} ${kind} is real text: ${JSON.stringify(response.body)}`).toBe(
            false,
          );
      }
      for (const [kind, value] of Object.entries(DECEIVING)) {
        const response = await send(spec, field, value);
        expectNoServerError(response, `${where} ${kind}`);
        if (rule && field.where === "body") {
          expect(response.status, `${where} ${kind}: ${JSON.stringify(response.body)}`).toBe(400);
          expect(namesField(response, field), `${where} ${kind}: ${JSON.stringify(response.body)}`).toBe(true);
        }
      }
      if (!rule || rule.formatted || field.where !== "body") continue;
      const atCap = await send(spec, field, WIDE.repeat(rule.max));
      expectNoServerError(atCap, `${where} at its cap of ${rule.max} characters`);
      expect(namesField(atCap, field), `${where} at its cap: ${JSON.stringify(atCap.body)}`).toBe(false);
      const over = await send(spec, field, WIDE.repeat(rule.max + 1));
      expect(over.status, `${where} one character over its cap`).toBeGreaterThanOrEqual(400);
      expect(over.status, `${where} one character over its cap`).toBeLessThan(500);
    }
  }, 240_000);
});
