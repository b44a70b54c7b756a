import { Timestamp } from "firebase-admin/firestore";
import type { MessageDoc } from "../contract/messages";
import type { Clock } from "./clock";
import { messageFields, type MessageContent } from "./broadcasts";
import { messages } from "./collections";
import { createdOnce } from "./firebase";

// A personal message in a learner's inbox (`users/{uid}/messages`), as every server feature that
// messages someone sends it: the automated messages, the cohorts' nudges and cohort broadcasts.

/**
 * Sends a personal message under a deterministic id: a retried trigger or sweep
 * finds the id taken and sends nothing. `emailAs` also sends it by email (features/email's
 * trigger), to a learner who wants that category. Answers whether this call sent it.
 */
export function sendPersonalMessage(
  uid: string,
  id: string,
  message: MessageContent,
  clock: Clock,
  emailAs?: MessageDoc["emailAs"],
): Promise<boolean> {
  return createdOnce(() =>
    messages(uid)
      .doc(id)
      .create({
        ...messageFields(message),
        isRead: false,
        dismissed: false,
        createdAt: Timestamp.fromDate(clock.now()),
        ...(emailAs ? { emailAs } : {}),
      }),
  );
}
