import { isPermanentRejection, type FailedDeliveryPage, type MailDoc } from "../../contract/email";
import { toIso } from "../../contract/common";
import type { Clock } from "../../lib/clock";
import { auth } from "../../lib/firebase";
import { readUserNames } from "../../lib/user-names";
import { countAnnouncementAudience, readFailedMailPage, readRecipient, saveAddressState } from "./repository";

// What became of the mail once the extension tried it: the failed ones for the admin's list, and a
// permanent refusal of the recipient, which stops non-account email to that address until it is
// verified again. Any failure is marked ERROR, an outage too, so ERROR alone stops nothing.

type Delivery = MailDoc["delivery"];

/** The extension just marked a mail failed, for good: the address takes no more non-account email. */
export async function onDeliveryChanged(before: Delivery, after: MailDoc, clock: Clock): Promise<boolean> {
  const delivery = after.delivery;
  if (delivery?.state !== "ERROR" || before?.state === "ERROR" || !after.uid) return false;
  if (!isPermanentRejection(delivery.error ?? "")) return false;
  const recipient = await readRecipient(after.uid);
  // Only the address it was sent to: a learner who changed address since starts afresh.
  if (!recipient || recipient.email !== after.to) return false;
  await auth.updateUser(after.uid, { emailVerified: false });
  await saveAddressState(after.uid, "rejected", clock.now());
  return true;
}

export async function listFailedDeliveries(limit: number, cursor: string | undefined): Promise<FailedDeliveryPage> {
  const page = await readFailedMailPage(limit, cursor);
  const names = await readUserNames(page.docs.flatMap(({ data }) => (data.uid ? [data.uid] : [])));
  return {
    items: page.docs.map(({ id, data }) => {
      const error = data.delivery?.error ?? "";
      return {
        id,
        uid: data.uid ?? null,
        name: data.uid ? (names.get(data.uid)?.name ?? null) : null,
        kind: data.kind ?? null,
        subject: data.message.subject,
        error: error || "The extension gave no reason",
        permanent: isPermanentRejection(error),
        at: data.delivery?.endTime ? toIso(data.delivery.endTime) : toIso(data.createdAt),
      };
    }),
    nextCursor: page.nextCursor,
  };
}

export const emailAudience = async () => ({ announcements: await countAnnouncementAudience() });
