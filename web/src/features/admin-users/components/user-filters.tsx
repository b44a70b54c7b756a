import { ADMIN_USER_SEARCH_MAX } from "@contract/admin-users";
import { useId } from "react";
import type { AdminUserFilters } from "../api/list-admin-users";

interface UserFiltersProps {
  filters: AdminUserFilters;
  onChange: (change: Partial<AdminUserFilters>) => void;
}

/** Search (sent to the server as the admin pauses), role and status filters, and the order. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]" role="search" aria-label="Users">
      <div className="grid gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold">
          Search users
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="input w-full"
          placeholder="Name, username or email"
          maxLength={ADMIN_USER_SEARCH_MAX}
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-role`} className="text-sm font-semibold">
          Role
        </label>
        <select
          id={`${id}-role`}
          className="select w-full"
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value as AdminUserFilters["role"] })}
        >
          <option value="all">All roles</option>
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="select w-full"
          value={filters.active}
          onChange={(event) => onChange({ active: event.target.value as AdminUserFilters["active"] })}
        >
          <option value="all">All statuses</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="select w-full"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as AdminUserFilters["sort"] })}
        >
          <option value="created">Newest members</option>
          <option value="lastLogin">Latest sign-in</option>
        </select>
      </div>
    </div>
  );
}
