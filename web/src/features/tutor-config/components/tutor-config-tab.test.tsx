import { DEFAULT_TUTOR_CONFIG } from "@contract/tutor";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "@/components/notify";
import { fakeApi, renderWithQuery, type ApiCall } from "@/test-api";
import TutorConfigTab from "./tutor-config-tab";

vi.mock("@/components/notify", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const aiStatus = (outcome: "success" | "error" | null) => ({
  provider: "local",
  model: "offline-tutor",
  configError: null,
  lastCall: outcome && {
    provider: "local",
    model: "offline-tutor",
    purpose: "tutor",
    at: new Date().toISOString(),
    outcome,
    modelVersion: outcome === "success" ? "offline-tutor" : null,
  },
  lastError: null,
  evaluationsLastDay: 7,
});

function setup(handler: (call: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  let tested = false;
  const calls = fakeApi((call) => {
    if (call.path === "/admin/tutor-config" && call.method === "GET")
      return { body: { ...DEFAULT_TUTOR_CONFIG, updatedAt: null } };
    if (call.path === "/admin/ai-status") return { body: aiStatus(tested ? "success" : null) };
    if (call.path === "/admin/test-tutor") tested = true;
    return handler(call);
  });
  renderWithQuery(<TutorConfigTab />);
  return { calls, user: userEvent.setup() };
}

describe("TutorConfigTab", () => {
  it("shows every setting with readable labels and the saved values", async () => {
    setup();
    const tone = (await screen.findByLabelText("Tone")) as HTMLSelectElement;
    expect(tone.value).toBe("friendly_professional");
    expect(within(tone).getByRole("option", { name: "Friendly professional" })).toBeTruthy();
    for (const label of [
      "Communication style",
      "Encouragement level",
      "Response length",
      "Primary coaching approach",
      "Question frequency",
      "Action orientation",
      "Custom instructions",
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it("tests the unsaved configuration, then saves it", async () => {
    const { calls, user } = setup((call) => {
      if (call.path === "/admin/test-tutor")
        return {
          body: {
            response: "Offline tutor: set a day rate.",
            modelVersion: "offline-tutor",
            context: [
              { name: "About the learner", chars: 412 },
              { name: "Plan: My offer", chars: 1208 },
            ],
          },
        };
      if (call.path === "/admin/tutor-config")
        return { body: { ...(call.body as object), updatedAt: new Date().toISOString() } };
      return undefined;
    });
    await screen.findByText("Not used yet: send a test message to check it.");
    expect(screen.getByText("7 in the last 24 hours")).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText("Tone"), "expert_coach");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    const send = screen.getByRole("button", { name: "Test Response" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText("Test message"), "   ");
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText("Test message"), "How do I price?");
    await user.click(send);
    await screen.findByText("Offline tutor: set a day rate.");
    // What the tutor read, section by section, with the total.
    expect(screen.getByRole("table", { name: "What the tutor read about you" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "Plan: My offer 1,208" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "Total 1,620" })).toBeTruthy();
    const test = calls.find((call) => call.path === "/admin/test-tutor")!;
    expect(test.body).toEqual({
      message: "How do I price?",
      config: { ...DEFAULT_TUTOR_CONFIG, personality: { ...DEFAULT_TUTOR_CONFIG.personality, tone: "expert_coach" } },
    });
    await screen.findByText("The tutor is answering.");

    await user.click(screen.getByRole("button", { name: "Save Configuration" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Configuration Saved"));
    expect(calls.find((call) => call.method === "POST" && call.path === "/admin/tutor-config")?.body).toEqual(
      test.body && (test.body as { config: unknown }).config,
    );
    expect(screen.queryByText("Unsaved changes")).toBeNull();
    expect(screen.getByText("Offline tutor: set a day rate.")).toBeTruthy();
  });

  it("says so when saving or testing fails", async () => {
    const { user } = setup((call) => (call.method === "POST" ? { status: 503, body: { message: "down" } } : undefined));
    await user.click(await screen.findByRole("button", { name: "Save Configuration" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Error", "Failed to save tutor configuration."));
    await user.type(screen.getByLabelText("Test message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Test Response" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Test Failed", "Unable to test tutor response."));
  });
});
