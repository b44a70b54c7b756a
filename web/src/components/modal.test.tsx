import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Modal, ModalCloseRow } from "./modal";

const confirmClose = {
  title: "Leave the questionnaire?",
  message: "Your answers so far are kept.",
  stayLabel: "Continue",
  leaveLabel: "Leave for Now",
};

function renderModal() {
  const onClose = vi.fn();
  render(
    <Modal open title="Tell us about yourself" onClose={onClose} confirmClose={confirmClose}>
      <label>
        Your answer <input />
      </label>
    </Modal>,
  );
  return { onClose };
}

describe("Modal", () => {
  it("opens with the focus on its content's first control, not on the close button", () => {
    renderModal();
    expect(document.activeElement).toBe(screen.getByLabelText("Your answer"));
  });

  it("asks before closing, with the focus on staying as soon as the question shows", async () => {
    const { onClose } = renderModal();
    // A user's click (outside act): the question and the focus must arrive in the same commit.
    screen.getByRole("button", { name: "Close" }).click();
    while (!screen.queryByRole("alertdialog", { name: "Leave the questionnaire?" })) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Continue" }));
    expect(onClose).not.toHaveBeenCalled();
    screen.getByRole("button", { name: "Leave for Now" }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("ModalCloseRow", () => {
  it("closes the dialog from its one Close button", () => {
    const onClose = vi.fn();
    render(
      <Modal open title="AI Evaluation Preview" onClose={onClose}>
        <ModalCloseRow onClose={onClose} />
      </Modal>,
    );
    // The header's ✕ is named Close too; the row's button is the one that shows the word.
    const row = screen.getAllByRole("button", { name: "Close" }).find((button) => button.textContent === "Close")!;
    row.click();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
