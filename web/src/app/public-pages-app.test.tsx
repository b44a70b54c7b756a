import type { User } from "@contract/auth";
import { DEFAULT_CATEGORY_SETTINGS, DEFAULT_QUIET_HOURS } from "@contract/email";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "@/lib/query-client";
import { fakeApi } from "@/test-api";
import { App } from "./app";

const ada: User = {
  id: "ada",
  username: "ada",
  email: "ada@example.test",
  name: "Ada",
  avatar: null,
  role: "user",
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastLoginAt: null,
};

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the pages emailed links open (app/public-pages-app.tsx)", () => {
  it("shows the unsubscribe page to a signed-in learner, not the reset page, and its link leads into the app", async () => {
    const calls = fakeApi(({ path }) => {
      if (path === "/user") return { body: ada };
      if (path === "/email/unsubscribe/page") return { body: { categories: ["announcements"] } };
      if (path.startsWith("/users/ada/live")) return { body: { results: {} } };
      if (path === "/users/ada/recommendations") return { body: { recommendations: [] } };
      if (path === "/incubator/access") return { body: { open: true } };
      if (path === "/notifications/settings")
        return {
          body: {
            email: ada.email,
            address: "verified",
            categories: DEFAULT_CATEGORY_SETTINGS,
            quietHours: DEFAULT_QUIET_HOURS,
            timeZone: "Europe/Berlin",
          },
        };
      return { status: 404, body: { message: "Not found" } };
    });
    window.history.replaceState(null, "", "/unsubscribe?token=token-0123456789");
    await act(async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>,
      );
    });
    await screen.findByRole("heading", { name: "You're unsubscribed" });
    expect(screen.getByText("You won't get Announcements emails any more.")).toBeTruthy();
    expect(document.title).toBe("Unsubscribe - SoloSensei");

    await userEvent.click(screen.getByRole("link", { name: "Choose which emails you get" }));
    // The app's router starts where the page led, not at the link's address (which it would send home).
    const notifications = await screen.findByRole("region", { name: "Notifications" });
    await within(notifications).findByText("Verified");
    expect(window.location.pathname).toBe("/profile");
    expect(calls.filter((call) => call.path === "/email/unsubscribe/page")).toHaveLength(1);
  });
});
