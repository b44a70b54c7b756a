import { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS, type EmailCategory } from "@contract/email";

/** "A", "A and B", "A, B and C". */
export function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** What the unsubscribe page says was turned off, in the profile's order of the categories. */
export function unsubscribedText(categories: readonly EmailCategory[]): string {
  const labels = EMAIL_CATEGORIES.filter((category) => categories.includes(category)).map(
    (category) => EMAIL_CATEGORY_LABELS[category],
  );
  if (!labels.length) return "You won't get these emails any more.";
  return `You won't get ${joinLabels(labels)} emails any more.`;
}
