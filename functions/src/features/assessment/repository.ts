import { assessmentDocSchema, skillProgressDocSchema } from "../../contract/assessment";
import { typedCollection } from "../../lib/typed-collection";

export const assessments = (uid: string) => typedCollection(`users/${uid}/assessments`, assessmentDocSchema);
export const latestAssessment = (uid: string) => assessments(uid).doc("latest");
export const skillProgress = (uid: string) => typedCollection(`users/${uid}/skillProgress`, skillProgressDocSchema);
