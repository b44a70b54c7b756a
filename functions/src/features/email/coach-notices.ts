import { clipText } from "../../contract/text";
import { phaseDoc, readContent } from "../../domain/incubator/view";
import { readUserName } from "../../lib/user-names";
import { readCoachIds, readSettingsOf } from "./repository";
import { accepts, emailIdOf, sendEmail, type EmailDeps } from "./sender";

// Coaches hear by email when a learner disputes a verdict: the review waits in the queue, and the
// email links to the learner's Incubator, where the attempt is.

/** Admins read for a dispute; a programme has a handful, so this bound is never reached in use. */
export const COACHES_MAX = 500;

export async function onAttemptDisputed(
  learnerUid: string,
  attemptId: string,
  attempt: { stepId: string; phaseKey: string },
  at: Date,
  deps: EmailDeps,
): Promise<number> {
  const [admins, learner, content] = await Promise.all([
    readCoachIds(COACHES_MAX),
    readUserName(learnerUid),
    readContent(),
  ]);
  const step = content.steps.find(({ id }) => id === attempt.stepId)?.data;
  const phase = phaseDoc(content, attempt.phaseKey);
  const where = step ? `"${clipText(step.title, 80)}"${phase ? ` (${clipText(phase.title, 60)})` : ""}` : "a step";
  const settings = await readSettingsOf(admins);
  // Only the coaches who take coaching email: the others' emails would be dropped one by one.
  const coaches = admins.filter((uid, index) => uid !== learnerUid && accepts(settings[index], "coaching"));
  const who = learner ? clipText(learner.name, 60) : "A learner";
  let sent = 0;
  for (const coach of coaches) {
    const outcome = await sendEmail(
      {
        id: emailIdOf(coach, `dispute-${attemptId}`),
        uid: coach,
        category: "coaching",
        kind: "dispute",
        item: {
          title: "A learner disputes a verdict",
          content: `${who} disputes the AI's verdict on ${where} and asks a coach to review it.`,
          actionLabel: "Review the attempt",
          actionUrl: `/admin/users/${encodeURIComponent(learnerUid)}/incubator`,
        },
        createdAt: at,
      },
      deps,
    );
    if (outcome === "sent" || outcome === "waiting") sent++;
  }
  return sent;
}
