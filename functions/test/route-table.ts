import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { ApiResponse, TestUser } from "./api-client";
import type { OwnedResource } from "../src/http/define-route";
import { coachHours } from "../src/lib/collections";
import { routes } from "../src/routes";
import { openHours } from "./session-docs";

/**
 * The route table as the attack suites walk it (src/http/route-attacks.test.ts and
 * src/http/route-text-attacks.test.ts): every route declared with defineRoute, how to fill in its
 * path, and the check that an answer is a refusal without a stack trace.
 */
export const specs = routes.map((route) => route.spec);
export type Spec = (typeof specs)[number];

export const label = (spec: Spec) => `${spec.method.toUpperCase()} ${spec.path}`;
/**
 * Routes only an admin is sure to pass: the admin's own, and those behind a feature's access check
 * (the Incubator's refuses learners while its launch switch is off).
 */
export const forAdmins = (spec: Spec) => spec.access === "admin" || typeof spec.access === "object";
export const OWNER_PARAM = /\/users\/:(\w+)/;
export const ownerParamOf = (spec: Spec) => OWNER_PARAM.exec(spec.path)?.[1];

/**
 * Makes the resource of every route that names one by its own id; answers route label -> id. A
 * route behind a feature's access check (the Incubator's) gets its resource from `featureOwner`, an
 * admin, as a learner may be refused the feature; the others from `owner`.
 */
export async function makeOwnedResources(owner: TestUser, featureOwner: TestUser): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  // Routes that share one declaration share its resource (a learner books one upcoming session).
  const shared = new Map<OwnedResource, string>();
  for (const spec of specs) {
    if (!spec.ownedResource) continue;
    const resource = spec.ownedResource;
    const earlier = shared.get(resource);
    if (earlier !== undefined) {
      made.set(label(spec), earlier);
      continue;
    }
    const { create, prepare = [], idField = "id" } = resource;
    const who = typeof spec.access === "object" ? featureOwner : owner;
    const values = resource.fixture ? await fixtures[resource.fixture]() : {};
    const filled = (body: unknown) =>
      JSON.parse(
        Object.entries(values).reduce(
          (text, [name, value]) => text.replaceAll(`{${name}}`, value),
          JSON.stringify(body),
        ),
      ) as unknown;
    const call = (step: typeof create) =>
      who.client.request(step.method.toUpperCase(), step.path.replace("{uid}", who.user.id), filled(step.body));
    for (const step of prepare) expect((await call(step)).status, `${label(spec)}: preparing`).toBeLessThan(300);
    const response = await call(create);
    expect(response.status, `${label(spec)}: making the owned resource`).toBeLessThan(300);
    made.set(label(spec), response.body[idField]);
    shared.set(resource, response.body[idField]);
  }
  return made;
}

/**
 * Test data an owned resource's `create` needs that no call of its owner makes, by the name its
 * declaration gives (OwnedResource.fixture); each answers the values of its body's placeholders.
 */
const fixtures: Record<NonNullable<OwnedResource["fixture"]>, () => Promise<Record<string, string>>> = {
  /** A coach whose published hours are every hour of every day, and a slot two days ahead. */
  bookableCoach: async () => {
    const coachId = `route-coach-${randomUUID().slice(0, 8)}`;
    await coachHours().doc(coachId).set(openHours(coachId));
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 24 * 3_600_000);
    return { coachId, startsAt: startsAt.toISOString() };
  },
};

/** A 4xx without a stack trace or server path, JSON `{message}` wherever the app answers. */
export function expectRefused(response: ApiResponse, what: string, { json = true } = {}) {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  expectNoTrace(response, what);
  if (json) expect(response.body, `${what}: JSON {message}`).toMatchObject({ message: expect.any(String) });
}

export function expectNoTrace(response: ApiResponse, what: string) {
  const text = typeof response.body === "string" ? response.body : JSON.stringify(response.body ?? "");
  expect(text, `${what}: no stack trace or server path`).not.toMatch(/\n\s+at |node_modules|\/work\/|\.js:\d+/);
}
