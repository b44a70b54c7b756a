import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { adminUser, ME, renderWithApi, stubApi, type Answer, type Call } from "../test-fixtures";
import { EditUserDialog } from "./edit-user-dialog";

const ada = adminUser("ada", { name: "Ada Lovelace" });

function open(handler: (call: Call) => Answer, user = ada) {
  const onClose = vi.fn();
  const calls = stubApi(handler);
  renderWithApi(<EditUserDialog user={user} onClose={onClose} />);
  return { calls, onClose };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("EditUserDialog", () => {
  it("edits username, email (an email input), name, role and the active flag", async () => {
    const { calls, onClose } = open((call) =>
      call.method === "PATCH" ? { status: 200, body: { ...ada, ...(call.body as object) } } : undefined,
    );
    expect(field("Username").value).toBe("user_ada");
    expect(field("Email").type).toBe("email");
    expect(field("Name").value).toBe("Ada Lovelace");
    await userEvent.clear(field("Name"));
    await userEvent.type(field("Name"), "Ada King");
    await userEvent.selectOptions(screen.getByLabelText("Role"), "admin");
    await userEvent.click(screen.getByRole("checkbox", { name: "Active account" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ["PATCH", "/admin/users/ada", { name: "Ada King", role: "admin", isActive: false }],
    ]);
  });

  it("shows the server's field errors on the fields and its message as a toast", async () => {
    const { onClose } = open(() => ({
      status: 409,
      body: { message: "That username is taken", errors: [{ path: "username", message: "That username is taken" }] },
    }));
    await userEvent.clear(field("Username"));
    await userEvent.type(field("Username"), "taken_name");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(field("Username").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("That username is taken")).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to update user'", async () => {
    open(() => ({ status: 500 }));
    await userEvent.type(field("Name"), " II");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByText("Failed to update user");
  });

  it("checks the fields before sending", async () => {
    const { calls } = open(() => undefined);
    await userEvent.clear(field("Email"));
    await userEvent.type(field("Email"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("closes without a call when nothing changed", async () => {
    const { calls, onClose } = open(() => undefined);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it("keeps an admin's own role and active flag out of reach", () => {
    open(() => undefined, adminUser(ME.id, { role: "admin" }));
    expect((screen.getByLabelText("Role") as HTMLSelectElement).disabled).toBe(true);
    expect(field("Active account").disabled).toBe(true);
  });
});

describe("the admin password reset", () => {
  const placeholder = "Enter new password (min 8 characters)";

  it("enables the confirm button only for a non-blank password of at least 8 characters", async () => {
    open(() => undefined);
    const input = screen.getByPlaceholderText(placeholder);
    const confirm = screen.getByRole("button", { name: "Reset Password" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(input, "        ");
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, "Short1");
    expect(confirm.disabled).toBe(true);
    await userEvent.type(input, "aB");
    expect(confirm.disabled).toBe(false);
  });

  it("resets the password and says so", async () => {
    const { calls } = open(() => ({ status: 200, body: { message: "Password reset" } }));
    await userEvent.type(screen.getByPlaceholderText(placeholder), "NewPass123");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    await screen.findByText("Password reset successfully");
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ["POST", "/admin/users/ada/reset-password", { newPassword: "NewPass123" }],
    ]);
    expect((screen.getByPlaceholderText(placeholder) as HTMLInputElement).value).toBe("");
  });

  it("shows the server's message, or 'Failed to reset password'", async () => {
    open(() => ({ status: 400, body: { message: "Password must contain a number" } }));
    await userEvent.type(screen.getByPlaceholderText(placeholder), "NoNumbersHere");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    await screen.findByText("Password must contain a number");
    cleanup();
    vi.unstubAllGlobals();
    open(() => ({ status: 502 }));
    await userEvent.type(screen.getByPlaceholderText(placeholder), "NewPass123");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    await screen.findByText("Failed to reset password");
  });
});
