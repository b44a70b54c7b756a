import { assertFails } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { list, read, remove, write, rulesTest } from "./rules-env";

// Collections only the functions read and write: no client, not even their subject or an admin.
const SERVER_ONLY = [
  "sessions",
  "passwordResetRequests",
  "idempotencyKeys",
  // Admin content: the YouTube-id guard, the announcement guard, the AI call record (read through the API).
  "curatedVideoYoutubeIds",
  "contentAnnouncements",
  "aiStatus",
  // Incubator Insights: a step's counters, their shards, and the trigger events applied.
  "incubatorInsights",
  "incubatorInsights/step1/shards",
  "incubatorInsightEvents",
  "incubatorReviews",
  // Email: the learner's settings (served by the API), the outbox and the broadcasts' email jobs.
  "notificationSettings",
  "emailOutbox",
  "broadcastEmailJobs",
  "mail",
  // Cohorts: the cohort (its join code), its weeks' figures, memberships, and a learner's check-ins
  // (served to their owner by the API).
  "cohorts",
  "cohorts/c1/weekStats",
  "cohorts/c1/passes",
  "cohortMembers",
  "users/alice/checkIns",
  "cohortInvitations",
  // A broadcast to one cohort, sent member by member (features/admin-messages).
  "cohortBroadcasts",
  // Coaching sessions: hours, taken slots, sessions, notes (private ones too), the learners' ledgers,
  // the monthly cap, calendar feeds and a learner's action items (served to their owner by the API).
  "coachHours",
  "sessionSlots",
  "coachingSessions",
  "sessionNotes",
  "sessionLedgers",
  "sessionSettings",
  "calendarFeeds",
  "users/alice/actionItems",
];

const rules = rulesTest(Object.fromEntries(SERVER_ONLY.map((name) => [`${name}/d1`, { uid: "alice" }])));

describe.each(SERVER_ONLY)("%s", (name) => {
  it("is neither readable nor writable by its user, an admin or a visitor", async () => {
    for (const db of [rules.user("alice"), rules.admin(), rules.visitor()]) {
      await assertFails(read(db, `${name}/d1`));
      await assertFails(list(db, name));
      await assertFails(write(db, `${name}/d2`, { uid: "alice" }));
      await assertFails(remove(db, `${name}/d1`));
    }
  });
});
