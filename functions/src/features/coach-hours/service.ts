import { sessionSummary } from "../../domain/sessions/summary";
import { Timestamp } from "firebase-admin/firestore";
import type { z } from "zod/mini";
import type { AuditActor } from "../../contract/audit-log";
import { toIso } from "../../contract/common";
import { SESSION_LIMITS } from "../../contract/sessions/common";
import type { CoachHours, CoachHoursRequest, sessionSettingsSchema } from "../../contract/sessions/coach";
import { SESSION_SETTINGS_ID, type CoachHoursDoc } from "../../contract/sessions/storage";
import { feedFile } from "../../domain/sessions/calendar-file";
import { outsideHours } from "../../domain/sessions/hours";
import type { Clock } from "../../lib/clock";
import { conflict, notFound } from "../../lib/errors";
import { hashToken, newSecretToken } from "../../lib/secret-token";
import * as repository from "./repository";

// A coach's hours and what they cross: saving never drops a session. The answer lists the booked
// sessions now on an away day or outside the windows, and the coach moves or cancels each one.
// Also the coach's private calendar feed, and the admin's monthly cap.

export interface HoursDependencies {
  clock: Clock;
}
export interface FeedDependencies extends HoursDependencies {
  appUrl: string;
}
export interface SettingsDependencies extends HoursDependencies {
  actor: (uid: string) => Promise<AuditActor>;
}
type SessionSettings = z.infer<typeof sessionSettingsSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed looks back this far, so a calendar keeps the recent past. */
const FEED_PAST_DAYS = 30;

const requestOf = (doc: CoachHoursDoc): CoachHoursRequest => ({
  timeZone: doc.timeZone,
  availability: doc.availability,
  away: doc.away,
  sessionMinutes: doc.sessionMinutes,
  bufferMinutes: doc.bufferMinutes,
  meetingLink: doc.meetingLink,
  horizonDays: doc.horizonDays,
  published: doc.published,
});

async function answerOf(uid: string, doc: CoachHoursDoc | undefined, now: Date): Promise<CoachHours> {
  if (!doc) return { hours: null, hasFeed: false, conflicts: [] };
  const booked = await repository.upcomingBookedSessions(uid, now);
  const crossed = outsideHours(
    doc,
    booked.map((session) => ({
      ...session,
      startsAt: session.data.startsAt.toDate(),
      endsAt: session.data.endsAt.toDate(),
    })),
  );
  return {
    hours: { ...requestOf(doc), updatedAt: toIso(doc.updatedAt) },
    hasFeed: doc.feedTokenHash !== null,
    conflicts: crossed.map(({ id, data }) => sessionSummary(id, data)),
  };
}

export async function readHours(deps: HoursDependencies, uid: string): Promise<CoachHours> {
  return answerOf(uid, await repository.readCoachHours(uid), deps.clock.now());
}

/** Saves the coach's hours, named and addressed as their account is; answers them with what they now cross. */
export async function saveHours(deps: HoursDependencies, uid: string, input: CoachHoursRequest): Promise<CoachHours> {
  const now = deps.clock.now();
  const account = await repository.readAccount(uid);
  if (!account) throw notFound("Your account was not found");
  const saved = await repository.saveCoachHours(uid, (before) => ({
    ...input,
    coachId: uid,
    name: account.name,
    email: account.email,
    feedTokenHash: before?.feedTokenHash ?? null,
    updatedAt: Timestamp.fromDate(now),
  }));
  return answerOf(uid, saved, now);
}

/** A new private feed URL; the old token stops working at once. */
export async function renewFeed(deps: FeedDependencies, uid: string): Promise<{ feedUrl: string }> {
  const token = newSecretToken();
  if (!(await repository.replaceFeed(uid, hashToken(token), deps.clock.now())))
    throw conflict("Save your hours first: the feed lists the sessions learners book in them.");
  return { feedUrl: new URL(`/api/calendar-feeds/${token}`, deps.appUrl).href };
}

/** Revokes the coach's feed (nothing to do without one). */
export async function revokeFeed(deps: HoursDependencies, uid: string): Promise<void> {
  await repository.replaceFeed(uid, null, deps.clock.now());
}

/** The coach's sessions from 30 days ago to their booking horizon, as a calendar; 404 for a token that is not a feed's. */
export async function readFeed(deps: HoursDependencies, token: string): Promise<string> {
  const feed = await repository.readFeed(hashToken(token));
  if (!feed) throw notFound("No such calendar feed: it may have been replaced or turned off");
  const now = deps.clock.now().getTime();
  const hours = await repository.readCoachHours(feed.coachId);
  const horizonDays = hours?.horizonDays ?? SESSION_LIMITS.horizonDaysMax;
  const sessions = await repository.sessionsBetween(
    feed.coachId,
    new Date(now - FEED_PAST_DAYS * DAY_MS),
    new Date(now + horizonDays * DAY_MS),
  );
  return feedFile(
    sessions.map(({ data }) => data),
    hours ? `SoloSensei sessions: ${hours.name}` : "SoloSensei sessions",
  );
}

export async function readSessionSettings(): Promise<SessionSettings> {
  const stored = await repository.readSessionSettings();
  return { monthlyCap: stored?.monthlyCap ?? SESSION_LIMITS.monthlyCapDefault };
}

/** Saves the monthly cap with its `session_settings.save` audit entry. */
export async function saveSessionSettings(
  deps: SettingsDependencies,
  adminUid: string,
  input: SessionSettings,
): Promise<SessionSettings> {
  const at = Timestamp.fromDate(deps.clock.now());
  const actor = await deps.actor(adminUid);
  await repository.saveSessionSettings(
    { monthlyCap: input.monthlyCap, updatedAt: at, updatedBy: adminUid },
    (before) => ({
      actor,
      action: "session_settings.save",
      target: { type: "session_settings", id: SESSION_SETTINGS_ID },
      before: before ? { monthlyCap: before.monthlyCap } : {},
      after: { monthlyCap: input.monthlyCap },
      at,
    }),
  );
  return { monthlyCap: input.monthlyCap };
}
