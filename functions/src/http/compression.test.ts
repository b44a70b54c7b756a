import { describe, expect, it } from "vitest";
import { newAdmin, newUser } from "../../test/api-client";
import { incubatorPhaseListSchema } from "../contract/incubator/learner";

describe("compressed answers", () => {
  // The Incubator is open to admins only; its phases are a seeded answer of several kilobytes.
  it("gzips a large JSON answer for a client that accepts it, and it still parses", async () => {
    const { client } = await newAdmin();
    const response = await client.request("GET", "/incubator/phases", undefined, { "accept-encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    // fetch inflates the gzip stream: what it parsed is the whole list of phases, the same as the plain answer.
    const phases = incubatorPhaseListSchema.parse(response.body);
    expect(phases.length).toBeGreaterThan(0);
    const plain = await client.request("GET", "/incubator/phases", undefined, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(response.body).toEqual(plain.body);
  });

  it("sends a large answer as it is to a client that does not accept gzip", async () => {
    const { client } = await newAdmin();
    const response = await client.request("GET", "/incubator/phases", undefined, { "accept-encoding": "identity" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
  });

  it("leaves a small answer uncompressed", async () => {
    const { client } = await newUser();
    const response = await client.request("GET", "/user", undefined, { "accept-encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
  });
});
