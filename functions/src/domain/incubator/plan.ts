import { toIso } from "../../contract/common";
import type { IncubatorPlan, PlanPhase, PlanSection } from "../../contract/incubator/plan";
import type { PhaseKey, StepStatus } from "../../contract/incubator/common";
import type { StepDoc, StepProgressDoc } from "../../contract/incubator/storage";
import { badgesOf, phaseDoc, type LearnerView } from "./view";

// The learner's business plan: every active phase of the roadmap, in order, with each active
// step's latest passed answer as written, or a gap until the step is passed.

function sectionOf(
  stepId: string,
  step: StepDoc,
  status: StepStatus,
  progress: StepProgressDoc | undefined,
): PlanSection {
  const passed = progress?.passedAnswer;
  return {
    stepId,
    heading: step.planHeading?.trim() || step.title,
    stepTitle: step.title,
    status,
    answer: passed
      ? { text: passed.normalizedText, items: passed.rawInput.items ?? null, passedAt: toIso(passed.passedAt) }
      : null,
    revisionRequest: progress?.revisionRequest
      ? { reason: progress.revisionRequest.reason, at: toIso(progress.revisionRequest.at) }
      : null,
  };
}

/** The latest of the ISO times (they sort as text), or null without any. */
const latest = (times: (string | null)[]) =>
  times
    .filter((time): time is string => time !== null)
    .sort()
    .at(-1) ?? null;

/** The plan of a learner's view: the learner's own, and the one their coach reads. */
export function planOf(view: LearnerView): IncubatorPlan {
  const steps = new Map(view.content.steps.map(({ id, data }) => [id, data]));
  const badges = new Map(badgesOf(view.awards).map(({ data }) => [data.phaseKey, data]));
  const phases = view.roadmap.phases.map((state): PlanPhase => {
    const key = state.key as PhaseKey;
    const doc = phaseDoc(view.content, key)!;
    const sections = state.stepIds.map((id) =>
      sectionOf(id, steps.get(id)!, view.roadmap.status.get(id)!, view.progress.get(id)),
    );
    const badge = badges.get(key);
    return {
      key,
      title: doc.title,
      goal: doc.goal,
      badge: badge ? { key, title: badge.title, awardedAt: toIso(badge.createdAt) } : null,
      updatedAt: latest(sections.map((section) => section.answer?.passedAt ?? null)),
      sections,
    };
  });
  const sections = phases.flatMap((phase) => phase.sections);
  return {
    phases,
    written: sections.filter((section) => section.answer).length,
    total: sections.length,
    updatedAt: latest(phases.map((phase) => phase.updatedAt)),
  };
}
