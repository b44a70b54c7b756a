// Compares the offline evaluator of Incubator answers with the hand labels of the labelled set
// (seed/incubator/labelled-answers.ts): rank correlation, pass agreement, adversarial passes and
// strong answers failed (and adversarial passes by kind), overall and per step, how many on-topic
// answers in other languages the gate hands on (functions/test/other-language-answers.ts), then the
// time per evaluation and the cold start the evaluator adds on its first evaluation. Runs through tsx (the evaluator is TypeScript).
// BENCH_VERBOSE=1 lists every answer where the evaluator and the label disagree on the pass;
// BENCH_NO_SIGNALS=1 drops every criterion's `signals`, as an admin-written rubric may have none.
import { performance } from "node:perf_hooks";

const importStarted = performance.now();
const { evaluateAnswer } = await import("../functions/src/ai/evaluation.ts");
const { localProvider } = await import("../functions/src/ai/local.ts");
const importMs = performance.now() - importStarted;
const seeded = (await import("../seed/incubator/content.ts")).INCUBATOR_STEPS;
const INCUBATOR_STEPS =
  process.env.BENCH_NO_SIGNALS === "1"
    ? seeded.map((step) => ({
        ...step,
        successCriteria: {
          ...step.successCriteria,
          criteria: step.successCriteria.criteria.map((criterion) => ({ ...criterion, signals: [] })),
        },
      }))
    : seeded;
const { LABELLED_ANSWERS } = await import("../seed/incubator/labelled-answers.ts");
const { OTHER_LANGUAGE_ANSWERS } = await import("../functions/test/other-language-answers.ts");

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const verbose = process.env.BENCH_VERBOSE === "1";
const deps = { ai: () => localProvider };

