import { z } from "zod/mini";
import { auditActorSchema } from "../audit-log";
import { isoDateSchema, timestampSchema, type Role } from "../common";

/**
 * The Incubator's launch switch (docs/decisions/052-incubator-launch-switch.md). Closed, the
 * Incubator is for admins only and learners see what is coming; open, every signed-in user works
 * in it. Admins always may: they build and check its content either way.
 */

/**
 * Whether a user with this role may use the Incubator now, `open` being whether it is open to them:
 * the switch, or their cohort (docs/decisions/065-cohorts-open-the-incubator.md). The one rule, for
 * the API and the views.
 */
export const canUseIncubator = (role: Role, open: boolean): boolean => role === "admin" || open;

/** Why a learner is refused while the Incubator is closed: the API's 403 and the 'Access Restricted' view. */
export const INCUBATOR_CLOSED_MESSAGE = "The Incubator feature is currently only available to administrators.";

export const LAUNCH_DOC_ID = "current";

/** `incubatorLaunch/current`, written only by the server (domain/incubator/launch.ts). */
export const incubatorLaunchDocSchema = z.object({
  open: z.boolean(),
  changedAt: timestampSchema,
  /** The admin who last changed it. */
  changedBy: auditActorSchema,
});
export type IncubatorLaunchDoc = z.infer<typeof incubatorLaunchDocSchema>;

/**
 * `GET /api/incubator/access`: whether the Incubator is open to this user (the switch is on, or they
 * are in an open or running cohort), for the navigation and the views.
 */
export const incubatorAccessSchema = z.object({ open: z.boolean() });
export type IncubatorAccess = z.infer<typeof incubatorAccessSchema>;

/** `GET` and `PUT /api/admin/incubator/launch`: the switch, and who changed it last (null: never changed). */
export const incubatorLaunchSchema = z.object({
  open: z.boolean(),
  changedAt: z.nullable(isoDateSchema),
  changedBy: z.nullable(z.object({ username: z.string() })),
});
export type IncubatorLaunch = z.infer<typeof incubatorLaunchSchema>;

/** `PUT /api/admin/incubator/launch`: open or close the Incubator to learners. */
export const setIncubatorLaunchRequestSchema = z.object({ open: z.boolean({ error: "open must be true or false" }) });
export type SetIncubatorLaunchRequest = z.infer<typeof setIncubatorLaunchRequestSchema>;

/** How long an instance of the API trusts the switch it last read: a change reaches every instance within it. */
export const INCUBATOR_ACCESS_FRESH_SECONDS = 30;
