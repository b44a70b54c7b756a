import { randomUUID } from "node:crypto";
import type { z } from "zod/mini";
import { SKILLS } from "../src/contract/pillars";
import { textFields } from "../src/contract/text";

/**
 * Valid sample requests read off a route's contract schema, so the attack suites can change one
 * field at a time and know that whatever answers is about that field. Strings take a sample by
 * their field's name where their form is special (a username, a YouTube id); every other string is
 * plain text. A field whose sample does not pass its schema needs an entry here: the text suite
 * says which.
 */

type AnySchema = z.ZodMiniType;
const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;

const unique = () => randomUUID().replace(/-/g, "").slice(0, 12);
const SKILL = SKILLS[0]!;
const STRING_SAMPLES: Record<string, () => string> = {
  username: () => `t_${unique()}`,
  email: () => `t_${unique()}@example.test`,
  newEmail: () => `t_${unique()}@example.test`,
  password: () => "Sample12345",
  newPassword: () => "Sample12345",
  currentPassword: () => "Sample12345",
  token: () => "sample-token",
  youtubeVideoId: () => "aaaaaaaaaa1",
  actionUrl: () => "https://example.test/page",
  timeZone: () => "Europe/Berlin",
  skillId: () => SKILL.id,
  pillar: () => SKILL.pillar,
  skillCategory: () => SKILL.pillar,
  id: () => "sample_criterion",
  stepId: () => "999999999",
  curatedVideoId: () => "no-such-id",
  // A cohort (contract/cohorts/admin.ts): it starts on a Monday.
  startDate: () => "2030-01-07",
  currency: () => "USD",
  // Quiet hours (contract/email.ts), and a coach's weekly window (contract/sessions/common.ts),
  // which is whole hours ending after it starts.
  start: () => "09:00",
  end: () => "17:00",
  // A coaching session's start (contract/sessions/learner.ts), on the hour.
  startsAt: () => "2030-01-07T10:00:00.000Z",
  // A coach's away days and meeting link (contract/sessions).
  from: () => "2030-01-07",
  to: () => "2030-01-08",
  meetingLink: () => "https://meet.example.test/coach",
};

/** A string field of a request, by its path (`metadata.bio`, `goals.0`) and its schema. */
export interface StringField {
  path: Array<string | number>;
  schema: AnySchema;
}

/** Unwraps optional, nullable, default and pipe wrappers; a union is read as its first option. */
function unwrap(schema: AnySchema): AnySchema {
  const def = defOf(schema);
  if (["optional", "nullable", "default", "prefault", "nonoptional", "readonly", "catch"].includes(def.type))
    return unwrap(def.innerType);
  if (def.type === "pipe") return unwrap(def.in);
  if (def.type === "union") return unwrap(def.options[0]);
  return schema;
}

/** A valid sample of `schema`, optional fields left out unless `all`. */
export function sampleOf(schema: AnySchema, name = "", all = false): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
      return all ? sampleOf(def.innerType, name, all) : undefined;
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return sampleOf(def.innerType, name, all);
    case "pipe":
      return sampleOf(def.in, name, all);
    case "union":
      return sampleOf(def.options[0], name, all);
    case "object": {
      const entries = Object.entries(def.shape as Record<string, AnySchema>).map(([key, value]) => [
        key,
        sampleOf(value, key, all),
      ]);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    case "array": {
      const minimum = def.checks?.find((check: any) => check._zod.def.check === "min_length")?._zod.def.minimum ?? 1;
      return Array.from({ length: Math.max(1, minimum) }, () => sampleOf(def.element, name, all));
    }
    case "enum":
      return Object.values(def.entries)[0];
    case "literal":
      return def.values[0];
    case "boolean":
      return true;
    case "number":
      return def.checks?.find((check: any) => check._zod.def.check === "greater_than")?._zod.def.value ?? 1;
    case "string":
      return STRING_SAMPLES[name]?.() ?? "Sample text";
    default:
      return undefined;
  }
}

/** A valid sample of a request body: its required fields, or every field when a rule asks for one. */
export function sampleFor(schema: AnySchema): unknown {
  const required = sampleOf(schema);
  return schema.safeParse(required).success ? required : sampleOf(schema, "", true);
}

/** Every string field of an object schema, arrays entered at their first entry, unions at their first option. */
export function stringFieldsOf(schema: AnySchema | undefined, path: Array<string | number> = []): StringField[] {
  if (!schema) return [];
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === "object")
    return Object.entries(def.shape as Record<string, AnySchema>).flatMap(([key, value]) =>
      stringFieldsOf(value, [...path, key]),
    );
  if (def.type === "array") return stringFieldsOf(def.element, [...path, 0]);
  if (def.type === "string" && path.length) return [{ path, schema: inner }];
  return [];
}

/** The text rule of a field (contract/text.ts), or undefined for passwords, ids and other exempt strings. */
export const textRuleOf = (field: StringField) => textFields.get(field.schema as never);

/** `base` with the value at `path` replaced, objects and arrays on the way made as needed. */
export function withValue(base: unknown, path: Array<string | number>, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const container: any = Array.isArray(base)
    ? [...base]
    : typeof base === "object" && base
      ? { ...base }
      : typeof head === "number"
        ? []
        : {};
  container[head!] = withValue(container[head!], rest, value);
  return container;
}
