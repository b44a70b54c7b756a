import { adminUserPageSchema, type AdminUserSort } from "@contract/admin-users";
import type { Role } from "@contract/common";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminUserListsKey } from "./admin-user-cache";

export interface AdminUserFilters {
  search: string;
  role: Role | "all";
  active: "all" | "true" | "false";
  sort: AdminUserSort;
}

export function listAdminUsers(filters: AdminUserFilters, cursor: string | null) {
  const query = new URLSearchParams({ sort: filters.sort });
  const search = filters.search.trim();
  if (search) query.set("search", search);
  if (filters.role !== "all") query.set("role", filters.role);
  if (filters.active !== "all") query.set("active", filters.active);
  if (cursor) query.set("cursor", cursor);
  return apiRequest(`/admin/users?${query}`, { schema: adminUserPageSchema });
}

/** What the list shows first: everyone, newest first. */
export const INITIAL_USER_FILTERS: AdminUserFilters = { search: "", role: "all", active: "all", sort: "created" };

export const adminUsersQuery = (filters: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminUserListsKey, filters],
    queryFn: ({ pageParam }) => listAdminUsers(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The user list, searched, filtered and sorted on the server, a page at a time ("Load more"). */
export function useAdminUsers(filters: AdminUserFilters) {
  return useInfiniteQuery(adminUsersQuery(filters));
}
