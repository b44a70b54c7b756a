import { assessments } from "../../lib/collections";

export { assessments, skillProgress } from "../../lib/collections";
export const latestAssessment = (uid: string) => assessments(uid).doc("latest");
