import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "./submit-button";

describe("SubmitButton", () => {
  it("submits with its label while idle", () => {
    render(<SubmitButton pending={false}>Sign In</SubmitButton>);
    const button = screen.getByRole("button", { name: "Sign In" }) as HTMLButtonElement;
    expect(button.type).toBe("submit");
    expect(button.disabled).toBe(false);
  });

  it("is disabled while pending, keeping its name beside a spinner", () => {
    render(<SubmitButton pending>Sign In</SubmitButton>);
    const button = screen.getByRole("button", { name: "Sign In" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector(".loading-spinner")).not.toBeNull();
  });

  it("says the pending label instead when it has one", () => {
    render(
      <SubmitButton pending pendingLabel="Saving...">
        Change Email
      </SubmitButton>,
    );
    expect((screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("is disabled for the form's own reason too", () => {
    render(
      <SubmitButton pending={false} disabled>
        Delete My Account
      </SubmitButton>,
    );
    expect((screen.getByRole("button", { name: "Delete My Account" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
