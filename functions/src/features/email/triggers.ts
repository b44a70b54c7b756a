import { z } from "zod/mini";
import { onDocumentCreated, onDocumentUpdated } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { userDocSchema } from "../../contract/auth";
import { mailDocSchema } from "../../contract/email";
import { attemptDocSchema } from "../../contract/incubator/storage";
import { messageDocSchema } from "../../contract/messages";
import { systemClock } from "../../lib/clock";
import { emailLinkSecret } from "../../lib/params";
import { runBroadcastEmailJob } from "./broadcast-emails";
import { onAttemptDisputed } from "./coach-notices";
import { onDeliveryChanged } from "./deliveries";
import { readUnfinishedJobs } from "./repository";
import { emailIdOf, sendEmail, systemEmailDeps } from "./sender";
import { onAddressChanged, sendFirstVerification } from "./settings";
import { sweepOutbox } from "./sweep";

// Email's Cloud Functions: thin wrappers. Each may run twice for one event; emails have fixed ids.

/** The functions that write unsubscribe links need the signing secret. */
const sending = { secrets: [emailLinkSecret] };

/** A personal message marked `emailAs` gets its email copy. */
export const emailOnMessageCreated = onDocumentCreated(
  { document: "users/{uid}/messages/{messageId}", ...sending },
  async (event) => {
    const message = messageDocSchema.safeParse(event.data?.data());
    if (!message.success || !message.data.emailAs) return;
    const { uid, messageId } = event.params;
    await sendEmail(
      {
        id: emailIdOf(uid, messageId),
        uid,
        ...message.data.emailAs,
        item: {
          title: message.data.title,
          content: message.data.content,
          actionLabel: message.data.actionLabel,
          actionUrl: message.data.actionUrl,
        },
        createdAt: message.data.createdAt.toDate(),
      },
      systemEmailDeps(),
    );
  },
);

export const emailOnBroadcastJob = onDocumentCreated(
  { document: "broadcastEmailJobs/{broadcastId}", timeoutSeconds: 540, ...sending },
  async (event) => {
    await runBroadcastEmailJob(event.params.broadcastId, systemEmailDeps());
  },
);

const disputeFields = z.pick(attemptDocSchema, { stepId: true, phaseKey: true, disputedAt: true });

export const emailOnAttemptDisputed = onDocumentUpdated(
  { document: "users/{uid}/incubatorAttempts/{attemptId}", ...sending },
  async (event) => {
    if (!event.data) return;
    const before = disputeFields.parse(event.data.before.data());
    const after = disputeFields.parse(event.data.after.data());
    if (!after.disputedAt || before.disputedAt) return;
    await onAttemptDisputed(
      event.params.uid,
      event.params.attemptId,
      after,
      after.disputedAt.toDate(),
      systemEmailDeps(),
    );
  },
);

export const emailOnDelivery = onDocumentUpdated("mail/{mailId}", async (event) => {
  if (!event.data) return;
  const before = mailDocSchema.safeParse(event.data.before.data());
  const after = mailDocSchema.safeParse(event.data.after.data());
  if (!after.success) return;
  await onDeliveryChanged(before.success ? before.data.delivery : undefined, after.data, systemClock);
});

/** A new account gets its first verification link (an account email); the profile can send it again. */
export const emailOnAccountCreated = onDocumentCreated({ document: "users/{uid}", ...sending }, async (event) => {
  await sendFirstVerification(event.params.uid, systemEmailDeps());
});

const addressField = z.pick(userDocSchema, { email: true });

export const emailOnAddressChanged = onDocumentUpdated("users/{uid}", async (event) => {
  if (!event.data) return;
  const before = addressField.parse(event.data.before.data());
  const after = addressField.parse(event.data.after.data());
  if (before.email !== after.email) await onAddressChanged(event.params.uid, systemClock);
});

/** The outbox's due emails and digests, and any broadcast job a run left unfinished. */
export const emailSweep = onSchedule(
  { schedule: "every 15 minutes", timeZone: "UTC", timeoutSeconds: 540, ...sending },
  async () => {
    await sweepOutbox(systemEmailDeps());
    for (const id of await readUnfinishedJobs(5)) await runBroadcastEmailJob(id, systemEmailDeps());
  },
);
