import { describe, expect, it } from "vitest";
import { ApiClient, newUser } from "../../test/api-client";
import { db } from "../lib/firebase";
import { DEFAULT_BODY_LIMIT } from "./body-limit";

const sessionsOf = async (uid: string) =>
  (await db.collection("chatSessions").where("userId", "==", uid).count().get()).data().count;

describe("body limits", () => {
  it("refuses a 12 MB body with 413 JSON and creates nothing", async () => {
    const { client, user } = await newUser();
    const response = await client.post(`/users/${user.id}/chat-sessions`, { title: "x".repeat(12 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: expect.stringMatching(/too large/) });
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it("refuses a body just over the cap, announced or chunked", async () => {
    const body = JSON.stringify({ username: "someone", password: "x".repeat(DEFAULT_BODY_LIMIT) });
    const announced = await new ApiClient().request("POST", "/login", body);
    expect(announced.status).toBe(413);
    const chunked = await fetch(`${new URL("/api/login", process.env.SOLOSENSEI_APP_URL ?? "http://localhost:5000")}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: new ApiClient().origin! },
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ message: expect.stringMatching(/too large/) });
  });

  it("accepts a body under the cap", async () => {
    const { client, user } = await newUser();
    const response = await client.post(`/users/${user.id}/chat-sessions`, {
      title: "Fine",
      padding: "x".repeat(60_000),
    });
    expect(response.status).toBe(201);
  });
});
