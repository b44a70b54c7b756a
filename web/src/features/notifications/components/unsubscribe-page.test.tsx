import { INVALID_UNSUBSCRIBE_LINK } from "@contract/email";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { notify } from "@/components/notify";
import { fakeApi, renderWithQuery, type ApiAnswer, type ApiCall } from "@/test-api";
import { UnsubscribePage } from "./unsubscribe-page";

vi.mock("@/components/notify", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const TOKEN = "token-0123456789";

function open(address: string, answer: (call: ApiCall) => ApiAnswer) {
  const calls = fakeApi(answer);
  const router = createMemoryRouter([{ path: "/unsubscribe", Component: UnsubscribePage }], {
    initialEntries: [address],
  });
  renderWithQuery(<RouterProvider router={router} />, { strict: true });
  return { calls, user: userEvent.setup() };
}

const turnedOff = (call: ApiCall): ApiAnswer =>
  call.path === "/email/unsubscribe/page"
    ? { body: { categories: ["weekly_report", "reminders"] } }
    : { body: { categories: (call.body as { categories: string[] }).categories } };

describe("UnsubscribePage", () => {
  it("turns the link's emails off once and names them; Undo turns them back on", async () => {
    const { calls, user } = open(`/unsubscribe?token=${TOKEN}`, turnedOff);
    await screen.findByRole("heading", { name: "You're unsubscribed" });
    expect(screen.getByText("You won't get Reminders and nudges and Weekly report emails any more.")).toBeTruthy();
    expect(calls).toEqual([expect.objectContaining({ path: "/email/unsubscribe/page", body: { token: TOKEN } })]);
    expect(screen.getByRole("link", { name: "Choose which emails you get" }).getAttribute("href")).toBe("/profile");

    await user.click(screen.getByRole("button", { name: "Undo" }));
    const back = await screen.findByText("Emails are back on.");
    expect(document.activeElement).toBe(back);
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    expect(calls[1]).toMatchObject({
      method: "POST",
      path: "/email/resubscribe",
      body: { token: TOKEN, categories: ["weekly_report", "reminders"] },
    });
  });

  it("says only that the link is not valid when the server refuses it", async () => {
    open(`/unsubscribe?token=${TOKEN}`, () => ({ status: 400, body: { message: INVALID_UNSUBSCRIBE_LINK } }));
    await screen.findByText(INVALID_UNSUBSCRIBE_LINK);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unsubscribe");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("asks nothing for a missing or malformed token", () => {
    const { calls } = open("/unsubscribe?token=short", () => ({}));
    expect(screen.getByText(INVALID_UNSUBSCRIBE_LINK)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("keeps Undo when turning the emails back on fails, and says why", async () => {
    const { user } = open(`/unsubscribe?token=${TOKEN}`, (call) =>
      call.path === "/email/resubscribe" ? { status: 500, body: { message: "Try later" } } : turnedOff(call),
    );
    await user.click(await screen.findByRole("button", { name: "Undo" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Try later"));
    expect(screen.getByRole("button", { name: "Undo" })).toBeTruthy();
  });
});
