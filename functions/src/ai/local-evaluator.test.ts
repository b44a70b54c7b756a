import { describe, expect, it } from "vitest";
import { ANSWER_FIXTURES, type AnswerInput } from "../../../seed/incubator/answer-fixtures";
import { INCUBATOR_STEPS } from "../../../seed/incubator/content";
import {
  answerText,
  evaluatorOutputSchema,
  isPass,
  rubricSchema,
  scoreRubric,
  type EvaluatorOutput,
} from "../contract/incubator/rubric";
import { gateAnswer, gatedOutput } from "./answer-gate";
import { evaluateLocally } from "./local-evaluator";
import { sentencesAsked } from "./local-evaluator/form";

type Step = (typeof INCUBATOR_STEPS)[number];

/** The offline path of an evaluation: the answer gate, then the local evaluator. */
async function evaluate(step: Step, input: AnswerInput): Promise<EvaluatorOutput> {
  const request = { title: step.title, prompt: step.prompt, helperTips: step.helperTips, rubric: step.successCriteria };
  const stopped = gateAnswer({ ...request, input });
  return stopped ? gatedOutput(request, stopped) : evaluateLocally({ ...request, input });
}

const outcome = (step: Step, output: EvaluatorOutput) => {
  const score = scoreRubric(step.successCriteria, output.judgements);
  return { score, passed: isPass(step.successCriteria, output.judgements, score) };
};

const stepById = (id: string) => INCUBATOR_STEPS.find((step) => step.id === id)!;
const textStep = stepById("2");
const multiStep = stepById("1");

describe("the local evaluator on the answer fixture", () => {
  it("has at least 2 good answers from different trades and 3 poor answers for every step", async () => {
    for (const step of INCUBATOR_STEPS) {
      const fixtures = ANSWER_FIXTURES[step.id];
      expect(fixtures, `step ${step.id}`).toBeDefined();
      expect(fixtures!.good.length).toBeGreaterThanOrEqual(2);
      expect(new Set(fixtures!.good.map((answer) => answer.by)).size).toBe(fixtures!.good.length);
      expect(fixtures!.poor.length).toBeGreaterThanOrEqual(3);
      for (const answer of fixtures!.good) expect(typeof answer.input === "string").toBe(step.inputType === "text");
    }
  });

  const good = INCUBATOR_STEPS.flatMap((step) =>
    ANSWER_FIXTURES[step.id]!.good.map((answer) => ({ step, ...answer, name: `step ${step.id}, ${answer.by}` })),
  );
  const poor = INCUBATOR_STEPS.flatMap((step) =>
    ANSWER_FIXTURES[step.id]!.poor.map((answer, index) => ({
      step,
      ...answer,
      name: `step ${step.id}, ${answer.kind} #${index + 1}`,
    })),
  );

  it.each(good)("passes the good answer of $name", async ({ step, input }) => {
    const output = await evaluate(step, input);
    const { score, passed } = outcome(step, output);
    expect(passed, `${score}: ${output.summary}`).toBe(true);
    expect(output.whatWorked.length).toBeGreaterThan(0);
  });

  it.each(poor)("fails the poor answer of $name", async ({ step, input }) => {
    const output = await evaluate(step, input);
    const { score, passed } = outcome(step, output);
    expect(passed, `${score}: ${output.summary}`).toBe(false);
    expect(output.improve.length).toBeGreaterThan(0);
    expect(output.nextHint).not.toBe("");
  });

  it.each([...good, ...poor])(
    "keeps to the contract and quotes only the answer's own words: $name",
    async ({ step, input }) => {
      const output = await evaluate(step, input);
      expect(evaluatorOutputSchema.parse(output)).toEqual(output);
      expect(output.judgements.map((judgement) => judgement.criterionId)).toEqual(
        step.successCriteria.criteria.map((criterion) => criterion.id),
      );
      const answer = answerText(input);
      for (const judgement of output.judgements) {
        if (judgement.verdict === "missing") expect(judgement.quote).toBeNull();
        else expect(judgement.quote && answer.includes(judgement.quote), judgement.quote ?? "null").toBe(true);
      }
      expect(output.rewriteSuggestion).not.toBe("");
    },
  );

  it.each(good)("suggests a rewrite that is not the whole answer: $name", async ({ step, input }) => {
    const output = await evaluate(step, input);
    const answer = answerText(input);
    expect(output.rewriteSuggestion).not.toContain(answer);
    expect(output.rewriteSuggestion.length).toBeLessThan(answer.length + 200);
  });

  it("gives the same output for the same input", async () => {
    for (const { step, input } of [...good, ...poor]) {
      const copy = typeof input === "string" ? input : [...input];
      expect(await evaluate(step, copy)).toEqual(await evaluate(step, input));
    }
  });
});

