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
const SCHEMA_MAPS = new Set(["properties", "$defs"]);

/** Cuts unsupported keywords; `names`: the node maps names to schemas (under `properties`, `$defs`). */
function cut(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => cut(item));
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => names || SUPPORTED.has(key))
      .map(([key, value]) => [key, cut(value, !names && SCHEMA_MAPS.has(key))]),
  );
}

/** A zod schema's output as the JSON Schema subset Vertex AI accepts for `responseJsonSchema`. */
export function vertexJsonSchema(schema: z.ZodMiniType): Record<string, unknown> {
  return cut(z.toJSONSchema(schema, { io: "output" })) as Record<string, unknown>;
}
