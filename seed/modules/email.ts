import { Timestamp } from "firebase-admin/firestore";
import { defaultNotificationSettings } from "../../functions/src/contract/email";
import { notificationSettings } from "../../functions/src/lib/collections";
import { auth } from "../../functions/src/lib/firebase";
import type { SeedModule } from "../seed-context";

/** Accounts whose address is verified, so their coaching reaches the `mail` collection; newbie still has to verify. */
const VERIFIED = ["admin", "learner"];

export const email: SeedModule = {
  name: "email",
  async run({ clock, uids, log }) {
    for (const username of VERIFIED) {
      const uid = uids[username]!;
      await auth.updateUser(uid, { emailVerified: true });
      const ref = notificationSettings().doc(uid);
      if ((await ref.get()).exists) continue;
      await ref.set({ ...defaultNotificationSettings(Timestamp.fromDate(clock.now())), address: "verified" });
      log(`verified the email address of ${username}`);
    }
  },
};
