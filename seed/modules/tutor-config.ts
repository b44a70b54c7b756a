import { ensureDefaultTutorConfig } from "../../functions/src/features/chat/tutor-config";
import type { SeedModule } from "../seed-context";

/** The AI tutor's default configuration (spec 001 section 3); an existing configuration is kept. */
export const tutorConfig: SeedModule = {
  name: "tutor-config",
  async run({ clock, uids, log }) {
    if (await ensureDefaultTutorConfig(uids.admin ?? "seed", clock)) log("saved the default tutor configuration");
  },
};
