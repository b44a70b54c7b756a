import { byImportance, type Judged } from "./judge";
import { clip, lowerFirst, wordCount, type Span } from "../text-analysis/text";

/** Vague words and hedges, and what a specific version would put in their place. */
const VAGUE: [RegExp, string][] = [
  [/\b(?:every ?one|any ?one|every ?body|any ?body)\b/i, "[one specific group]"],
  [/\bpeople\b/i, "[which people exactly?]"],
  [/\b(?:small businesses|businesses|companies)\b/i, "[which trade, what size?]"],
  [/\b(?:a lot of|lots of|many|several)\b/i, "[how many?]"],
  [/\bsome\b/i, "[how many?]"],
  [/\b(?:things|stuff)\b/i, "[name them]"],
  [/\bvarious\b/i, "[name them]"],
  [/\b(?:soon|eventually|at some point)\b/i, "[by when?]"],
  [/\b(?:good|great|nice|better)\b/i, "[what result, in numbers?]"],
  [/\betc\.?/i, "[name the rest, or cut it]"],
];
const HEDGES = /\b(?:maybe|perhaps|hopefully|i think|i guess|kind of|sort of|i'd like to try to|try to)\s+/gi;

/** The learner's sentence with vague words swapped for what to say instead, and hedges removed. */
function sharpen(sentence: string): { text: string; vague: number; hedges: boolean } {
  const unhedged = sentence.replace(HEDGES, "");
  const hedges = unhedged !== sentence;
  let text = hedges ? unhedged.charAt(0).toUpperCase() + unhedged.slice(1) : sentence;
  let vague = 0;
  // At most two swaps: the sentence must stay the learner's.
  for (const [pattern, replacement] of VAGUE)
    if (vague < 2 && pattern.test(text)) [text, vague] = [text.replace(pattern, replacement), vague + 1];
  return { text, vague, hedges };
}

// One of the learner's own sentences made sharper, with why: vague words become the question a
// specific version answers, or the weakest criterion gets a marked place. It never writes the answer.
export function rewriteSuggestion(answer: string, segments: Span[], judged: Judged[]): string {
  const sentences = segments.map((segment) => answer.slice(segment.start, segment.end).trim());

  for (const sentence of sentences) {
    const original = clip(sentence, 250);
    const sharpened = sharpen(original);
    if (sharpened.text === original) continue;
    const why = [
      sharpened.vague > 0 ? "specific words let the right client recognise themselves and believe you" : null,
      sharpened.hedges ? "words like 'maybe' or 'I think' make you sound unsure of your own work" : null,
    ]
      .filter(Boolean)
      .join("; ");
    const brackets = sharpened.vague > 0 ? " (answer the brackets with your own facts)" : "";
    return `You wrote: "${original}" Try: "${sharpened.text}"${brackets}. Why: ${why}.`;
  }

  const weakest = judged.filter((entry) => entry.verdict !== "met").sort(byImportance)[0];
  if (weakest) {
    const sentence = clip(weakest.quote ?? sentences[0] ?? "", 250);
    const label = lowerFirst(weakest.criterion.label);
    return `You wrote: "${sentence}" Build on it: "${sentence.replace(/[.!?]+$/, "")} [+ ${label}, in your own words]." Why: ${weakest.criterion.description.replace(/\.$/, "")}, and this sentence is the natural place for it.`;
  }

  const longest = [...sentences].sort((a, b) => b.length - a.length)[0] ?? "";
  return wordCount(longest) > 25
    ? `Nothing essential is missing. One polish: your longest sentence, "${clip(longest, 250)}", could become two shorter ones, so each fact lands on its own.`
    : "Nothing essential is missing, so there is no sentence to rewrite. One polish: read it aloud once and cut any word your client would not use themselves.";
}
