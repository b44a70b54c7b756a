import { INVITATION_UNUSABLE } from "@contract/cohorts/enrolment";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fakeApi, renderWithQuery, type ApiCall } from "@/test-api";
import { JoinPage } from "./join-page";

const INVITATION = {
  cohortName: "Spring founders",
  email: "ines@example.test",
  name: "Ines",
  expiresAt: "2026-12-16T10:00:00.000Z",
};
const USER = {
  id: "u1",
  username: "ines",
  email: "ines@example.test",
  name: "Ines",
  role: "user",
  avatar: null,
  isActive: true,
  createdAt: "2026-12-01T10:00:00.000Z",
  lastLoginAt: null,
};

function open(handler: (call: ApiCall) => { status?: number; body?: unknown } | undefined) {
  const calls = fakeApi(handler);
  renderWithQuery(
    <MemoryRouter initialEntries={["/join?invitation=tok_0123456789abcdef"]}>
      <Routes>
        <Route path="/join" element={<JoinPage signIn={<p>The sign-up form</p>} />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe("JoinPage", () => {
  it("shows the invitation to a visitor with the sign-up forms", async () => {
    open((call) =>
      call.path === "/user" ? { status: 401, body: { message: "Not authenticated" } } : { body: INVITATION },
    );
    expect(await screen.findByRole("heading", { name: "Join Spring founders" })).toBeTruthy();
    expect(screen.getByText("ines@example.test")).toBeTruthy();
    expect(await screen.findByText("The sign-up form")).toBeTruthy();
  });

  it("joins a signed-in learner with the invitation, then opens Home", async () => {
    const calls = open((call) =>
      call.path === "/user"
        ? { body: USER }
        : call.method === "POST"
          ? { body: { cohortId: "c1", cohortName: "Spring founders" } }
          : { body: INVITATION },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Join Spring founders" }));
    expect(await screen.findByText("Home")).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")).toMatchObject({
        path: "/cohort/join",
        body: { invitation: "tok_0123456789abcdef" },
      }),
    );
  });

  it("says so when the invitation was used or has expired", async () => {
    open((call) => (call.path === "/user" ? { body: USER } : { status: 410, body: { message: INVITATION_UNUSABLE } }));
    expect((await screen.findByRole("alert")).textContent).toBe(INVITATION_UNUSABLE);
  });
});
