import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EmailField, PasswordField } from "./credential-fields";

describe("PasswordField", () => {
  it("is a required password input for the current or a new password", () => {
    render(
      <>
        <PasswordField label="Current password" value="" onValueChange={() => {}} />
        <PasswordField label="New password" purpose="new" value="" onValueChange={() => {}} />
      </>,
    );
    const current = screen.getByLabelText("Current password") as HTMLInputElement;
    const fresh = screen.getByLabelText("New password") as HTMLInputElement;
    expect([current.type, current.autocomplete, current.required]).toEqual(["password", "current-password", true]);
    expect([fresh.type, fresh.autocomplete]).toEqual(["password", "new-password"]);
  });

  it("may be optional when the form checks it another way", () => {
    render(<PasswordField label="Your password" required={false} value="" onValueChange={() => {}} />);
    expect((screen.getByLabelText("Your password") as HTMLInputElement).required).toBe(false);
  });
});

describe("EmailField", () => {
  it("is a required email input that reports what is typed", async () => {
    const onValueChange = vi.fn();
    render(<EmailField label="Email" value="" onValueChange={onValueChange} />);
    const input = screen.getByLabelText("Email") as HTMLInputElement;
    expect([input.type, input.autocomplete, input.required]).toEqual(["email", "email", true]);
    await userEvent.type(input, "a");
    expect(onValueChange).toHaveBeenCalledWith("a");
  });
});
