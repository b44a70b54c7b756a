import { thumbnailUrlFor, type CuratedVideo } from "@contract/learning";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import CatalogueList from "./catalogue-list";

const video = (index: number): CuratedVideo => ({
  id: `v${index}`,
  youtubeVideoId: "dQw4w9WgXcQ",
  title: `Video ${index}${index % 2 ? " on pricing" : ""}`,
  description: "",
  channelTitle: "Solo Channel",
  pillar: "SELL",
  skillId: "start_sales_conversations",
  difficulty: "beginner",
  orderPriority: index,
  isActive: true,
  thumbnailUrl: thumbnailUrlFor("dQw4w9WgXcQ"),
  createdAt: "2026-11-01T00:00:00.000Z",
});

/** The catalogue of 30 videos, once its count shows. */
async function showThirtyVideos() {
  fakeApi(() => ({ body: Array.from({ length: 30 }, (_, index) => video(index + 1)) }));
  renderWithQuery(
    <MemoryRouter>
      <CatalogueList />
    </MemoryRouter>,
  );
  await screen.findByText("30 video(s) found");
}

describe("the catalogue's pages of cards", () => {
  it("renders 6 cards in the grid's first render, then the rest of the page and 'Show more videos'", async () => {
    await showThirtyVideos();
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.queryByRole("button", { name: "Show more videos" })).toBeNull();

    await screen.findByRole("button", { name: "Show more videos" });
    expect(screen.getAllByRole("article")).toHaveLength(12);
  });

  it("shows 12 cards, adds 12 with 'Show more videos' and focuses the first new one, and starts again on a new search", async () => {
    await showThirtyVideos();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(12));

    await userEvent.click(screen.getByRole("button", { name: "Show more videos" }));
    expect(screen.getAllByRole("article")).toHaveLength(24);
    expect(document.activeElement).toBe(
      within(screen.getAllByRole("article")[12]!).getByRole("link", { name: "View More: Video 13 on pricing" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Show more videos" }));
    expect(screen.getAllByRole("article")).toHaveLength(30);
    expect(screen.queryByRole("button", { name: "Show more videos" })).toBeNull();

    await userEvent.type(screen.getByPlaceholderText("Search videos, topics, or channels..."), "pricing");
    await screen.findByText("15 video(s) found");
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(screen.getByRole("button", { name: "Show more videos" })).toBeTruthy();
  });
});

describe("the catalogue's filter", () => {
  it("keeps both of two changes made before the router lands the first (its loaders take a moment)", async () => {
    fakeApi(() => ({ body: [video(1), { ...video(2), pillar: "SHOW" }, { ...video(3), difficulty: "advanced" }] }));
    const router = createMemoryRouter(
      [
        {
          path: "/catalogue",
          Component: CatalogueList,
          loader: () => new Promise((resolve) => setTimeout(resolve, 50, null)),
        },
      ],
      { initialEntries: ["/catalogue"] },
    );
    renderWithQuery(<RouterProvider router={router} />);
    await screen.findByText("3 video(s) found");

    fireEvent.change(screen.getByLabelText("Pillar"), { target: { value: "SELL" } });
    fireEvent.change(screen.getByLabelText("Level"), { target: { value: "beginner" } });

    expect(screen.getByText("1 video(s) found")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Pillar").value).toBe("SELL");
    await waitFor(() => expect(router.state.location.search).toBe("?pillar=SELL&level=beginner"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.search).toBe("?pillar=SELL&level=beginner");
    expect(screen.getByText("1 video(s) found")).toBeTruthy();
  });
});
