import { describe, expect, it } from "vitest";
import { publicPageAt, routePaths } from "./route-paths";

describe("routePaths", () => {
  it("builds the addresses with ids as single path segments", () => {
    expect(routePaths.learningPath("abc123")).toBe("/learn/paths/abc123");
    expect(routePaths.catalogueVideo("v1")).toBe("/catalogue/v1");
    expect(routePaths.chatSession("a/b")).toBe("/chat/a%2Fb");
    expect(routePaths.incubatorPhase("DISCOVER")).toBe("/incubator/phase/DISCOVER");
    expect(routePaths.incubatorStep("DISCOVER", "101")).toBe("/incubator/phase/DISCOVER/step/101");
    expect(routePaths.bookSession()).toBe("/sessions/book");
    expect(routePaths.bookSession("c/1")).toBe("/sessions/book?coach=c%2F1");
    expect(routePaths.session("s/1")).toBe("/sessions/s%2F1");
    expect(routePaths.rescheduleSession("s1")).toBe("/sessions/s1/reschedule");
    expect(routePaths.adminLearnerIncubator("u/1")).toBe("/admin/users/u%2F1/incubator");
    expect(routePaths.adminLearnerIncubator("u1", { step: "101", attempt: "a1" })).toBe(
      "/admin/users/u1/incubator?step=101&attempt=a1",
    );
  });

  it("tells the pages emailed links open, each by its address; a token elsewhere is a reset link", () => {
    expect(publicPageAt("/verify-email", "?oobCode=abc")).toBe("verify-email");
    expect(publicPageAt("/unsubscribe", "?token=abcdefghijkl")).toBe("unsubscribe");
    expect(publicPageAt("/reset-password", "")).toBe("reset-password");
    expect(publicPageAt("/", "?token=abc")).toBe("reset-password");
    expect(publicPageAt("/profile", "")).toBeNull();
    expect(publicPageAt("/", "?oobCode=abc")).toBeNull();
  });
});
