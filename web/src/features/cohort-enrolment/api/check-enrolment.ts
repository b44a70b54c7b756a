import { enrolmentReportSchema, type EnrolmentRow } from "@contract/cohorts/enrolment";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The dry run: each row's outcome and error; the server writes nothing. */
export function checkEnrolment(cohortId: string, rows: EnrolmentRow[]) {
  return apiRequest(`/admin/cohorts/${encodeURIComponent(cohortId)}/enrolment/check`, {
    method: "POST",
    body: { rows },
    schema: enrolmentReportSchema,
  });
}

export function useCheckEnrolment(cohortId: string) {
  return useMutation({ mutationFn: (rows: EnrolmentRow[]) => checkEnrolment(cohortId, rows) });
}
