import { clipText } from "../../contract/text";
import { readUserName } from "../../lib/user-names";
import { readCoachIds } from "./repository";
import { emailIdOf, sendEmail, type EmailDeps } from "./sender";

// Coaches hear by email when a learner disputes a verdict: the review waits in the queue, and the
// email links to the learner's Incubator, where the attempt is.

/** Admins a dispute reaches; a programme has a handful. */
export const COACHES_MAX = 50;

export async function onAttemptDisputed(
  learnerUid: string,
  attemptId: string,
  attempt: { stepId: string; phaseKey: string },
  at: Date,
  deps: EmailDeps,
): Promise<number> {
  const [coaches, learner] = await Promise.all([readCoachIds(COACHES_MAX), readUserName(learnerUid)]);
  const who = learner ? clipText(learner.name, 60) : "A learner";
  let sent = 0;
  for (const coach of coaches) {
    if (coach === learnerUid) continue;
    const outcome = await sendEmail(
      {
        id: emailIdOf(coach, `dispute-${attemptId}`),
        uid: coach,
        category: "coaching",
        kind: "dispute",
        item: {
          title: "A learner disputes a verdict",
          content: `${who} disputes the AI's verdict on step ${attempt.stepId} of ${attempt.phaseKey} and asks a coach to review it.`,
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
