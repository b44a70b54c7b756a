import { enrolmentReportSchema, type EnrolmentRow } from "@contract/cohorts/enrolment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { enrolledMembersKey } from "./query-keys";

export function confirmEnrolment(cohortId: string, rows: EnrolmentRow[], idempotencyKey: string) {
  return apiRequest(`/admin/cohorts/${encodeURIComponent(cohortId)}/enrolment`, {
    method: "POST",
    body: { rows },
    idempotencyKey,
    schema: enrolmentReportSchema,
  });
}

/** Imports the checked rows: existing users join now, unknown emails get their invitation. */
export function useConfirmEnrolment(cohortId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (rows: EnrolmentRow[]) => confirmEnrolment(cohortId, rows, intent.keyFor(rows)),
    onSuccess: () => {
      intent.done();
      void queryClient.invalidateQueries({ queryKey: enrolledMembersKey(cohortId) });
    },
  });
}
