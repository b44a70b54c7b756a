import { z } from "zod/mini";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Fields of `wire` that parsing dropped: the answer carries something the contract does not name. */
function extraFields(wire: unknown, parsed: unknown, path: string[]): string[] {
  if (Array.isArray(wire) && Array.isArray(parsed))
    return wire.flatMap((item, index) => extraFields(item, parsed[index], [...path, String(index)]));
  if (!isRecord(wire) || !isRecord(parsed)) return [];
  return Object.keys(wire).flatMap((key) =>
    key in parsed
      ? extraFields(wire[key], parsed[key], [...path, key])
      : [`${[...path, key].join(".")}: not in the contract`],
  );
}

/**
 * How a response body differs from its contract schema, as the client receives it (after JSON):
 * schema violations and fields the schema does not name. Empty when it conforms.
 */
export function contractDrift(schema: z.ZodMiniType, body: unknown): string[] {
  const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const result = schema.safeParse(wire);
  if (!result.success)
    return result.error.issues.map((issue) => `${issue.path.map(String).join(".") || "(body)"}: ${issue.message}`);
  return extraFields(wire, result.data, []);
}
