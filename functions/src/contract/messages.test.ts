import { describe, expect, it } from "vitest";
import { isSafeActionUrl } from "./messages";

describe("broadcast action URLs", () => {
  it.each(["/learn", "/learn/paths/abc?x=1#top", "https://example.test/post", "http://example.test", "HTTPS://x.test"])(
    "accepts %s",
    (url) => expect(isSafeActionUrl(url)).toBe(true),
  );

  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "//evil.example",
    "https:evil.example",
    "https:/evil.example",
    "https://evil.example\\@good.test",
    "javascript:alert(1)",
    "data:text/html,x",
    "ftp://example.test",
    "learn",
    "/learn\u0000",
    "/learn\u0085",
    "",
  ])("refuses %j", (url) => expect(isSafeActionUrl(url)).toBe(false));
});
