import type { User } from "@contract/auth";
import {
  DEFAULT_CATEGORY_SETTINGS,
  DEFAULT_QUIET_HOURS,
  VERIFICATION_SENT_MESSAGE,
  type NotificationSettings,
} from "@contract/email";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "@/components/notify";
import { SessionUserContext } from "@/lib/session-user";
import { fakeApi, renderWithQuery, type ApiAnswer, type ApiCall } from "@/test-api";
import { notificationSettingsQuery } from "../api/get-notification-settings";
import { NotificationsCard } from "./notifications-card";

vi.mock("@/components/notify", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ada = { id: "ada", email: "ada@example.test" } as User;

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  email: ada.email,
  address: "unverified",
  categories: DEFAULT_CATEGORY_SETTINGS,
  quietHours: DEFAULT_QUIET_HOURS,
  timeZone: "Europe/Berlin",
  ...overrides,
});

function setup(stored: NotificationSettings, handler: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  const calls = fakeApi((call) => {
    if (call.method === "GET" && call.path === "/notifications/settings") return { body: stored };
    return handler(call);
  });
  const { client } = renderWithQuery(
    <SessionUserContext value={ada}>
      <NotificationsCard />
    </SessionUserContext>,
  );
  return { calls, client, user: userEvent.setup() };
}

const card = () => screen.getByRole("region", { name: "Notifications" });
const group = (name: string) => within(card()).getByRole("group", { name });
const save = () => within(card()).getByRole("button", { name: "Save notifications" }) as HTMLButtonElement;

describe("NotificationsCard", () => {
  it("says where email goes once the address is verified", async () => {
    setup(settings({ address: "verified" }));
    await within(card()).findByText("Verified");
    expect(card().textContent).toContain("Email goes to ada@example.test.");
    expect(within(card()).queryByRole("button", { name: "Send the link again" })).toBeNull();
  });

  it("sends the verification link again, and shows the server's refusal when asked too often", async () => {
    let refused = false;
    const { calls, user } = setup(settings(), (call) => {
      if (call.path !== "/notifications/verification") return undefined;
      return refused
        ? { status: 429, body: { message: "Too many links. Try again in 10 minutes." } }
        : { body: { message: VERIFICATION_SENT_MESSAGE } };
    });
    const send = await within(card()).findByRole("button", { name: "Send the link again" });
    expect(card().textContent).toContain("Verify ada@example.test to get emails from your coach.");
    await user.click(send);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(VERIFICATION_SENT_MESSAGE));
    expect(calls.filter((call) => call.path === "/notifications/verification")[0]).toMatchObject({
      method: "POST",
      body: {},
    });
    refused = true;
    await user.click(send);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Too many links. Try again in 10 minutes."));
  });

  it("tells a learner whose address refused our messages to verify it again", async () => {
    setup(settings({ address: "rejected" }));
    await within(card()).findByRole("button", { name: "Send the link again" });
    expect(card().textContent).toContain(
      "Email to ada@example.test stopped: the address refused our messages. Verify it again to restart them.",
    );
  });

  it("saves a changed choice once, and takes the server's answer into the cache", async () => {
    const { calls, client, user } = setup(settings(), (call) =>
      call.method === "PUT" ? { body: { ...settings(), ...(call.body as object) } } : undefined,
    );
    await within(card()).findByRole("group", { name: "Weekly report" });
    expect(save().disabled).toBe(true);

    const weekly = within(group("Weekly report")).getByRole("switch", { name: "Email me about weekly report" });
    await user.click(weekly);
    expect((within(group("Weekly report")).getByLabelText("How often") as HTMLSelectElement).disabled).toBe(true);
    expect(save().disabled).toBe(false);
    await user.click(weekly);
    expect(save().disabled).toBe(true);
    await user.click(weekly);
    await user.selectOptions(within(group("Reminders and nudges")).getByLabelText("How often"), "A weekly digest");
    await user.click(save());

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Notifications saved"));
    const puts = calls.filter((call) => call.method === "PUT");
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      path: "/notifications/settings",
      body: {
        categories: {
          ...DEFAULT_CATEGORY_SETTINGS,
          weekly_report: { email: false, rhythm: "instant" },
          reminders: { email: true, rhythm: "weekly" },
        },
        quietHours: DEFAULT_QUIET_HOURS,
      },
    });
    expect(client.getQueryData(notificationSettingsQuery(ada.email).queryKey)?.categories.reminders.rhythm).toBe(
      "weekly",
    );
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it("shows the quiet hours in the learner's time zone and refuses two equal ends before sending", async () => {
    const { calls, user } = setup(settings());
    const hours = await within(card()).findByRole("group", { name: "Quiet hours" });
    expect(hours.textContent).toContain("Emails that fall in quiet hours wait until they end (Europe/Berlin).");
    const until = within(hours).getByLabelText("until") as HTMLInputElement;
    expect(until.value).toBe("08:00");
    await user.clear(until);
    await user.type(until, "21:00");
    await user.click(save());
    const message = within(hours).getByText("Quiet hours must start and end at different times");
    expect(until.getAttribute("aria-invalid")).toBe("true");
    expect(until.getAttribute("aria-describedby")).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(until));
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    const { user } = setup(settings(), (call) =>
      call.method === "PUT"
        ? {
            status: 400,
            body: {
              message: "Invalid input",
              errors: [
                { path: "quietHours.start", message: "Use a time like 21:00" },
                { path: "categories.coaching.rhythm", message: "Invalid option" },
              ],
            },
          }
        : undefined,
    );
    const coaching = await within(card()).findByRole("group", { name: "Coaching from my coach" });
    await user.selectOptions(within(coaching).getByLabelText("How often"), "A daily digest");
    await user.click(save());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Notifications not saved", "Invalid input"));
    const rhythmError = within(coaching).getByText("Invalid option");
    expect(within(coaching).getByLabelText("How often").getAttribute("aria-describedby")).toBe(rhythmError.id);
    const start = within(group("Quiet hours")).getByLabelText("Quiet from");
    expect(start.getAttribute("aria-describedby")).toContain(
      within(group("Quiet hours")).getByText("Use a time like 21:00").id,
    );
  });

  it("says so when the settings cannot be loaded, and tries again", async () => {
    let fails = true;
    fakeApi(() => (fails ? { status: 500, body: { message: "Down" } } : { body: settings() }));
    renderWithQuery(
      <SessionUserContext value={ada}>
        <NotificationsCard />
      </SessionUserContext>,
    );
    await within(card()).findByText("Unable to load your notification settings.");
    fails = false;
    await userEvent.click(within(card()).getByRole("button", { name: "Try again" }));
    await within(card()).findByRole("button", { name: "Save notifications" });
  });
});