/** Ranks from 1, ties sharing their average rank. */
function ranks(values) {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    for (let index = start; index <= end; index += 1) result[order[index].index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

/** Spearman's rank correlation: Pearson's on the ranks (null when either side is constant). */
function spearman(xs, ys) {
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
  const [mx, my] = [mean(rx), mean(ry)];
  let [sxy, sxx, syy] = [0, 0, 0];
  for (let index = 0; index < rx.length; index += 1) {
    sxy += (rx[index] - mx) * (ry[index] - my);
    sxx += (rx[index] - mx) ** 2;
    syy += (ry[index] - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const fixed = (value, digits = 2) => (value === null ? "n/a" : value.toFixed(digits));
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;

const cases = INCUBATOR_STEPS.flatMap((step) => (LABELLED_ANSWERS[step.id] ?? []).map((label) => ({ step, label })));

// The first evaluation pays for whatever the evaluator loads on first use.
const firstStarted = performance.now();
await evaluateAnswer(deps, { step: cases[0].step, answer: cases[0].label.input });
const firstMs = performance.now() - firstStarted;

const timings = [];
const firstRound = [];
const results = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const { step, label } of cases) {
    const started = performance.now();
    const outcome = await evaluateAnswer(deps, { step, answer: label.input });
    timings.push(performance.now() - started);
    if (round === 0) {
      results.push({ step, label, outcome });
      firstRound.push(timings.at(-1));
    }
  }
}
timings.sort((a, b) => a - b);
firstRound.sort((a, b) => a - b);
const median = percentile(timings, 0.5);

function figures(list) {
  const rho = spearman(
    list.map((entry) => entry.label.score),
    list.map((entry) => entry.outcome.score),
  );
  const agree = list.filter((entry) => entry.label.pass === entry.outcome.passed).length;
  const adversarial = list.filter((entry) => entry.label.class === "adversarial");
  const strong = list.filter((entry) => entry.label.class === "strong");
  return {
    rho,
    agree,
    total: list.length,
    adversarialPassed: adversarial.filter((entry) => entry.outcome.passed),
    adversarialTotal: adversarial.length,
    strongFailed: strong.filter((entry) => !entry.outcome.passed),
    strongTotal: strong.length,
  };
}

const overall = figures(results);
console.log(
  `Offline evaluator on the labelled set: ${results.length} answers to ${INCUBATOR_STEPS.length} steps` +
    `${process.env.BENCH_NO_SIGNALS === "1" ? ", every criterion without its signals" : ""}\n`,
);
console.log("step  answers  spearman  pass agreement  adversarial passed  strong failed");
for (const step of INCUBATOR_STEPS) {
  const row = figures(results.filter((entry) => entry.step.id === step.id));
  console.log(
    [
      step.id.padStart(4),
      String(row.total).padStart(8),
      fixed(row.rho).padStart(9),
      `${row.agree}/${row.total}`.padStart(15),
      `${row.adversarialPassed.length}/${row.adversarialTotal}`.padStart(19),
      `${row.strongFailed.length}/${row.strongTotal}`.padStart(14),
    ].join(" "),
  );
}
console.log(
  `\nOverall: Spearman ${fixed(overall.rho)}, pass agreement ${percent(overall.agree, overall.total)} ` +
    `(${overall.agree}/${overall.total}), adversarial passed ${overall.adversarialPassed.length}/${overall.adversarialTotal}, ` +
    `strong failed ${overall.strongFailed.length}/${overall.strongTotal}`,
);
const kinds = [...new Set(results.filter((entry) => entry.label.kind).map((entry) => entry.label.kind))];
console.log(
  `Adversarial passed by kind: ${kinds
    .map((kind) => {
      const ofKind = results.filter((entry) => entry.label.kind === kind);
      return `${kind} ${ofKind.filter((entry) => entry.outcome.passed).length}/${ofKind.length}`;
    })
    .join(", ")}`,
);
// On-topic answers in other languages: the gate must hand them on (the offline evaluator then says it reads English).
const handedOn = [];
for (const answer of OTHER_LANGUAGE_ANSWERS) {
  const step = INCUBATOR_STEPS.find((entry) => entry.id === answer.stepId);
  const outcome = await evaluateAnswer(deps, { step, answer: answer.input });
  if (outcome.modelVersion !== "answer-gate") handedOn.push(answer);
}
console.log(
  `On-topic answers in other languages handed on by the gate: ${handedOn.length}/${OTHER_LANGUAGE_ANSWERS.length}` +
    OTHER_LANGUAGE_ANSWERS.filter((answer) => !handedOn.includes(answer))
      .map((answer) => `; stopped: step ${answer.stepId}, ${answer.language}`)
      .join(""),
);
for (const entry of overall.adversarialPassed)
  console.log(`  adversarial passed: step ${entry.step.id}, ${entry.label.kind} (${entry.outcome.score})`);
for (const entry of overall.strongFailed)
  console.log(`  strong failed: step ${entry.step.id}, ${entry.label.by} (${entry.outcome.score})`);
if (verbose)
  for (const entry of results.filter((item) => item.label.pass !== item.outcome.passed))
    console.log(
      `  disagree: step ${entry.step.id}, ${entry.label.class} ${entry.label.by}: label ${entry.label.score}, ` +
        `evaluator ${entry.outcome.score} (${entry.outcome.feedback.summary.slice(0, 120)})`,
    );

console.log(
  `\nTime per evaluation over ${timings.length} (${ROUNDS} rounds): median ${fixed(median)} ms, ` +
    `p95 ${fixed(percentile(timings, 0.95))} ms, max ${fixed(timings.at(-1))} ms; ` +
    `first round (every answer new to the instance): median ${fixed(percentile(firstRound, 0.5))} ms, ` +
    `p95 ${fixed(percentile(firstRound, 0.95))} ms`,
);
console.log(
  `Cold start: loading the evaluation modules ${fixed(importMs, 0)} ms (through tsx); ` +
    `first evaluation ${fixed(firstMs)} ms, ${fixed(firstMs - median)} ms more than a warm one`,
);
