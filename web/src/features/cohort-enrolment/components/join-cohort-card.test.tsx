import { JOIN_CODE_UNUSABLE } from "@contract/cohorts/enrolment";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import { JoinCohortCard } from "./join-cohort-card";

describe("JoinCohortCard", () => {
  it("sends the code typed, and shows a refusal on the field", async () => {
    const calls = fakeApi(() => ({ status: 400, body: { message: JOIN_CODE_UNUSABLE } }));
    renderWithQuery(<JoinCohortCard />);
    const field = screen.getByLabelText("Join code");
    expect((screen.getByRole("button", { name: "Join" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(field, " abcd-2345 ");
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    expect((await screen.findByRole("alert")).textContent).toBe(JOIN_CODE_UNUSABLE);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() =>
      expect(calls).toMatchObject([{ method: "POST", path: "/cohort/join", body: { code: "abcd-2345" } }]),
    );
  });
});
