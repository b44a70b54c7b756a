import type { SeedModule } from "../seed-context";
import { accounts } from "./accounts";
import { cohort } from "./cohort";
import { email } from "./email";
import { incubator } from "./incubator";
import { learnerCore } from "./learner-core";
import { learning } from "./learning";
import { messages } from "./messages";
import { sessions } from "./sessions";
import { tutorConfig } from "./tutor-config";

/** Seed modules in the order they run. A feature adds its content by adding one module here. */
export const seedModules: SeedModule[] = [
  accounts,
  email,
  learnerCore,
  learning,
  tutorConfig,
  messages,
  incubator,
  cohort,
  sessions,
];
