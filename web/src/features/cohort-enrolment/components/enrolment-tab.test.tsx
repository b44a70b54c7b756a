import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import { EnrolmentTab } from "./enrolment-tab";

const code = (enabled: boolean) => ({
  joinCode: { code: "ABCD234567", enabled, expiresAt: null, createdAt: "2026-12-01T10:00:00.000Z", usable: enabled },
});
const MEMBERS = {
  items: [
    { uid: "u1", name: "Ada Lovelace", email: "ada@example.test", coachId: null, joinedAt: "2026-12-01T10:00:00.000Z" },
  ],
  nextCursor: null,
};

describe("EnrolmentTab", () => {
  it("turns the join code off, and moves or removes a member", async () => {
    const calls = fakeApi((call) => {
      if (call.path.endsWith("/join-code")) return { body: code(call.method !== "PUT") };
      if (call.path.includes("/enrolment/members")) return { body: MEMBERS };
      return { body: { uid: "u1", cohortId: call.method === "DELETE" ? null : "c2" } };
    });
    renderWithQuery(<EnrolmentTab cohortId="c1" laterCohorts={[{ id: "c2", name: "Summer founders" }]} />);

    expect((await screen.findByLabelText("Current join code")).textContent).toBe("ABCD234567");
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Turned off")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ action: "disable" });

    await userEvent.click(await screen.findByRole("button", { name: "Move Ada Lovelace" }));
    const move = await screen.findByRole("dialog", { name: "Move Ada Lovelace" });
    await userEvent.selectOptions(within(move).getByLabelText("To the cohort"), "c2");
    await userEvent.click(within(move).getByRole("button", { name: "Move" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith("/move"))).toMatchObject({
        method: "POST",
        path: "/admin/cohorts/c1/members/u1/move",
        body: { toCohortId: "c2" },
      }),
    );

    await userEvent.click(screen.getByRole("button", { name: "Remove Ada Lovelace" }));
    const remove = await screen.findByRole("dialog", { name: "Remove Ada Lovelace?" });
    await userEvent.click(within(remove).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "DELETE" && call.path === "/admin/cohorts/c1/members/u1")).toBe(true),
    );
  });
});
