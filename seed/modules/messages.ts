import { sendPersonalMessage } from "../../functions/src/lib/personal-messages";
import type { SeedModule } from "../seed-context";

/** Sample inbox content for the seeded learners (deterministic ids: a second run sends nothing). */
export const messages: SeedModule = {
  name: "messages",
  async run({ clock, uids, log }) {
    for (const username of ["learner", "newbie"]) {
      const uid = uids[username];
      if (!uid) continue;
      const sent = await sendPersonalMessage(
        uid,
        "welcome",
        {
          type: "system",
          title: "Welcome to SoloSensei",
          content:
            "Your coaching messages land here: lesson milestones, reminders and a weekly progress report every Monday.",
          actionLabel: "Start Learning",
          actionUrl: "/learn",
        },
        clock,
      );
      if (sent) log(`sent the welcome message to ${username}`);
    }
  },
};
