import { describe, expect, it } from "vitest";
import { broadcastListQuerySchema } from "./messages";
import { idSchema, isDocumentId } from "./common";
import { parsePathVideoId } from "./learning";

describe("the shared id rule", () => {
  it.each(["abc", "Xy_9-z", "path1__dQw4w9WgXcQ", "a.b", "_x_", "__x", "x__", "é", "x".repeat(128)])(
    "accepts %s",
    (id) => expect(isDocumentId(id)).toBe(true),
  );

  it.each(["", ".", "..", "__x__", "____", "__.__", "a/b", "/", "x".repeat(129), "é".repeat(1500), "\uD800x"])(
    "refuses %j",
    (id) => expect(isDocumentId(id)).toBe(false),
  );

  it("is the schema of ids and paging cursors", () => {
    expect(idSchema.safeParse("__x__").success).toBe(false);
    expect(idSchema.safeParse(42).success).toBe(false);
    expect(broadcastListQuerySchema.safeParse({ cursor: "__name__" }).success).toBe(false);
    expect(broadcastListQuerySchema.safeParse({ cursor: "abc" }).success).toBe(true);
  });

  it("keeps reserved path ids out of path-video ids", () => {
    expect(parsePathVideoId("..__dQw4w9WgXcQ")).toBeNull();
    expect(parsePathVideoId("p1__dQw4w9WgXcQ")).toEqual({ pathId: "p1", youtubeVideoId: "dQw4w9WgXcQ" });
  });
});
