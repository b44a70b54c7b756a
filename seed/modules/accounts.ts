import { createAccount, type NewAccount } from "../../functions/src/lib/accounts";
import { usernames } from "../../functions/src/lib/collections";
import { backfillUserSearch } from "../../functions/src/lib/user-search";
import type { SeedModule } from "../seed-context";

/** The documented accounts (README "Seeded accounts"). */
export const SEED_ACCOUNTS: NewAccount[] = [
  { username: "admin", email: "admin@solosensei.test", password: "Admin12345", name: "Ada Admin", role: "admin" },
  {
    username: "learner",
    email: "learner@solosensei.test",
    password: "Learner12345",
    name: "Lena Learner",
    role: "user",
    timeZone: "Europe/London",
  },
  { username: "newbie", email: "newbie@solosensei.test", password: "Newbie12345", name: "Nico Newbie", role: "user" },
];

export const accounts: SeedModule = {
  name: "accounts",
  async run({ clock, uids, log }) {
    for (const account of SEED_ACCOUNTS) {
      const existing = (await usernames().doc(account.username).get()).data();
      if (existing) {
        uids[account.username] = existing.uid;
        continue;
      }
      uids[account.username] = await createAccount(account, clock);
      log(`created account ${account.username}`);
    }
    // Accounts made before the admin user search kept its prefixes get them (lib/user-search.ts).
    const backfilled = await backfillUserSearch();
    if (backfilled) log(`wrote search prefixes on ${backfilled} user(s)`);
  },
};
