import { enrolledMemberPageSchema, memberChangeResponseSchema } from "@contract/cohorts/enrolment";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { enrolledMembersKey } from "./query-keys";

const cohortPath = (cohortId: string) => `/admin/cohorts/${encodeURIComponent(cohortId)}`;

export function listEnrolledMembers(cohortId: string, after: string | null) {
  const query = after ? `?${new URLSearchParams({ after })}` : "";
  return apiRequest(`${cohortPath(cohortId)}/enrolment/members${query}`, { schema: enrolledMemberPageSchema });
}

/** The cohort's members, a page at a time. */
export function useEnrolledMembers(cohortId: string) {
  return useInfiniteQuery({
    queryKey: enrolledMembersKey(cohortId),
    queryFn: ({ pageParam }) => listEnrolledMembers(cohortId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function removeMember(cohortId: string, uid: string) {
  return apiRequest(`${cohortPath(cohortId)}/members/${encodeURIComponent(uid)}`, {
    method: "DELETE",
    schema: memberChangeResponseSchema,
  });
}

export function moveMember(cohortId: string, uid: string, toCohortId: string) {
  return apiRequest(`${cohortPath(cohortId)}/members/${encodeURIComponent(uid)}/move`, {
    method: "POST",
    body: { toCohortId },
    schema: memberChangeResponseSchema,
  });
}

/** Removes a member, or moves them to a later cohort; both lists follow. */
export function useChangeMember(cohortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, toCohortId }: { uid: string; toCohortId?: string }) =>
      toCohortId ? moveMember(cohortId, uid, toCohortId) : removeMember(cohortId, uid),
    onSuccess: (_, { toCohortId }) => {
      void queryClient.invalidateQueries({ queryKey: enrolledMembersKey(cohortId) });
      if (toCohortId) void queryClient.invalidateQueries({ queryKey: enrolledMembersKey(toCohortId) });
    },
  });
}
