import type { AdminStats } from "@contract/admin-stats";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { AdminPage } from "./admin-page";

const stats = vi.hoisted(() => ({
  current: { isPending: true, isError: false, data: undefined } as {
    isPending: boolean;
    isError: boolean;
    data?: AdminStats;
    refetch?: () => void;
  },
}));
vi.mock("@/lib/admin-stats", () => ({ useAdminStats: () => stats.current }));

const FIGURES: AdminStats = {
  totalUsers: 1234,
  activeUsers: 1200,
  admins: 3,
  totalVideos: 50,
  activeVideos: 48,
  messages: { totalSent: 4, readRate: 50, sentToday: 1, activeRecipients: 1200 },
  timeZone: "UTC",
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderPage(address = "/admin") {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <AdminPage
          incubatorLaunch={<p>incubator launch</p>}
          tabs={{
            users: <p>users content</p>,
            videos: <p>videos content</p>,
            messages: <p>messages content</p>,
            tutor: <p>tutor content</p>,
            cohorts: <p>cohorts content</p>,
            sessions: <p>sessions content</p>,
          }}
        />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("AdminPage", () => {
  it("says it is loading until the figures arrive", () => {
    stats.current = { isPending: true, isError: false };
    renderPage();
    expect(screen.getByText("Loading admin panel...").getAttribute("role")).toBe("status");
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("shows the five stat cards, and the Incubator's launch above them", () => {
    stats.current = { isPending: false, isError: false, data: FIGURES };
    renderPage();
    expect(screen.getByText("incubator launch")).toBeTruthy();
    const cards = within(screen.getByLabelText("Statistics"));
    const figures = cards.getAllByRole("term").map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(figures).toEqual([
      ["Total Users", "1,234"],
      ["Active Users", "1,200"],
      ["Admins", "3"],
      ["Total Videos", "50"],
      ["Active Videos", "48"],
    ]);
  });

  it("links home, to the Incubator admin, to the emails and to the logout", () => {
    stats.current = { isPending: false, isError: false, data: FIGURES };
    renderPage();
    expect(screen.getByRole("link", { name: "User Features" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Incubator Admin" }).getAttribute("href")).toBe("/admin/incubator");
    expect(screen.getByRole("link", { name: "Email" }).getAttribute("href")).toBe("/admin/email");
    expect(screen.getByRole("link", { name: "Logout" }).getAttribute("href")).toBe("/api/logout");
  });

  it("opens User Management first and puts the chosen tab in the address", async () => {
    stats.current = { isPending: false, isError: false, data: FIGURES };
    renderPage();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "User Management",
      "Video Management",
      "Messages & Notifications",
      "Tutor Configuration",
      "Cohorts",
      "Sessions",
    ]);
    expect(screen.getByRole("tabpanel").textContent).toBe("users content");
    await userEvent.click(screen.getByRole("tab", { name: "Messages & Notifications" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("messages content");
    expect(screen.getByLabelText("address").textContent).toBe("/admin?tab=messages");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Tutor Configuration" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByLabelText("address").textContent).toBe("/admin?tab=tutor");
  });

  it.each([
    ["/admin?tab=videos", "videos content"],
    ["/admin?tab=tutor", "tutor content"],
    ["/admin?tab=cohorts", "cohorts content"],
    ["/admin?tab=nonsense", "users content"],
  ])("opens the tab a deep link names: %s", (address, content) => {
    stats.current = { isPending: false, isError: false, data: FIGURES };
    renderPage(address);
    expect(screen.getByRole("tabpanel").textContent).toBe(content);
  });

  it("keeps the tabs when the figures fail, and offers to try again", async () => {
    const refetch = vi.fn();
    stats.current = { isPending: false, isError: true, refetch };
    renderPage();
    expect(screen.getByRole("alert").textContent).toContain("The statistics could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.getByRole("tabpanel").textContent).toBe("users content");
  });
});
