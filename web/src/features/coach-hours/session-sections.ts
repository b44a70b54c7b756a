/** The Sessions tab's sections, each with its deep link `/admin?tab=sessions&section={id}`. */
export const SESSION_SECTIONS = [
  { id: "hours", label: "My hours" },
  { id: "week", label: "Coaches' week" },
  { id: "feed", label: "Calendar feed" },
  { id: "cap", label: "Monthly cap" },
  { id: "ratings", label: "Ratings" },
] as const;

export type SessionSection = (typeof SESSION_SECTIONS)[number]["id"];

export const SESSION_SECTION_PARAM = "section";

/** The section a `?section=` value names; the first (My hours) for a missing or unknown one. */
export function sessionSectionFrom(value: string | null): SessionSection {
  return SESSION_SECTIONS.find((section) => section.id === value)?.id ?? SESSION_SECTIONS[0].id;
}
