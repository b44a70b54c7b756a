import type { IncubatorPlan, PlanSection } from "@contract/incubator/plan";
import { formatDate, formatDay } from "@contract/relative-time";

// The business plan as a Markdown file: the learner's words as written, each line kept from
// reading as Markdown syntax (a line starting "# " stays text, not a heading).

const BLOCK_START = /^(\s*)([#>*+-]|\d+[.)]|```|~~~|={3,}|-{3,})/;
const asText = (line: string) => line.replace(BLOCK_START, "$1\\$2");

function sectionLines(section: PlanSection): string[] {
  const heading = `### ${asText(section.heading)}`;
  if (!section.answer) return [heading, "", `_Not written yet: pass the step "${section.stepTitle}"._`];
  const body = section.answer.items
    ? section.answer.items.map((item) => `- ${asText(item)}`)
    : // Markdown joins lines of one paragraph: two trailing spaces keep the learner's line breaks.
      section.answer.text.split("\n").map((line) => `${asText(line)}  `);
  return [heading, "", ...body];
}

/**
 * The plan's Markdown: titled with the person's name (their username names only the file), a
 * heading per phase (with its badge), a heading per step's part.
 */
export function planMarkdown(plan: IncubatorPlan, name: string, now: Date): string {
  const lines = [
    `# Business Plan: ${name}`,
    "",
    `${plan.written} of ${plan.total} parts written, from the passed answers of SoloSensei's Incubator. Downloaded ${formatDate(now)}.`,
  ];
  for (const phase of plan.phases) {
    lines.push("", `## ${phase.title}${phase.badge ? " (badge earned)" : ""}`, "", `_${phase.goal}_`);
    for (const section of phase.sections) lines.push("", ...sectionLines(section));
  }
  return `${lines.join("\n")}\n`;
}

/** `solosensei_plan_{username}_{yyyy-mm-dd}.md`, dated in the learner's own day. */
export const planFileName = (username: string, now: Date) => `solosensei_plan_${username}_${formatDay(now)}.md`;
