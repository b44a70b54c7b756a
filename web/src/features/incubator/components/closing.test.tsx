import { INCUBATOR_CLOSED_MESSAGE } from "@contract/incubator/launch";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { renderAt } from "../test/fixtures";

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock("@/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/lib/api-client")>()),
  apiRequest: api.request,
}));

const learner = { id: "u-1", username: "lee", role: "user", createdAt: "2026-01-01T00:00:00.000Z" } as never;
const refusal = (message: string) => new ApiRequestError(403, JSON.stringify({ message }), "Forbidden", { message });

/** The access answer says open (as cached before an admin closed it); every other answer is `error`. */
function serveOpenThenRefuse(error: Error) {
  api.request.mockImplementation(async (path: string) => {
    if (path === "/incubator/access") return { open: true };
    throw error;
  });
}

describe("The Incubator closing while a learner's tab is open", () => {
  it("shows 'Incubator Coming Soon' on the roadmap at once when the API refuses because it closed", async () => {
    serveOpenThenRefuse(refusal(INCUBATOR_CLOSED_MESSAGE));
    renderAt("/incubator", learner);
    await screen.findByRole("heading", { name: "Incubator Coming Soon" });
    expect(screen.queryByText("The roadmap could not be loaded")).toBeNull();
    // The cached access answer changed: the access endpoint was not asked again.
    expect(api.request.mock.calls.map(([path]) => path)).toEqual(["/incubator/access", "/incubator/me/overview"]);
  });

  it("shows 'Access Restricted' on the plan when its answer is refused because the Incubator closed", async () => {
    serveOpenThenRefuse(refusal(INCUBATOR_CLOSED_MESSAGE));
    renderAt("/incubator/plan", learner);
    await screen.findByRole("heading", { name: "Access Restricted" });
  });

  it("still reports any other failure as a load error to try again", async () => {
    serveOpenThenRefuse(refusal("Some other refusal"));
    renderAt("/incubator", learner);
    await screen.findByText("The roadmap could not be loaded");
    expect(screen.queryByRole("heading", { name: "Incubator Coming Soon" })).toBeNull();
  });
});
