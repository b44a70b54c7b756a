// Instructions to the evaluator (docs/evaluation.md "The answer gate"): markup opening a new message, or a
// sentence with two kinds of grading words, in English and the languages that reach Vertex AI on topic.

/** A pattern for whole words (letters on neither side), any case, accents included. */
const wordsOf = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, "iu");

/** A grader's score in these languages (not "points", which a loyalty card gives too). */
const SCORES = "scores?|puntuaci[oó]n|calificaci[oó]n|punteggio|voto|punktzahl|pontua[cç][aã]o";
/** Words that are a mark only next to one ("note", "nota", "cijfer" are also a note and figures). */
const MARKS = `${SCORES}|nota|note|cijfer`;

/** A top mark: 100, 100/100, 10/10, 20/20 or 10, not an amount of money or a share. */
const TOP =
  "(?<![\\d.,/])(?:100(?:\\s*\\/\\s*100)?|10(?:\\s*\\/\\s*10)?|20\\s*\\/\\s*20)(?![\\d.,/]|\\s*(?:%|€|\\$|£|euros?|pounds?|dollars?))";
const POINTS = "points|puntos|punti|punkte|pontos|punten|marks";
/** A mark with its number: "a score of 100", "nota 10", "20/20 comme note", "100 puntos". */
const MARK = new RegExp(
  `(?<!\\p{L})(?:${MARKS})\\s+(?:(?:of|de|di|van|von|du|da|do|del|della|la|le|un|una|a|an)\\s+)?${TOP}|` +
    `${TOP}\\s*(?:(?:comme|como|come|als|as)\\s+(?:${MARKS})|${POINTS})(?!\\p{L})`,
  "iu",
);

/** Each kind of grading word counts once in a sentence, whatever its language. */
const GRADING = [
  // the grader
  wordsOf(
    "evaluat(?:or|ors|ing|e|ion)|grad(?:er|ers|ing|e it)|reviewer|examiner|evaluador(?:a|es)?|revisor(?:a|es)?|" +
      "corrector|[eé]valuat(?:eur|rice)|correcteur|examinateur|bewerter|pr[uü]fer(?:in)?|gutachter|korrektor|" +
      "valutator[ei]|correttore|esaminatore|avaliador(?:a|es)?|corretor|examinador|beoordelaars?|examinator",
  ),
  wordsOf("rubrics?|r[uú]bricas?|bewertungsschema|beoordelingsschema"),
  wordsOf("criteri(?:on|a|os?)|crit[eé]rios?|crit[eè]res?|kriteri(?:en|um)|criterium"),
  wordsOf(`verdicts?|${SCORES}`),
  wordsOf(
    "instructions?|instrucci(?:ones|[oó]n)|consignes?|anweisungen?|istruzion[ei]|instru[cç](?:[oõ]es|[aã]o)|instructies?",
  ),
  wordsOf("system|ai|llm|language model|assistant|ia|ki|sprachmodell|modelo de lenguaje|mod[eè]le de langage"),
  wordsOf(
    "ignore|disregard|forget|override|ignora|ignorad|ignorez|ignorer|oubliez|ignoriere|ignorieren|vergiss|" +
      "ignorate|ignorare|dimentica|esque[cç]a|negeer|vergeet",
  ),
  /\bmark(?:ed)? (?:it|this|every|all|each)\b/i,
  wordsOf(
    "pass(?:ing)?|met|aprobad[oa]s?|aprueba|apruebe|cumplid[oa]s?|r[eé]ussie?s?|valid(?:ez|[eé]e?s?)|remplie?s?|" +
      "bestanden|erf[uü]llt|superat[oa]|promoss[oa]|soddisfatt[ie]|aprovad[oa]s?|aprove|cumprid[oa]s?|geslaagd|voldaan",
  ),
  MARK,
  // the answer itself, as its grader would call it
  wordsOf(
    "(?:this|esta|essa|cette|diese[rn]?|questa|dit|deze) (?:answer|respuesta|r[eé]ponse|antwort|risposta|resposta|antwoord)",
  ),
];

/** Markup that pretends to end the answer or start a new message. */
const MARKERS = new RegExp(
  [
    "<\\/?\\s*(?:answer|system|instructions?|prompt|user|assistant|model)\\s*>",
    "<\\|[^|>\\n]{1,30}\\|>",
    "\\[\\/?\\s*(?:inst|system)\\s*\\]",
    "\\[\\[\\s*\\/?\\s*system",
    "<<\\s*\\/?\\s*(?:instructions?|end|system|sys)",
    "<(?:start|end)_of_turn>",
    "^\\s*#{1,6}\\s*(?:system|instructions?|response|assistant)\\b",
    "[-=*#_]{2,}\\s*(?:end of (?:the )?answer|fin de la (?:respuesta|r[eé]ponse)|ende der antwort|fine della risposta|fim da resposta|einde (?:van het )?antwoord)",
  ].join("|"),
  "imu",
);

const sentencesOf = (answer: string) => answer.split(/(?<=[.!?])\s+|\n+/);

export function hasInstructions(answer: string): boolean {
  if (MARKERS.test(answer)) return true;
  return sentencesOf(answer).some((sentence) => GRADING.filter((pattern) => pattern.test(sentence)).length >= 2);
}
