import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete learning path"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      tone="error"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>This action cannot be undone.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe("ConfirmDialog", () => {
  it("asks the question in a dialog named by its title", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Delete learning path" });
    expect(dialog.textContent).toContain("This action cannot be undone.");
    expect(screen.getByRole("button", { name: "Delete" }).className).toContain("btn-error");
  });

  it("confirms or cancels", async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("shows the busy label and cannot be confirmed twice while busy", async () => {
    const { onConfirm } = renderDialog({ busy: true });
    const confirm = screen.getByRole("button", { name: "Deleting..." }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("renders nothing inside while closed", () => {
    renderDialog({ open: false });
    expect(screen.queryByText("This action cannot be undone.")).toBeNull();
  });
});
