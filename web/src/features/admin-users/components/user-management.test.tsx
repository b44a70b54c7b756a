import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminUser, ME, renderWithApi, stubApi, type Answer, type Call } from "../test-fixtures";
import { UserManagement } from "./user-management";

const ada = adminUser("ada", { name: "Ada Lovelace", lastLoginAt: new Date(Date.now() - 3 * 3_600_000).toISOString() });
const noEmail = adminUser("anon", { name: "", email: "", role: "admin", isActive: false });
const me = adminUser(ME.id, { username: "admin", role: "admin" });

const lists = (calls: Call[]) => calls.filter((call) => call.method === "GET" && call.path === "/admin/users");

function api(overrides: (call: Call) => Answer = () => undefined) {
  return stubApi((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === "/admin/users")
      return call.query.get("cursor") === "c1"
        ? { status: 200, body: { items: [adminUser("late")], nextCursor: null } }
        : { status: 200, body: { items: [ada, noEmail, me], nextCursor: "c1" } };
    return undefined;
  });
}

// The Table also renders the phone cards (CSS picks one); queries look at the desktop table.
const table = () => within(screen.getByRole("table", { name: "Users" }));
const row = (name: string) =>
  table()
    .getAllByRole("row")
    .find((element) => element.textContent?.includes(name))!;

describe("UserManagement", () => {
  it("lists users with the spec's columns", async () => {
    api();
    renderWithApi(<UserManagement />);
    await screen.findByRole("table", { name: "Users" });
    expect(
      table()
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["User", "Email", "Role", "Status", "Last Login", "Actions"]);
    const first = within(row("Ada Lovelace"));
    expect(first.getByText("ID: ada")).toBeTruthy();
    expect(first.getByText("ada@example.test")).toBeTruthy();
    expect(first.getByText("User")).toBeTruthy();
    expect(first.getByText("Active")).toBeTruthy();
    expect(first.getByText("3 hours ago")).toBeTruthy();
    const second = within(row("ID: anon"));
    expect(second.getByText("No email")).toBeTruthy();
    expect(second.getByText("Admin")).toBeTruthy();
    expect(second.getByText("Inactive")).toBeTruthy();
    expect(second.getByText("Never")).toBeTruthy();
    expect(first.getByRole("button", { name: "Edit user_ada" })).toBeTruthy();
    expect(first.getByRole("button", { name: "View summary of user_ada" })).toBeTruthy();
    expect(first.getByRole("link", { name: "View Incubator of user_ada" }).getAttribute("href")).toBe(
      "/admin/users/ada/incubator",
    );
  });

  it("searches on the server once the admin pauses typing", async () => {
    const calls = api();
    renderWithApi(<UserManagement />);
    await screen.findByRole("table", { name: "Users" });
    await userEvent.type(screen.getByLabelText("Search users"), "Ada");
    await waitFor(() => expect(lists(calls).at(-1)?.query.get("search")).toBe("Ada"));
    expect(lists(calls).map((call) => call.query.get("search"))).toEqual([null, "Ada"]);
  });

  it("filters by role and status and sorts on the server", async () => {
    const calls = api();
    renderWithApi(<UserManagement />);
    await screen.findByRole("table", { name: "Users" });
    await userEvent.selectOptions(screen.getByLabelText("Role"), "admin");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "false");
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "lastLogin");
    await waitFor(() => expect(lists(calls).at(-1)?.query.get("sort")).toBe("lastLogin"));
    const last = lists(calls).at(-1)!.query;
    expect([last.get("role"), last.get("active")]).toEqual(["admin", "false"]);
  });

  it("loads the next page with the cursor", async () => {
    const calls = api();
    renderWithApi(<UserManagement />);
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    await table().findByText("Name late");
    expect(lists(calls).at(-1)?.query.get("cursor")).toBe("c1");
    expect(table().getByText("Ada Lovelace")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getByText("4 user(s) shown")).toBeTruthy();
  });

  it("switches a user's status and role in the row", async () => {
    const calls = api((call) => {
      if (call.path === "/admin/users/ada/status")
        return { status: 200, body: { ...ada, isActive: (call.body as { isActive: boolean }).isActive } };
      if (call.path === "/admin/users/ada/role")
        return { status: 200, body: { ...ada, role: (call.body as { role: "admin" }).role } };
      return undefined;
    });
    renderWithApi(<UserManagement />);
    await screen.findByRole("table", { name: "Users" });
    await userEvent.click(table().getByRole("checkbox", { name: "Active account for user_ada" }));
    await within(row("Ada Lovelace")).findByText("Inactive");
    await userEvent.click(table().getByRole("checkbox", { name: "Admin role for user_ada" }));
    await within(row("Ada Lovelace")).findByText("Admin");
    expect(calls.filter((call) => call.method === "PATCH").map((call) => [call.path, call.body])).toEqual([
      ["/admin/users/ada/status", { isActive: false }],
      ["/admin/users/ada/role", { role: "admin" }],
    ]);
  });

  it("says when a switch fails", async () => {
    api((call) =>
      call.method === "PATCH" ? { status: 400, body: { message: "The last active admin stays" } } : undefined,
    );
    renderWithApi(<UserManagement />);
    await screen.findByRole("table", { name: "Users" });
    await userEvent.click(table().getByRole("checkbox", { name: "Active account for user_ada" }));
    await screen.findByText("Failed to update user status");
    await userEvent.click(table().getByRole("checkbox", { name: "Admin role for user_ada" }));
    await screen.findByText("Failed to update user role");
    expect(screen.getByText("The last active admin stays")).toBeTruthy();
    expect(within(row("Ada Lovelace")).getByText("Active")).toBeTruthy();
  });

  it("does not offer an admin to demote or deactivate themselves", async () => {
    api();
    renderWithApi(<UserManagement />);
    await screen.findByRole("table", { name: "Users" });
    expect((table().getByRole("checkbox", { name: "Admin role for admin" }) as HTMLInputElement).disabled).toBe(true);
    expect((table().getByRole("checkbox", { name: "Active account for admin" }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it("opens the Edit User and User Summary dialogs from the row", async () => {
    api();
    renderWithApi(<UserManagement />);
    await screen.findByRole("table", { name: "Users" });
    await userEvent.click(table().getByRole("button", { name: "Edit user_ada" }));
    expect(screen.getByRole("dialog", { name: "Edit User" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(table().getByRole("button", { name: "View summary of user_ada" }));
    expect(screen.getByRole("dialog", { name: "User Summary: Ada Lovelace" })).toBeTruthy();
  });
});
