import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminUserListKey, INITIAL_USER_FILTERS, type AdminUserFilters } from "./admin-user-cache";

export function listAdminUsers(filters: AdminUserFilters, cursor: string | null) {
  const query = new URLSearchParams({ sort: filters.sort });
  const search = filters.search.trim();
  if (search) query.set("search", search);
  if (filters.role !== "all") query.set("role", filters.role);
  if (filters.active !== "all") query.set("active", filters.active);
  if (cursor) query.set("cursor", cursor);
  // Its schema is in a back-office chunk (web/vite.config.ts): the first answer is asked for beside it.
  return apiRequest(`/admin/users?${query}`, {
    schema: async () => (await import("@contract/admin-users")).adminUserPageSchema,
  });
}

/**
 * The user list, searched, filtered and sorted on the server, a page at a time ("Load more"). The
 * admin route's loader asks for its first page (`firstUsersPage`), so this file is in every view's
 * first files: the list's `useInfiniteQuery` is called where it is shown (user-management.tsx), and
 * TanStack Query's paging stays in the admin views' chunk.
 */
export const adminUsersQuery = (filters: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: adminUserListKey(filters),
    queryFn: ({ pageParam }) => listAdminUsers(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** `/admin`'s loader: the list as it opens, everyone, newest first. */
export const firstUsersPage = (client: QueryClient) =>
  client.prefetchInfiniteQuery(adminUsersQuery(INITIAL_USER_FILTERS));
