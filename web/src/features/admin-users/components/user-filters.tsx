import { ADMIN_USER_SEARCH_MAX } from "@contract/admin-users";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import type { AdminUserFilters } from "../api/admin-user-cache";

const ROLE_OPTIONS = [
  { value: "all", label: "All roles" },
  { value: "user", label: "User" },
  { value: "admin", label: "Admin" },
] as const;

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
] as const;

const SORT_OPTIONS = [
  { value: "created", label: "Newest members" },
  { value: "lastLogin", label: "Latest sign-in" },
] as const;

interface UserFiltersProps {
  filters: AdminUserFilters;
  onChange: (change: Partial<AdminUserFilters>) => void;
}

/** Search (sent to the server as the admin pauses), role and status filters, and the order. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]" role="search" aria-label="Users">
      <TextField
        label="Search users"
        type="search"
        placeholder="Name, username or email"
        maxLength={ADMIN_USER_SEARCH_MAX}
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS}
        value={filters.role}
        onChange={(event) => onChange({ role: event.target.value as AdminUserFilters["role"] })}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.active}
        onChange={(event) => onChange({ active: event.target.value as AdminUserFilters["active"] })}
      />
      <SelectField
        label="Sort by"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as AdminUserFilters["sort"] })}
      />
    </div>
  );
}
