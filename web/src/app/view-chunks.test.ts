import { describe, expect, it } from "vitest";
import { viewAt, views } from "./view-chunks";

describe("viewAt", () => {
  it.each([
    ["/", views.home],
    ["/learn", views.learn],
    ["/learn/paths/p1", views.learn],
    ["/catalogue/v1", views.catalogue],
    ["/dashboard", views.dashboard],
    ["/profile", views.profile],
    ["/chat/s1", views.chat],
    ["/incubator/phase/DISCOVER", views.incubator],
    ["/admin", views.admin],
    ["/admin/incubator", views.incubatorAdmin],
    ["/no/such/page", views.home],
  ])("loads the chunk of %s", (pathname, view) => {
    expect(viewAt(pathname)).toBe(view);
  });
});
