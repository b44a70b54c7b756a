import type { SeedModule } from "../seed-context";
import { accounts } from "./accounts";
import { messages } from "./messages";

/** Seed modules in the order they run. A feature adds its content by adding one module here. */
export const seedModules: SeedModule[] = [accounts, messages];
