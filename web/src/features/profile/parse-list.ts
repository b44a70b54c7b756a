/** Comma-separated, trimmed, empty items dropped. */
export const parseList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
