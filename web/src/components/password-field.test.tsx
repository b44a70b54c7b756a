import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordField } from "./password-field";

afterEach(cleanup);

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
});
