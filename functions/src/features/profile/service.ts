import { Timestamp } from "firebase-admin/firestore";
import type { CreateUserRequest } from "../../contract/account";
import type { Activity } from "../../contract/activity";
import type {
  ContextRequest,
  CreateProfileRequest,
  Profile,
  ProfileDoc,
  UpdateProfileRequest,
  WorkContext,
} from "../../contract/profile";
import { notFound } from "../../lib/errors";
import { createAccount, emptyProfile, toUser } from "../../lib/accounts";
import type { Clock } from "../../lib/clock";
import { changeProfile, createProfileIfMissing, readActivities, readProfile, readUser } from "./repository";
import { toIso } from "../../contract/common";

export function toProfile(id: string, doc: ProfileDoc): Profile {
  return {
    id,
    userId: doc.userId,
    currentLevel: doc.currentLevel,
    goals: doc.goals,
    strengths: doc.strengths,
    weaknesses: doc.weaknesses,
    preferredLearningStyle: doc.preferredLearningStyle,
    assessmentCompleted: doc.assessmentCompleted,
    metadata: doc.metadata,
    timeZone: doc.timeZone,
    createdAt: toIso(doc.createdAt),
  };
}

/** Firestore refuses undefined values: keep only the keys that were given. */
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;

export async function createUser(input: CreateUserRequest, clock: Clock) {
  const uid = await createAccount(input, clock);
  return toUser(uid, (await readUser(uid))!);
}

export async function getProfile(uid: string): Promise<Profile> {
  const doc = await readProfile(uid);
  if (!doc) throw notFound("Profile not found");
  return toProfile(uid, doc);
}

/** Creates the profile only where it is missing; an existing one is returned untouched. */
export async function createProfile(
  uid: string,
  input: CreateProfileRequest,
  clock: Clock,
): Promise<{ created: boolean; profile: Profile }> {
  const { created, doc } = await createProfileIfMissing(uid, () => {
    const doc = emptyProfile(uid, undefined, Timestamp.fromDate(clock.now()));
    doc.goals = input.goals ?? [];
    doc.preferredLearningStyle = input.preferredLearningStyle ?? null;
    doc.metadata = defined(input.metadata ?? {});
    return doc;
  });
  return { created, profile: toProfile(uid, doc) };
}

async function mergeProfile(
  uid: string,
  change: (doc: ProfileDoc) => Partial<ProfileDoc>,
  clock: Clock,
): Promise<Profile> {
  const updated = await changeProfile(uid, (doc) => ({
    ...doc,
    ...change(doc),
    updatedAt: Timestamp.fromDate(clock.now()),
  }));
  if (!updated) throw notFound("Profile not found");
  return toProfile(uid, updated);
}

/** Merges the given fields; `metadata` merges key by key, so the work context is never wiped. */
export function updateProfile(uid: string, input: UpdateProfileRequest, clock: Clock): Promise<Profile> {
  const { metadata, ...rest } = input;
  return mergeProfile(
    uid,
    (doc) => ({ ...defined(rest), metadata: { ...doc.metadata, ...defined<WorkContext>(metadata ?? {}) } }),
    clock,
  );
}

export function saveContext(uid: string, input: ContextRequest, clock: Clock): Promise<Profile> {
  return mergeProfile(uid, (doc) => ({ metadata: { ...doc.metadata, ...input } }), clock);
}

export async function listActivities(uid: string, limit: number, before: Date | undefined): Promise<Activity[]> {
  const entries = await readActivities(uid, limit, before);
  return entries.map(({ id, data }) => ({ id, ...data, createdAt: toIso(data.createdAt) }));
}
