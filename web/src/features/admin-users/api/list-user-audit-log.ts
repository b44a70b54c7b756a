import { auditLogPageSchema } from "@contract/audit-log";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminUserKey } from "./admin-user-cache";

export function listUserAuditLog(userId: string) {
  return apiRequest(`/admin/audit-log?targetUserId=${encodeURIComponent(userId)}`, { schema: auditLogPageSchema });
}

/** The latest admin changes to one user (the first page, newest first). */
export function useUserAuditLog(userId: string) {
  return useQuery({ queryKey: [...adminUserKey(userId), "audit-log"], queryFn: () => listUserAuditLog(userId) });
}
