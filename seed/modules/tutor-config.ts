import { ensureDefaultTutorConfig } from "../../functions/src/features/tutor-config/service";
import type { SeedModule } from "../seed-context";

/** The AI tutor's default configuration; an existing configuration is kept. */
export const tutorConfig: SeedModule = {
  name: "tutor-config",
  async run({ clock, uids, log }) {
    if (await ensureDefaultTutorConfig({ clock }, uids.admin ?? "seed")) log("saved the default tutor configuration");
  },
};
