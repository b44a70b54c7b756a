import { adminUserPageSchema } from "@contract/admin-users";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminUserListKey, type AdminUserFilters } from "./admin-user-cache";

export function listAdminUsers(filters: AdminUserFilters, cursor: string | null) {
  const query = new URLSearchParams({ sort: filters.sort });
  const search = filters.search.trim();
  if (search) query.set("search", search);
  if (filters.role !== "all") query.set("role", filters.role);
  if (filters.active !== "all") query.set("active", filters.active);
  if (cursor) query.set("cursor", cursor);
  return apiRequest(`/admin/users?${query}`, { schema: adminUserPageSchema });
}

export const adminUsersQuery = (filters: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: adminUserListKey(filters),
    queryFn: ({ pageParam }) => listAdminUsers(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The user list, searched, filtered and sorted on the server, a page at a time ("Load more"). */
export function useAdminUsers(filters: AdminUserFilters) {
  return useInfiniteQuery(adminUsersQuery(filters));
}
