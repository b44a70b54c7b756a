/** Helper Tips are written one per line; blank lines are dropped. */
export function splitTips(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * The Success Criteria field's JSON: applied only when it parses; the
 * server then checks it against the rubric schema.
 */
export function parseCriteria(text: string): { valid: true; value: unknown } | { valid: false } {
  try {
    return { valid: true, value: JSON.parse(text) as unknown };
  } catch {
    return { valid: false };
  }
}
