import { z } from "zod/mini";

/**
 * The JSON Schema keywords Vertex AI's `responseJsonSchema` accepts (Gemini structured output);
 * it refuses a request with others (e.g. `pattern`, `minLength`, `$schema`), so they are cut.
 * What is cut still holds: the answer is validated with the full zod schema afterwards.
 */
const SUPPORTED = new Set(
  "$id $defs $ref $anchor type format title description enum items prefixItems minItems maxItems minimum maximum anyOf oneOf properties additionalProperties required".split(
    " ",
  ),
);
/** Keywords whose value maps names to schemas (the names are not keywords). */
const SCHEMA_MAPS = new Set(["properties", "$defs"]);

function cut(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(cut);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => SUPPORTED.has(key))
      .map(([key, value]) => [
        key,
        SCHEMA_MAPS.has(key) && value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, cut(schema)]))
          : key === "enum" || key === "required"
            ? value
            : cut(value),
      ]),
  );
}

/** A zod schema's output as the JSON Schema subset Vertex AI accepts for `responseJsonSchema`. */
export function vertexJsonSchema(schema: z.ZodMiniType): Record<string, unknown> {
  return cut(z.toJSONSchema(schema, { io: "output" })) as Record<string, unknown>;
}
