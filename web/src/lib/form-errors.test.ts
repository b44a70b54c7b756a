import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ApiRequestError } from "./api-client";
import { apiFieldErrors, fieldErrors } from "./form-errors";

describe("form errors", () => {
  it("keeps the first message of each field", () => {
    expect(
      fieldErrors([
        { path: "email", message: "Enter a valid email address" },
        { path: "email", message: "Email is taken" },
        { path: "username", message: "Username is taken" },
      ]),
    ).toEqual({ email: "Enter a valid email address", username: "Username is taken" });
  });

  it("reads zod issues by their first path key", () => {
    const parsed = z.object({ name: z.string().check(z.minLength(1, "Name is required")) }).safeParse({ name: "" });
    expect(fieldErrors(parsed.error!.issues)).toEqual({ name: "Name is required" });
  });

  it("maps an API error's errors[] to fields, and anything else to none", () => {
    const body = { message: "Invalid input", errors: [{ path: "newEmail", message: "Email already in use" }] };
    const error = new ApiRequestError(400, JSON.stringify(body), "Bad Request", body);
    expect(apiFieldErrors(error)).toEqual({ newEmail: "Email already in use" });
    expect(apiFieldErrors(new ApiRequestError(500, "", "Server Error", null))).toEqual({});
    expect(apiFieldErrors(new Error("offline"))).toEqual({});
  });
});
