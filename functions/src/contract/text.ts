import { z } from "zod/mini";

/**
 * The one rule for text that people type (names, bios, titles, messages, answers, search terms).
 *
 * A length is what a person sees: grapheme clusters, so "👋🏽", a flag or a family joined by
 * zero-width joiners is one character, on the web counter and on the server alike. A second cap in
 * code points stays behind it (zod's maxLength counts code points), so one character stacked with thousands of combining marks
 * cannot pass.
 *
 * Refused, with a message naming the field: control characters (NUL included; newline, carriage
 * return and tab are allowed in multi-line fields), the bidirectional overrides and isolates that
 * can make a name read backwards, and lone surrogates, which are not valid text and which
 * Firestore refuses after seconds of retries. Accepted text is trimmed and normalised to NFC, so
 * "é" typed as one code point or as "e" plus an accent is the same text.
 *
 * Passwords, tokens and ids are not text in this sense: they keep their own rules and are never
 * normalised.
 */

// Made on the first count, not at import: a segmenter loads ICU's break rules (10-30 ms), which a
// new server instance or page need not wait for.
let segmenter: Intl.Segmenter | undefined;
const graphemes = () => (segmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" }));

/** How many characters a person sees in `text`. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes().segment(text)) count++;
  return count;
}

/**
 * Whether `text` is at most `max` characters. Every character is at least one UTF-16 unit, so a
 * text no longer than `max` units passes without segmenting it (segmenting every stored text on
 * every read was the API's costliest code of its own: docs/performance.md "One instance").
 */
export const fitsCharacters = (text: string, max: number): boolean => text.length <= max || characterCount(text) <= max;

/** The first `count` characters of `text`, never splitting a character. */
export function firstCharacters(text: string, count: number): string {
  if (text.length <= count) return text; // Fewer code units than asked: nothing to cut.
  let end = 0;
  for (const { segment } of graphemes().segment(text)) {
    if (count-- < 1) break;
    end += segment.length;
  }
  return text.slice(0, end);
}

/** `text` cut to at most `max` characters, ending in an ellipsis when it was cut. */
export function clipText(text: string, max: number, ellipsis = "…"): string {
  if (fitsCharacters(text, max)) return text;
  return `${firstCharacters(text, max - characterCount(ellipsis)).trimEnd()}${ellipsis}`;
}

/** Every prefix of `text` that ends on a whole character, shortest first. */
export function characterPrefixes(text: string): string[] {
  const prefixes: string[] = [];
  let end = 0;
  for (const { segment } of graphemes().segment(text)) {
    end += segment.length;
    prefixes.push(text.slice(0, end));
  }
  return prefixes;
}

/** The code-point cap behind a character cap: room for ten code points a character (a joined family is seven). */
export const CODE_POINTS_PER_CHARACTER = 10;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. The marks (LRM, RLM, ALM) stay allowed: right-to-left text needs them. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// Matching control characters is this rule's job.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** Whether `text` holds only characters a person can type and read as written. */
export function isSafeText(text: string, { multiline = false } = {}): boolean {
  return (
    !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text) && !BIDI_CONTROL.test(text) && !hasLoneSurrogate(text)
  );
}

/** Stored text that came through a `textSchema` of at most `max` characters, as its document schema reads it. */
export const storedTextSchema = (max: number) =>
  z.string().check(
    z.maxLength(max * CODE_POINTS_PER_CHARACTER),
    z.refine((text) => fitsCharacters(text, max), { message: `Must be at most ${max} characters` }),
  );

export interface TextOptions {
  /** The field's name as a person reads it, at the start of its messages: "Full name". */
  label: string;
  /** Most characters, counted as a person sees them. */
  max: number;
  /** When set, the text may not be empty after trimming, and this is the message. */
  required?: string;
  /** Newline, carriage return and tab allowed (text areas). */
  multiline?: boolean;
  /** Replaces "{label} must be at most {max} characters". */
  tooLong?: string;
  /** The message when the value is not a string at all (zod's own otherwise). */
  notText?: string;
  /** Further checks on the accepted text (a URL's form, say). */
  checks?: Array<z.core.CheckFn<string> | z.core.$ZodCheck<string>>;
}

/**
 * Every text field's rule, so the route-table attack suite (functions/src/http/route-text-attacks.test.ts)
 * can tell text from passwords and ids, and send text at each field's cap.
 */
export const textFields = z.registry<{ max: number; multiline: boolean; formatted: boolean }>();

/** A text field of a request: trimmed, NFC, safe characters only, at most `max` characters. */
export function textSchema({ label, max, required, multiline = false, tooLong, notText, checks = [] }: TextOptions) {
  const tooLongMessage = tooLong ?? `${label} must be at most ${max} characters`;
  const schema = z.string(notText ? { error: notText } : undefined).check(
    z.trim(),
    z.refine((text) => isSafeText(text, { multiline }), {
      message: `${label} contains a character that is not allowed (a control or text-direction character, or a broken emoji)`,
      abort: true,
    }),
    // After the safety check: NFC of a lone surrogate would hide it as U+FFFD.
    z.normalize("NFC"),
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(max * CODE_POINTS_PER_CHARACTER, tooLongMessage),
    z.refine((text) => fitsCharacters(text, max), { message: tooLongMessage }),
    ...checks,
  );
  return schema.register(textFields, { max, multiline, formatted: checks.length > 0 });
}
