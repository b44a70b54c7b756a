import type { Broadcast } from "@contract/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "@/components/notify";
import { fakeApi, renderWithQuery, type ApiCall } from "@/test-api";
import MessagesTab from "./messages-tab";

vi.mock("@/components/notify", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const sent = (id: string, overrides: Partial<Broadcast> = {}): Broadcast => ({
  id,
  type: "system",
  title: `Message ${id}`,
  content: `Content ${id}`,
  timestamp: new Date(Date.now() - 2 * 3600_000).toISOString(),
  targetAllUsers: true,
  source: "admin",
  readCount: 1,
  reach: 4,
  readOrDismissedCount: 3,
  readRate: 75,
  ...overrides,
});

const stats = (totalSent: number) => ({
  totalUsers: 10,
  activeUsers: 9,
  admins: 1,
  totalVideos: 50,
  activeVideos: 48,
  messages: { totalSent, readRate: 62, sentToday: 2, activeRecipients: 9 },
  timeZone: "Europe/Berlin",
});

function setup(handler: (call: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  let totalSent = 12;
  const calls = fakeApi(async (call) => {
    if (call.path.startsWith("/admin/stats")) return { body: stats(totalSent) };
    if (call.path === "/admin/email/audience") return { body: { announcements: 7 } };
    if (call.path === "/admin/messages/cohorts")
      return { body: { items: [{ id: "c1", name: "Spring Founders", memberCount: 12 }] } };
    if (call.method === "GET" && call.path.startsWith("/admin/messages"))
      return call.path.includes("cursor=")
        ? { body: { items: [sent("m3")], nextCursor: null } }
        : { body: { items: [sent("m1"), sent("m2", { source: "new_content" })], nextCursor: "m2" } };
    const answer = handler(call);
    if (call.method === "POST" && (answer?.status ?? 201) < 300) totalSent += 1;
    return answer;
  });
  renderWithQuery(<MessagesTab />);
  return { calls, user: userEvent.setup() };
}

const recent = () => screen.getByRole("list", { name: "Sent messages" });

describe("MessagesTab", () => {
  it("shows the real statistics, asking for 'today' in the browser's time zone", async () => {
    const { calls } = setup();
    const figures = await screen.findByRole("region", { name: "Message Statistics" });
    await within(figures).findByText("12");
    expect(within(figures).getByText("62%")).toBeTruthy();
    expect(within(figures).getByText("Sent Today").nextSibling?.textContent).toBe("2");
    expect(within(figures).getByText("Active Recipients").nextSibling?.textContent).toBe("9");
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calls.find((call) => call.path.startsWith("/admin/stats"))?.path).toBe(
      `/admin/stats?${new URLSearchParams({ timeZone: zone })}`,
    );
  });

  it("lists Recent Messages from the server and loads more", async () => {
    const { user } = setup();
    await screen.findByText("Message m1");
    expect(within(recent()).getAllByRole("listitem")).toHaveLength(2);
    expect(within(recent()).getAllByText("Read by 3 of 4 (75%)")).toHaveLength(2);
    expect(within(recent()).getByText("Automatic")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Load More Messages" }));
    await within(recent()).findByText("Message m3");
    expect(screen.queryByRole("button", { name: "Load More Messages" })).toBeNull();
  });

  it("counts characters, sends once, shows the message on top and refreshes the figures", async () => {
    const { calls, user } = setup((call) =>
      call.method === "POST"
        ? { status: 201, body: sent("new", { ...(call.body as object), timestamp: new Date().toISOString() }) }
        : undefined,
    );
    await screen.findByText("Message m1");
    await user.selectOptions(screen.getByLabelText("Message Type"), "celebration");
    await user.type(screen.getByLabelText("Title"), "Hello");
    expect(screen.getByText("5/60 characters")).toBeTruthy();
    await user.type(screen.getByLabelText("Content"), "New lessons are live.");
    expect(screen.getByText("21/200 characters")).toBeTruthy();
    await user.dblClick(screen.getByRole("button", { name: "Send to All Users" }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        "Message Sent",
        "Your celebration message has been sent to all users.",
      ),
    );
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      type: "celebration",
      title: "Hello",
      content: "New lessons are live.",
      targetAllUsers: true,
    });
    expect(posts[0]!.headers["idempotency-key"]).toEqual(expect.any(String));
    expect(within(recent()).getAllByRole("listitem")[0]!.getAttribute("aria-label")).toBe("Hello");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
    await within(screen.getByRole("region", { name: "Message Statistics" })).findByText("13");
  });

  it("sends to one cohort when picked in 'Send To', counting its members", async () => {
    const { calls, user } = setup((call) =>
      call.method === "POST"
        ? { status: 201, body: sent("cohort", { targetAllUsers: false, cohortId: "c1", reach: 12 }) }
        : undefined,
    );
    const target = screen.getByLabelText("Send To");
    expect(screen.getByText("Every user's inbox")).toBeTruthy();
    await screen.findByRole("option", { name: "Spring Founders" });
    await user.selectOptions(target, "c1");
    expect(screen.getByText("12 members of this cohort")).toBeTruthy();
    // The count of learners accepting email is everyone's: not shown for a cohort.
    expect(screen.queryByText("7 learners accept email")).toBeNull();
    await user.type(screen.getByLabelText("Title"), "Demo day");
    await user.type(screen.getByLabelText("Content"), "On Friday.");
    await user.click(screen.getByRole("button", { name: "Send to Spring Founders" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    expect(calls.find((call) => call.method === "POST")!.body).toMatchObject({ title: "Demo day", cohortId: "c1" });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        "Message Sent",
        "Your system message has been sent to the members of Spring Founders.",
      ),
    );
  });

  it("sends an email copy too when 'Also send by email' is ticked, saying how many learners accept email", async () => {
    const { calls, user } = setup((call) =>
      call.method === "POST" ? { status: 201, body: sent("mailed", { ...(call.body as object) }) } : undefined,
    );
    const alsoEmail = screen.getByRole("checkbox", { name: "Also send by email" });
    await screen.findByText("7 learners accept email");
    expect(alsoEmail.getAttribute("aria-describedby")).toBe(screen.getByText("7 learners accept email").id);
    await user.type(screen.getByLabelText("Title"), "Hello");
    await user.type(screen.getByLabelText("Content"), "By email too.");
    await user.click(alsoEmail);
    await user.click(screen.getByRole("button", { name: "Send to All Users" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    expect(calls.find((call) => call.method === "POST")!.body).toMatchObject({ title: "Hello", alsoEmail: true });
    // A next message is not emailed unless ticked again.
    await waitFor(() => expect((alsoEmail as HTMLInputElement).checked).toBe(false));
  });

  it("says so when sending fails, with the server's field errors on the fields", async () => {
    const { user } = setup((call) =>
      call.method === "POST"
        ? { status: 400, body: { message: "Invalid input", errors: [{ path: "actionUrl", message: "Not allowed" }] } }
        : undefined,
    );
    await user.type(screen.getByLabelText("Title"), "Hello");
    await user.type(screen.getByLabelText("Content"), "Body");
    await user.type(screen.getByLabelText("Action Label"), "Open");
    await user.type(screen.getByLabelText("Action URL"), "https://example.com");
    await user.click(screen.getByRole("button", { name: "Send to All Users" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to send message to users."));
    expect(screen.getByText("Not allowed")).toBeTruthy();
  });

  it("sends nothing while the title or content is blank", async () => {
    const { calls, user } = setup();
    await user.click(screen.getByRole("button", { name: "Send to All Users" }));
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });
});
