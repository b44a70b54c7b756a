import { INVALID_VERIFICATION_LINK, VERIFIED_MESSAGE } from "@contract/email";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fakeApi, renderWithQuery, type ApiAnswer } from "@/test-api";
import { VerifyEmailPage } from "./verify-email-page";

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

function open(address: string, answer: () => ApiAnswer) {
  const calls = fakeApi(() => answer());
  // StrictMode runs the page's effect twice, as in development: the code must still go once.
  renderWithQuery(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
    { strict: true },
  );
  return { calls };
}

describe("VerifyEmailPage", () => {
  it("sends the link's code once, then links to the notification settings", async () => {
    const { calls } = open("/verify-email?oobCode=code-1", () => ({ body: { message: VERIFIED_MESSAGE } }));
    expect(screen.getByRole("heading", { name: "Verify your email address" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Verifying your email address...");
    await screen.findByText(VERIFIED_MESSAGE);
    expect(calls).toEqual([expect.objectContaining({ method: "POST", path: "/notifications/verification/confirm" })]);
    expect(calls[0]!.body).toEqual({ oobCode: "code-1" });
    await userEvent.click(screen.getByRole("link", { name: "Go to your notification settings" }));
    await screen.findByText("Now at /profile");
  });

  it("shows the server's refusal and the way to a new link", async () => {
    const { calls } = open("/verify-email?oobCode=used", () => ({
      status: 400,
      body: { message: INVALID_VERIFICATION_LINK },
    }));
    await screen.findByText(INVALID_VERIFICATION_LINK);
    expect(screen.getByRole("link", { name: "Sign in to ask for a new link" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("asks nothing for a link without its code", () => {
    const { calls } = open("/verify-email", () => ({}));
    expect(screen.getByText(INVALID_VERIFICATION_LINK)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("offers another try when the server could not be reached", async () => {
    let down = true;
    const { calls } = open("/verify-email?oobCode=code-2", () =>
      down ? { status: 503, body: { message: "Unavailable" } } : { body: { message: VERIFIED_MESSAGE } },
    );
    await screen.findByText("Unable to verify your email address.");
    down = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText(VERIFIED_MESSAGE);
    expect(calls).toHaveLength(2);
  });
});
