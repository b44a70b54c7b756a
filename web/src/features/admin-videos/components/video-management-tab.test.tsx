import type { AdminCuratedVideo } from "@contract/admin-videos";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "@/components/notify";
import { fakeApi, renderWithQuery, type ApiCall } from "@/test-api";
import VideoManagementTab from "./video-management-tab";
import { testVideo as video } from "../test-video";

vi.mock("@/components/notify", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const table = () => screen.getByRole("table", { name: "Catalogue videos" });

function setup(handler: (call: ApiCall) => { status?: number; body?: unknown } | undefined) {
  const calls = fakeApi((call) => {
    if (call.method === "GET" && call.path.startsWith("/admin/curated-videos"))
      return call.path.includes("cursor=")
        ? { body: { items: [video("v3", { pillar: "SERVE", skillId: "set_boundaries" })], nextCursor: null } }
        : { body: { items: [video("v1")], nextCursor: "v1" } };
    return handler(call);
  });
  renderWithQuery(<VideoManagementTab />);
  return { calls, user: userEvent.setup() };
}

describe("VideoManagementTab", () => {
  it("lists the videos with the spec's columns and loads more on request", async () => {
    const { user } = setup(() => undefined);
    await within(await screen.findByRole("table")).findByText("Video v1");
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Video", "Skill/Pillar", "Difficulty", "Status", "Priority", "Actions"]);
    expect(within(table()).getByText("Sensei Channel")).toBeTruthy();
    expect(within(table()).getByText("abcdefghijk")).toBeTruthy();
    expect(within(table()).getByText("Spot opportunities")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await within(table()).findByText("Video v3");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("asks for a pillar before the skill and clears the skill when the pillar changes", async () => {
    const { user } = setup(() => undefined);
    await user.click(screen.getByRole("button", { name: "Add Video" }));
    expect(screen.getByRole("heading", { name: "Add New Video" })).toBeTruthy();
    const skill = screen.getByLabelText("Skill Category") as HTMLSelectElement;
    expect(skill.disabled).toBe(true);
    expect(within(skill).getByRole("option", { name: "Select a pillar first" })).toBeTruthy();
    expect(screen.getByText("Please select a pillar first to see available skills")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Pillar"), "SELL");
    expect(screen.queryByText("Please select a pillar first to see available skills")).toBeNull();
    await user.selectOptions(skill, "price_with_confidence");
    expect(skill.value).toBe("price_with_confidence");
    await user.selectOptions(screen.getByLabelText("Pillar"), "SHOW");
    expect(skill.value).toBe("");
    expect(within(skill).getByRole("option", { name: "Build your presence" })).toBeTruthy();
  });

  it("creates a video from a pasted YouTube URL, sends it once and shows it in the list", async () => {
    const { calls, user } = setup((call) =>
      call.method === "POST"
        ? { status: 201, body: video("new", { ...(call.body as object), title: "Pricing 101" } as AdminCuratedVideo) }
        : undefined,
    );
    await within(await screen.findByRole("table")).findByText("Video v1");
    await user.click(screen.getByRole("button", { name: "Add Video" }));
    await user.type(screen.getByLabelText("Video Title"), "Pricing 101");
    await user.type(screen.getByLabelText("YouTube Video ID"), "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(screen.getByText("Will be stored as dQw4w9WgXcQ")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Pillar"), "SHAPE");
    await user.selectOptions(screen.getByLabelText("Skill Category"), "spot_opportunities");
    await user.selectOptions(screen.getByLabelText("Difficulty"), "beginner");
    await user.clear(screen.getByLabelText("Priority Order"));
    await user.type(screen.getByLabelText("Priority Order"), "2");
    await user.click(screen.getByRole("button", { name: "Add Video" }));
    await within(table()).findByText("Pricing 101");
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers["idempotency-key"]).toEqual(expect.any(String));
    expect(posts[0]!.body).toMatchObject({ youtubeVideoId: "dQw4w9WgXcQ", orderPriority: 2, isActive: true });
    expect(screen.queryByRole("heading", { name: "Add New Video" })).toBeNull();
    expect(notify.success).toHaveBeenCalled();
  });

  it("shows a refused save in the toast ('Issues found:') and on the fields", async () => {
    const { user } = setup((call) =>
      call.method === "PATCH"
        ? {
            status: 409,
            body: {
              message: "A video with this YouTube id already exists",
              errors: [{ path: "youtubeVideoId", message: "This YouTube video is already in the catalogue" }],
            },
          }
        : undefined,
    );
    await within(await screen.findByRole("table")).findByText("Video v1");
    await user.click(within(table()).getByRole("button", { name: "Edit: Video v1" }));
    expect(screen.getByRole("heading", { name: "Edit Video" })).toBeTruthy();
    expect((screen.getByLabelText("Video Title") as HTMLInputElement).value).toBe("Video v1");
    await user.click(screen.getByRole("button", { name: "Update Video" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    const [title, description] = vi.mocked(notify.error).mock.calls[0]!;
    expect(title).toBe("Video Update Failed");
    const toast = render(description as ReactElement);
    expect(toast.container.textContent).toBe(
      "A video with this YouTube id already existsIssues found:This YouTube video is already in the catalogue",
    );
    expect(within(toast.container).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getAllByText("This YouTube video is already in the catalogue").length).toBeGreaterThan(1);
  });

  it("falls back to 'Failed to create video' when the server says nothing", async () => {
    const { user } = setup((call) => (call.method === "POST" ? { status: 500, body: "" } : undefined));
    await user.click(screen.getByRole("button", { name: "Add Video" }));
    await user.type(screen.getByLabelText("Video Title"), "Pricing 101");
    await user.type(screen.getByLabelText("YouTube Video ID"), "dQw4w9WgXcQ");
    await user.selectOptions(screen.getByLabelText("Pillar"), "SHAPE");
    await user.selectOptions(screen.getByLabelText("Skill Category"), "spot_opportunities");
    await user.selectOptions(screen.getByLabelText("Difficulty"), "advanced");
    await user.click(screen.getByRole("button", { name: "Add Video" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    const [title, description] = vi.mocked(notify.error).mock.calls[0]!;
    expect(title).toBe("Video Creation Failed");
    expect(render(description as ReactElement).container.textContent).toBe("Failed to create video");
  });

  it("does not send a form with missing required fields", async () => {
    const { calls, user } = setup(() => undefined);
    await user.click(screen.getByRole("button", { name: "Add Video" }));
    await user.click(screen.getByRole("button", { name: "Add Video" }));
    expect(screen.getByText("Choose a pillar")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("toggles a video's active flag, and says so when that fails", async () => {
    let fail = false;
    const { calls, user } = setup((call) =>
      call.method === "PATCH"
        ? fail
          ? { status: 500, body: { message: "boom" } }
          : { body: video("v1", { isActive: false }) }
        : undefined,
    );
    await within(await screen.findByRole("table")).findByText("Video v1");
    await user.click(within(table()).getByRole("checkbox", { name: "Active: Video v1" }));
    await within(table()).findByText("Inactive");
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ isActive: false });
    fail = true;
    await user.click(within(table()).getByRole("checkbox", { name: "Active: Video v1" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to update video status"));
  });

  it("deletes a video after the confirmation, and says so when that fails", async () => {
    let status = 500;
    const { calls, user } = setup((call) => (call.method === "DELETE" ? { status } : undefined));
    await within(await screen.findByRole("table")).findByText("Video v1");
    await user.click(within(table()).getByRole("button", { name: "Delete: Video v1" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Video" });
    expect(within(dialog).getByText("Are you sure you want to delete this video?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to delete video"));
    expect(within(table()).getByText("Video v1")).toBeTruthy();
    status = 204;
    await user.click(within(table()).getByRole("button", { name: "Delete: Video v1" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete Video" })).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(screen.queryByText("Video v1")).toBeNull());
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/admin/curated-videos/v1",
      "/admin/curated-videos/v1",
    ]);
  });
});
