import { describe, expect, it } from "vitest";
import { assertContract } from "./api-client";

const JSON_TYPE = "application/json; charset=utf-8";
const health = { ok: true };

describe("the test client's contract check", () => {
  it("passes answers that keep their route's response schema", () => {
    expect(() => assertContract("GET", "/health", 200, JSON_TYPE, health)).not.toThrow();
    expect(() => assertContract("GET", "/users/u1/skill-progress?x=1", 200, JSON_TYPE, [])).not.toThrow();
    expect(() => assertContract("POST", "/login", 401, JSON_TYPE, { message: "Invalid" })).not.toThrow();
  });

  it("fails an answer that drifts from its route's response schema", () => {
    expect(() => assertContract("GET", "/health", 200, JSON_TYPE, { ok: "yes" })).toThrow(
      /GET \/health \(200\) answered outside its contract: ok:/,
    );
    expect(() => assertContract("GET", "/users/u1/skill-progress", 200, JSON_TYPE, [{ pillar: "NOPE" }])).toThrow(
      /outside its contract/,
    );
    expect(() => assertContract("GET", "/health", 200, JSON_TYPE, { ok: true, debug: 1 })).toThrow(
      /debug: not in the contract/,
    );
  });

  it("fails an error body that is not {message, errors?}", () => {
    expect(() => assertContract("POST", "/login", 400, JSON_TYPE, { error: "bad" })).toThrow(/outside its contract/);
  });
});
