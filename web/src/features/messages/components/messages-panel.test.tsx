import type { User } from "@contract/auth";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { SessionUserContext } from "@/lib/session-user";
import type { Inbox, InboxMessage } from "../hooks/use-inbox";
import MessagesPanel from "./messages-panel";

const inbox = vi.hoisted(() => ({ current: { status: "success", messages: [] } as Inbox }));
const markRead = vi.hoisted(() => vi.fn());
const dismiss = vi.hoisted(() => vi.fn());
vi.mock("../hooks/use-inbox", () => ({ useInbox: () => inbox.current }));
vi.mock("../api/mark-message-read", () => ({ useMarkMessageRead: () => ({ mutate: markRead }) }));
vi.mock("../api/dismiss-message", () => ({ useDismissMessage: () => ({ mutate: dismiss }) }));

const user = { id: "u1", createdAt: "2026-01-01T00:00:00.000Z" } as User;
const message = (id: string, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  type: "system",
  title: `Title ${id}`,
  content: `Content ${id}`,
  timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
  isRead: false,
  ...overrides,
});

function renderPanel(messages: InboxMessage[], status: Inbox["status"] = "success") {
  inbox.current = { status, messages };
  return render(
    <MemoryRouter>
      <SessionUserContext value={user}>
        <MessagesPanel />
      </SessionUserContext>
    </MemoryRouter>,
  );
}

describe("MessagesPanel", () => {
  it("lists unread messages with age, type and action buttons", () => {
    renderPanel([
      message("a", { actionLabel: "Start Learning", actionUrl: "/learn", type: "achievement" }),
      message("b", { actionLabel: "Read more", actionUrl: "https://example.test/post" }),
      message("c", { isRead: true }),
    ]);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual(["Title a", "Title b"]);
    expect(within(items[0]!).getByText("5 minutes ago")).toBeTruthy();
    expect(within(items[0]!).getByText("Achievement:")).toBeTruthy();
    expect(within(items[0]!).getByRole("link", { name: "Start Learning" }).getAttribute("href")).toBe("/learn");
    const external = within(items[1]!).getByRole("link", { name: "Read more" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toContain("noopener");
    expect(screen.getByLabelText("2 unread")).toBeTruthy();
  });

  it("removes a message at once when it is marked read", async () => {
    renderPanel([message("a"), message("b")]);
    await userEvent.click(screen.getByRole("button", { name: "Mark as read: Title a" }));
    expect(markRead).toHaveBeenCalledWith("a", expect.anything());
    expect(screen.queryByRole("listitem", { name: "Title a" })).toBeNull();
    expect(screen.getByRole("listitem", { name: "Title b" })).toBeTruthy();
  });

  it("removes a dismissed message even when the call fails, and only logs the failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    dismiss.mockImplementation((_id: string, options: { onError: (error: Error) => void }) =>
      options.onError(new Error("500: boom")),
    );
    renderPanel([message("a")]);
    await userEvent.click(screen.getByRole("button", { name: 'Dismiss "Title a"' }));
    expect(screen.queryByRole("listitem", { name: "Title a" })).toBeNull();
    expect(log).toHaveBeenCalled();
    expect(screen.getByText("You're all caught up")).toBeTruthy();
    log.mockRestore();
  });

  it("collapses and expands", async () => {
    renderPanel([message("a")]);
    const toggle = screen.getByRole("button", { name: /Messages/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listitem")).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole("listitem", { name: "Title a" })).toBeTruthy();
  });

  it("scrolls at max-h-96", () => {
    renderPanel([message("a")]);
    expect(screen.getByRole("list", { name: "Unread messages" }).className).toContain("max-h-96");
  });

  it("says when there is nothing, and while loading", () => {
    renderPanel([]);
    expect(screen.getByText("No messages yet")).toBeTruthy();
    cleanup();
    renderPanel([], "loading");
    expect(screen.getByText("Loading messages...")).toBeTruthy();
  });
});
