/** The browser's IANA time zone, sent at sign-in so days are counted in the learner's zone. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