describe("the local evaluator's feedback", () => {
  it("names what is missing and quotes what worked", async () => {
    const output = await evaluate(
      textStep,
      "Owners of small yoga studios with two to five teachers lose 4 to 6 hours every week covering classes when a teacher is ill. They text everyone one by one and still cancel about one class a month.",
    );
    expect(outcome(textStep, output).passed).toBe(false);
    expect(output.summary).toMatch(/^Not there yet/);
    expect(output.whatWorked.join(" ")).toContain("Owners of small yoga studios");
    expect(output.improve.join(" ")).toMatch(/How they cope now/);
    expect(output.nextHint).toMatch(/^Start with /);
  });

  it("rewrites a vague sentence of the learner's own, and says why", async () => {
    const output = await evaluate(
      textStep,
      "Many small businesses struggle with their books. They maybe lose some money every month because receipts go missing and nobody checks the numbers until the accountant calls at the end of the year.",
    );
    expect(output.rewriteSuggestion).toMatch(/^You wrote: "Many small businesses struggle with their books\." Try: "/);
    expect(output.rewriteSuggestion).toContain("[how many?]");
    expect(output.rewriteSuggestion).toContain("Why: ");
  });

  it("keeps quotes exact when the answer uses curly quotation marks", async () => {
    const step = stepById("4");
    const input =
      "I spoke to five cafe owners in Leeds. One of them told me: \u201CI\u2019m redoing the menu every month and it still looks cheap.\u201D Four of the five said the same about their menus, which surprised me: none of them mentioned the price of printing, only the time it takes. So I decided to focus on menu design first and I\u2019ll offer it to two of them next week.";
    const output = await evaluate(step, input);
    expect(outcome(step, output).passed).toBe(true);
    for (const judgement of output.judgements) if (judgement.quote) expect(input).toContain(judgement.quote);
  });

  it("meets no criterion fully with a text well past the sentences the step asks for, and says so", async () => {
    const step = stepById("6");
    const offer =
      "I help cafe owners in their first year get a brand that looks as good as their coffee, through a fixed-price brand kit delivered in three weeks. It matters because a cafe that looks cheap loses walk-in customers to the chain next door.";
    expect(outcome(step, await evaluate(step, offer)).passed).toBe(true);
    const profile = `Platform: Instagram, because cafe owners look there. ${offer} I have branded 12 cafes in Leeds since 2021. One owner said her takings went up by a fifth. Want a free 15-minute look at your menu? Send me a message here.`;
    const output = await evaluate(step, profile);
    expect(outcome(step, output).passed).toBe(false);
    expect(output.judgements.some((judgement) => judgement.verdict === "met")).toBe(false);
    expect(output.summary).toMatch(/asks for 2 sentences; at 7/);
    expect(sentencesAsked([step.title, step.prompt])).toBe(2);
    expect(sentencesAsked(["Your ideal client", "Describe the one client you most want to work with."])).toBeNull();
  });

  it("does not count the step's own words as evidence", async () => {
    const step = stepById("6");
    const output = await evaluate(step, `${step.helperTips[0]} That is my offer, more or less, for now.`);
    expect(outcome(step, output).passed).toBe(false);
  });

  it("judges a rubric an admin wrote without signals from its labels and descriptions", async () => {
    const rubric = rubricSchema.parse({
      aim: "A weekly routine",
      minChars: 120,
      criteria: [
        {
          id: "schedule",
          label: "Schedule",
          description: "Gives the weekday and time of each routine task.",
          weight: 50,
        },
        {
          id: "review",
          label: "Review",
          description: "Explains how progress is reviewed.",
          weight: 50,
          required: true,
        },
      ],
    });
    const request = { title: "Routine", prompt: "Describe your weekly routine.", helperTips: [], rubric };
    const good = await evaluateLocally({
      ...request,
      input:
        "Every Monday at 9am I schedule my tasks for each weekday and block the time for routine admin. On Friday afternoon I review my progress against the plan and note what slipped.",
    });
    const poor = await evaluateLocally({
      ...request,
      input: "I usually just do whatever comes up first and hope it works out in the end, honestly it is fine.",
    });
    expect(isPass(rubric, good.judgements, scoreRubric(rubric, good.judgements))).toBe(true);
    expect(isPass(rubric, poor.judgements, scoreRubric(rubric, poor.judgements))).toBe(false);
  });
});

describe("the local evaluator reads a rubric's signals in the learner's grammar", () => {
  const criterion = (id: string, description: string, signals: string[], required = false) => ({
    id,
    label: id,
    description,
    weight: 50,
    required,
    signals,
  });
  const judge = async (description: string, signals: string[], input: AnswerInput, required = false) => {
    const rubric = rubricSchema.parse({
      aim: "A referral plan",
      minChars: 40,
      criteria: [
        criterion("target", description, signals, required),
        criterion("other", "Names a weekday.", ["monday"]),
      ],
    });
    const output = await evaluateLocally({
      title: "Referrals",
      prompt: "Who refers clients to you?",
      helperTips: [],
      rubric,
      input,
    });
    return output.judgements[0]!;
  };

  it("reads a phrase's numbers, articles and third-person possessives by their kind", async () => {
    const signals = ["in two", "with a", "their customers"];
    const { verdict } = await judge(
      "Says why they fit.",
      signals,
      "Ben walks dogs with one van, and his customers ask him for a groomer in twelve days.",
    );
    expect(verdict).toBe("met");
  });

  it("reads a negated phrase with the words WordNet gives for it: 'not included' is also 'not covered'", async () => {
    const signals = ["not included", "extra"];
    const excluded = "Printing is not covered by the package, nor is the extra travel.";
    expect((await judge("Names what is outside the package.", signals, excluded)).verdict).toBe("met");
    const covered = "The package covers printing, and the extra travel.";
    expect((await judge("Names what is outside the package.", signals, covered)).verdict).toBe("partly");
  });

  it("reads the examples an admin gives in brackets as what to look for, when a criterion has no signals", async () => {
    const description = "Invites a story (how, what, why).";
    const input = "How did you choose your last plumber, and what went wrong on the day?";
    expect((await judge(description, [], input)).verdict).toBe("met");
  });

  it("counts a detector's finds in two list items, or two amounts in a text, as two pieces of evidence", async () => {
    const named = "Names the people who refer clients.";
    const once = ["My friend Sue at the pet shop sends me puppies", "the vets nearby hand out my leaflets"];
    const twice = ["My friend Sue at the pet shop sends me puppies", "the vets on Castle Street hand out my leaflets"];
    expect((await judge(named, ["{name}", "partner"], once)).verdict).toBe("partly");
    expect((await judge(named, ["{name}", "partner"], twice)).verdict).toBe("met");
    const priced = "Gives the price.";
    expect((await judge(priced, ["{money}", "retainer"], "I will charge 950 for the course.")).verdict).toBe("partly");
    expect(
      (await judge(priced, ["{money}", "retainer"], "I will charge 950 for the course. Or 120 a person.")).verdict,
    ).toBe("met");
  });

  it("reads a figure in thousands that names what it counts as a count, not as money", async () => {
    const priced = "Gives the price.";
    expect((await judge(priced, ["{money}"], "My 10k time is now under 50 minutes.")).verdict).toBe("missing");
    expect((await judge(priced, ["{money}"], "I have 5k followers on Instagram.")).verdict).toBe("missing");
    expect((await judge(priced, ["{money}"], "For the whole site I will charge 10k.")).verdict).toBe("met");
  });

  it("takes a detector alone as evidence of a required criterion only when its description asks for that kind", async () => {
    const targets = "Sets measurable targets for income, clients or offers.";
    const signals = ["{money}", "{number}", "clients"];
    const kilometres = "By June I will run 50 kilometres a week.";
    expect((await judge(targets, signals, kilometres, true)).verdict).toBe("missing");
    expect((await judge(targets, signals, kilometres)).verdict).toBe("partly");
    expect((await judge(targets, signals, "By June I will bring in 4,500 a month.", true)).verdict).toBe("met");
    expect((await judge(targets, signals, "By June I will have 12 new clients.", true)).verdict).toBe("met");
  });

  it("reads quoted words as what somebody said, and a question or a polite request as an ask", async () => {
    const said = "Quotes what people said.";
    const quoted = "Kerry said \"I'd rather pay double\". Jo's mum called it 'the best money I spend'.";
    expect((await judge(said, ["{speech}", "told"], quoted)).verdict).toBe("met");
    expect((await judge(said, ["{speech}", "told"], "Kerry's mum liked it and Jo's did too.")).verdict).toBe("missing");
    const ask = "Asks for the client's approval.";
    const asks = "Could you pick the colour by Sunday? Also please move the bikes off the path.";
    expect((await judge(ask, ["{request}", "approve"], asks)).verdict).toBe("met");
    expect((await judge(ask, ["{request}", "approve"], "I moved the bikes off the path.")).verdict).toBe("missing");
  });

  it("reads a question as one put to a person or in a person's voice, not a quiz question about the world", async () => {
    const asked = "Asks open questions.";
    const signals = ["{question}", "ask"];
    const toPeople = ["How did you choose your last photographer?", "What did it cost?", "Ask Marco by Friday."];
    expect((await judge(asked, signals, toPeople)).verdict).toBe("met");
    const theirs = ["The reel answers 'my back hurts, what can I do?'", "Ask parents on Friday."];
    expect((await judge(asked, signals, theirs)).verdict).toBe("met");
    const quiz = [
      "Which river flows through Budapest?",
      "In what year did the first man walk on the moon?",
      "Ask teams of four.",
    ];
    expect((await judge(asked, signals, quiz)).verdict).toBe("partly");
  });

  it("reads a signal written as a verb's form as that verb, not as the senses its spelling has on its own", async () => {
    // "helping" is also a serving of food in WordNet, whose synonym "portion" is a noun sense of "share".
    const signals = ["helping", "for"];
    const input = "Looking for someone to share long walks and bad films with.";
    expect((await judge("Says who you help.", signals, input)).verdict).toBe("partly");
    expect((await judge("Says who you help.", signals, "I am helping for the first time.")).verdict).toBe("met");
  });

  it("takes no evidence from a heading of the step's own words, only from what it heads", async () => {
    const signals = ["referrals", "partner*", "{name}"];
    const described = "Names who refers clients.";
    expect((await judge(described, signals, "Referrals: a few friends, one day, perhaps.")).verdict).toBe("missing");
    expect((await judge(described, signals, "Referrals: Sue at the pet shop, my partner in Leeds.")).verdict).toBe(
      "met",
    );
    expect((await judge(described, signals, "Most referrals come from friends, one day, perhaps.")).verdict).toBe(
      "partly",
    );
    const excluded = "Says what is not included.";
    const left = "Not included: printing, photography and travel.";
    expect((await judge(excluded, ["not included", "extra"], left)).verdict).toBe("partly");
  });

  it("counts statements about somebody else for a criterion where 'you' is only the object", async () => {
    const signals = ["their customers", "need"];
    const input =
      "Ben the dog walker is a good source. His customers need a groomer every month, and they ask him who to use.";
    expect((await judge("Says why their contacts need you.", signals, input)).verdict).toBe("met");
    expect((await judge("Says why you will ask them.", signals, input)).verdict).not.toBe("met");
  });

  it("reads an answer that only ever says 'we' as spoken for a household or a club, not by the learner", async () => {
    const price = "Says the price you will quote.";
    const signals = ["{money}", "quote"];
    const household = "We take home 52,000 a year together, and we will offer 242,000 on the house.";
    expect((await judge(price, signals, household)).verdict).toBe("missing");
    const partners = "My partner and I teach the course together. We will quote 950 for a team of ten.";
    expect((await judge(price, signals, partners)).verdict).toBe("met");
  });
});

describe("the local evaluator never passes junk", () => {
  const goodText = ANSWER_FIXTURES[textStep.id]!.good[0]!.input as string;
  const firstSentence = goodText.split(". ")[0]!;
  const junk: [string, Step, AnswerInput][] = [
    ["an empty answer", textStep, "   "],
    ["idk", textStep, "idk"],
    ["I don't know", textStep, "I don't know!!"],
    ["n/a", textStep, "n/a"],
    ["test", textStep, "test"],
    ["repeated characters", textStep, "a".repeat(400)],
    ["repeated punctuation", textStep, "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"],
    ["a repeated short pattern", textStep, "abab ".repeat(80)],
    [
      "lorem ipsum",
      textStep,
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.",
    ],
    ["keyboard mashing", textStep, "asdf jkl qwerty uiop asdfgh zxcvbn qwertz hjkl asdf sdfg dfgh fghj ghjk"],
    [
      "random letters",
      textStep,
      "sdkjfh skdjfhsd kjhsdfk wqkjehr qwkejh zmxncb zmxnbc qwpoeiru slkdjf slkdjfh skdjfhs dkfjhs dkfjh",
    ],
    ["one sentence repeated to fill the length", textStep, `${firstSentence}. `.repeat(12)],
    ["the prompt pasted back", textStep, textStep.prompt],
    ["the tips pasted back", textStep, textStep.helperTips.join(" ")],
    ["the aim pasted back with a word", textStep, `${textStep.successCriteria.aim} Yes.`],
    ["a list of empty items", multiStep, ["", " ", "\n", "   "]],
    ["a list of the same item", multiStep, ["Bookkeeping", "bookkeeping", "Bookkeeping ", "bookkeeping"]],
    ["a list of one-word items", multiStep, ["design", "writing", "excel", "sales", "people"]],
    ["a single item", multiStep, ["I am good at bookkeeping and I have done it for years for my uncle's bakery."]],
    ["the tips as items", multiStep, multiStep.helperTips],
  ];

  it.each(junk)("fails %s with every criterion missing", async (_name, step, input) => {
    const output = await evaluate(step, input);
    expect(outcome(step, output)).toEqual({ score: 0, passed: false });
    expect(output.judgements.every((judgement) => judgement.verdict === "missing" && judgement.quote === null)).toBe(
      true,
    );
    expect(output.whatWorked).toEqual([]);
    expect(output.summary).toMatch(/nothing to score yet/);
  });

  it("does not take a long, varied answer for junk", async () => {
    const long = INCUBATOR_STEPS.flatMap((step) =>
      ANSWER_FIXTURES[step.id]!.good.map((answer) => answerText(answer.input)),
    )
      .join(" ")
      .slice(0, 5000);
    const output = await evaluate(textStep, long);
    expect(output.summary).not.toMatch(/nothing to score yet/);
  });

  it("fails an answer far below minChars, even a specific one, and says it is short", async () => {
    const output = await evaluate(
      textStep,
      "Cafe owners lose 900 pounds reprinting menus. They fix it in Canva at night. I saw it with 4 clients.",
    );
    expect(outcome(textStep, output).passed).toBe(false);
    expect(output.judgements.some((judgement) => judgement.verdict === "met")).toBe(false);
    expect(output.summary).toMatch(/well short of the 300/);
    expect(output.improve.join(" ")).toMatch(/^.*Length: /);
  });
});
