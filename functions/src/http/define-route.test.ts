import { describe, expect, it } from "vitest";
import { defineRoute } from "./define-route";

describe("defineRoute", () => {
  it("refuses owner access on a route with no user in its path", () => {
    expect(() =>
      defineRoute({ method: "get", path: "/learning-paths/:id", access: "owner", handler: async () => null }),
    ).toThrow(/need a \/users\/:id segment/);
    expect(() =>
      defineRoute({
        method: "get",
        path: "/users/:userId/messages",
        access: "ownerOrAdmin",
        handler: async () => null,
      }),
    ).not.toThrow();
  });
});
