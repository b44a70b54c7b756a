import type { IncubatorLaunch } from "@contract/incubator/launch";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "@/components/notify";
import { fakeApi, renderWithQuery } from "@/test-api";
import { LaunchTab } from "./launch-tab";

vi.mock("@/components/notify", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function setup(first: IncubatorLaunch) {
  let launch = first;
  const calls = fakeApi(({ method, path, body }) => {
    if (path !== "/admin/incubator/launch") return { status: 404, body: { message: "Not found" } };
    if (method === "PUT") {
      const { open } = body as { open: boolean };
      launch = { open, changedAt: new Date().toISOString(), changedBy: { username: "ada" } };
    }
    return { body: launch };
  });
  renderWithQuery(<LaunchTab />);
  return { calls, user: userEvent.setup() };
}

const puts = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.method === "PUT");

describe("LaunchTab", () => {
  it("opens the Incubator to learners only once the admin confirms", async () => {
    const { calls, user } = setup({ open: false, changedAt: null, changedBy: null });
    expect(await screen.findByText("Incubator for admins only")).toBeTruthy();
    expect(screen.getByText(/Never opened to learners\./)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Open to learners" }));
    const dialog = screen.getByRole("dialog", { name: "Open the Incubator to learners?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(puts(calls)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Open to learners" }));
    await user.click(screen.getByRole("button", { name: "Open the Incubator" }));
    expect(await screen.findByText("Incubator open to learners")).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([{ open: true }]);
    expect(screen.getByText(/Opened by ada, just now\./)).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith("The Incubator is open to learners");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes it again, saying learners keep their progress", async () => {
    const { calls, user } = setup({
      open: true,
      changedAt: "2026-11-20T10:00:00.000Z",
      changedBy: { username: "grace" },
    });
    expect(await screen.findByText(/Opened by grace/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close to learners" }));
    const dialog = screen.getByRole("dialog", { name: "Close the Incubator to learners?" });
    expect(within(dialog).getByText(/answers, XP and badges are kept/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close the Incubator" }));
    expect(await screen.findByText("Incubator for admins only")).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([{ open: false }]);
    expect(screen.getByRole("button", { name: "Open to learners" })).toBeTruthy();
  });
});
