import type { Analysis, Token } from "../text-analysis/nlp";

// Whose statement a clause is, from its subject (the words before its first verb): a criterion
// about the learner counts only the learner's own statements (docs/evaluation.md "Whose statement").

const SINGULAR = ["i", "me", "my", "mine", "myself"];
const PLURAL = ["we", "us", "our", "ours", "ourselves"];
const THIRD_PERSON = ["he", "she", "they", "them", "their", "his", "her", "one", "another", "someone"];

/** Clauses of the analysed answer: sentences cut at commas, colons, semicolons, dashes and conjunctions. */
function clausesOf(text: string, analysis: Analysis): Token[][] {
  const clauses: Token[][] = [];
  analysis.tokens.forEach((token, index) => {
    const previous = analysis.tokens[index - 1];
    const breaks =
      !previous ||
      previous.sentence !== token.sentence ||
      /[,;:()\n]|\s[-\u2013\u2014]\s/.test(text.slice(previous.end, token.start)) ||
      token.pos === "CCONJ" ||
      token.pos === "SCONJ";
    if (breaks) clauses.push([token]);
    else clauses.at(-1)!.push(token);
  });
  return clauses;
}

/** For every token, whether it sits in a clause that is the learner's own statement. */
export function ownedTokens(text: string, analysis: Analysis): boolean[] {
  // A one-person business speaks as "I": "we" is the learner only in an answer that also says "I".
  const solo = analysis.tokens.some((token) => SINGULAR.includes(token.text));
  const firstPerson = new Set(solo ? [...SINGULAR, ...PLURAL] : SINGULAR);
  const others = new Set(solo ? THIRD_PERSON : [...THIRD_PERSON, ...PLURAL]);
  const sentenceHas = (sentence: number, people: Set<string>) =>
    analysis.tokens.some((token) => token.sentence === sentence && people.has(token.text));
  return clausesOf(text, analysis).flatMap((clause) => {
    const verb = clause.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
    const subject = clause.slice(0, verb < 0 ? clause.length : verb).map((token) => token.text);
    const sentence = clause[0]!.sentence;
    // Its subject says whose it is; without one, its sentence does.
    const own =
      subject.some((word) => firstPerson.has(word)) ||
      (!subject.some((word) => others.has(word)) &&
        (subject.length === 0 || verb < 0 || sentenceHas(sentence, firstPerson) || !sentenceHas(sentence, others)));
    return clause.map(() => own);
  });
}

/** A criterion about the learner: "your ...", or "you" as the subject of a verb (not "why they need you"). */
export function isAboutLearner(described: Analysis): boolean {
  return described.tokens.some(
    (token, index) =>
      token.text === "your" ||
      (token.text === "you" && ["VERB", "AUX"].includes(described.tokens[index + 1]?.pos ?? "")),
  );
}
