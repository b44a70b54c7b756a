import type { AdminUser, AdminUserPage, AdminUserSort } from "@contract/admin-users";
import type { Role } from "@contract/common";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { adminStatsKey } from "@/lib/query-keys";

export interface AdminUserFilters {
  search: string;
  role: Role | "all";
  active: "all" | "true" | "false";
  sort: AdminUserSort;
}

/** What the list shows first: everyone, newest first. */
export const INITIAL_USER_FILTERS: AdminUserFilters = { search: "", role: "all", active: "all", sort: "created" };

/** Every cached answer about users in the admin panel: the lists and each user's summary reads. */
export const adminUsersKey = ["admin-users"] as const;
export const adminUserListsKey = [...adminUsersKey, "list"] as const;
/** One list: the users these filters find. */
export const adminUserListKey = (filters: AdminUserFilters) => [...adminUserListsKey, filters] as const;
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
