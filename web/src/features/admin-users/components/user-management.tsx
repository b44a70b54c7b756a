import type { AdminUser } from "@contract/admin-users";
import { formatAge } from "@contract/relative-time";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadMoreButton } from "@/components/load-more-button";
import { actionsColumn, RowButton, RowSwitch } from "@/components/row-controls";
import { Table, type TableColumn } from "@/components/table";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { routePaths } from "@/lib/route-paths";
import { useSessionUser } from "@/lib/session-user";
import { INITIAL_USER_FILTERS } from "../api/admin-user-cache";
import { adminUsersQuery } from "../api/list-admin-users";
import { useUpdateUserRole } from "../api/update-user-role";
import { useUpdateUserStatus } from "../api/update-user-status";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { EditUserDialog } from "./edit-user-dialog";
import { UserFilters } from "./user-filters";
import { UserSummaryDialog } from "./user-summary-dialog";

const SEARCH_PAUSE_MS = 300;

type OpenDialog = { kind: "edit" | "summary"; user: AdminUser } | null;

/** The server-side searched list, quick switches and the two dialogs. */
export function UserManagement() {
  const me = useSessionUser();
  const [filters, setFilters] = useState(INITIAL_USER_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_PAUSE_MS);
  const users = useInfiniteQuery(adminUsersQuery({ ...filters, search }));
  const status = useUpdateUserStatus();
  const role = useUpdateUserRole();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  const toggleStatus = (user: AdminUser) =>
    status.mutate(
      { userId: user.id, isActive: !user.isActive },
      { onError: (error) => notify.error("Failed to update user status", errorMessage(error, "")) },
    );
  const toggleRole = (user: AdminUser) =>
    role.mutate(
      { userId: user.id, role: user.role === "admin" ? "user" : "admin" },
      { onError: (error) => notify.error("Failed to update user role", errorMessage(error, "")) },
    );
  // An admin's own row stays as it is (the server refuses self-demotion and self-deactivation too).
  const locked = (user: AdminUser) =>
    user.id === me.id ||
    (status.isPending && status.variables?.userId === user.id) ||
    (role.isPending && role.variables?.userId === user.id);

  const columns: TableColumn<AdminUser>[] = [
    {
      id: "user",
      header: "User",
      cell: (user) => (
        <div className="min-w-0">
          <p className="font-semibold break-words">{user.name || user.email || user.username}</p>
          <p className="text-base-content/70 text-xs break-all">ID: {user.id}</p>
        </div>
      ),
    },
    {
      id: "email",
      header: "Email",
      cell: (user) =>
        user.email ? (
          <span className="break-all">{user.email}</span>
        ) : (
          <span className="text-base-content/70 italic">No email</span>
        ),
    },
    {
      id: "role",
      header: "Role",
      cell: (user) => (
        <div className="flex items-center gap-2">
          <span className={`badge badge-sm ${user.role === "admin" ? "badge-primary" : "badge-ghost"}`}>
            {user.role === "admin" ? "Admin" : "User"}
          </span>
          <RowSwitch
            label={`Admin role for ${user.username}`}
            checked={user.role === "admin"}
            disabled={locked(user)}
            tone="toggle-primary"
            onToggle={() => toggleRole(user)}
          />
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: (user) => (
        <div className="flex items-center gap-2">
          <RowSwitch
            label={`Active account for ${user.username}`}
            checked={user.isActive}
            disabled={locked(user)}
            tone="toggle-success"
            onToggle={() => toggleStatus(user)}
          />
          <span className={user.isActive ? "" : "text-base-content/70"}>{user.isActive ? "Active" : "Inactive"}</span>
        </div>
      ),
    },
    {
      id: "lastLogin",
      header: "Last Login",
      cell: (user) => (user.lastLoginAt ? formatAge(new Date(user.lastLoginAt), new Date()) : "Never"),
    },
    actionsColumn((user) => (
      <>
        <RowButton
          label={`Edit ${user.username}`}
          className="btn-outline"
          onClick={() => setDialog({ kind: "edit", user })}
        >
          Edit
        </RowButton>
        <RowButton label={`View summary of ${user.username}`} onClick={() => setDialog({ kind: "summary", user })}>
          Summary
        </RowButton>
        <Link
          to={routePaths.adminLearnerIncubator(user.id)}
          className="btn btn-sm btn-ghost"
          aria-label={`View Incubator of ${user.username}`}
        >
          Incubator
        </Link>
      </>
    )),
  ];

  return (
    <section className="grid gap-4" aria-labelledby="user-management-heading">
      <h2 id="user-management-heading" className="sr-only">
        User Management
      </h2>
      <UserFilters filters={filters} onChange={(change) => setFilters((current) => ({ ...current, ...change }))} />
      <p className="text-base-content/75 text-sm" aria-live="polite">
        {users.isSuccess && `${rows.length} user(s) shown${users.hasNextPage ? ", more to load" : ""}`}
      </p>
      <Table
        caption="Users"
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        loading={users.isPending}
        error={users.isError ? errorMessage(users.error, "The users could not be loaded.") : null}
        empty={<p className="text-base-content/75 py-6 text-center">No users match these filters.</p>}
        // The server pages ("Load more"); the table shows every loaded row.
        pageSize={Math.max(rows.length, 1)}
      />
      <LoadMoreButton pages={users} className="justify-self-center" />
      {dialog?.kind === "edit" && <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === "summary" && <UserSummaryDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </section>
  );
}
