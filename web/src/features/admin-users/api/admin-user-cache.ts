import type { AdminUser, AdminUserPage } from "@contract/admin-users";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { adminStatsKey } from "@/lib/query-keys";

/** Every cached answer about users in the admin panel: the lists and each user's summary reads. */
export const adminUsersKey = ["admin-users"] as const;
export const adminUserListsKey = [...adminUsersKey, "list"] as const;
/** One user's reads (profile, paths, ..., admin history). */
export const adminUserKey = (userId: string) => [...adminUsersKey, "user", userId] as const;

/**
 * After a change to one user: the row changes in place in every loaded list (no refetch, the
 * list keeps its pages), and the figures and that user's admin history are read again.
 */
export function userChanged(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueriesData<InfiniteData<AdminUserPage>>({ queryKey: adminUserListsKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === user.id ? user : item)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: adminStatsKey });
  void queryClient.invalidateQueries({ queryKey: adminUserKey(user.id) });
}
