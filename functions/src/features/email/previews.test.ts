import { describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser } from "../../../test/api-client";
import { EMAIL_KINDS, EMAIL_KIND_LABELS, type EmailPreview } from "../../contract/email";

// GET /api/admin/email/previews: every kind of email, rendered with sample data (needs the emulators).

/** The functions' APP_URL (functions/.env.demo-solosensei), whatever port the Hosting emulator has. */
const FUNCTIONS_APP_URL = "http://localhost:5000";

describe("GET /api/admin/email/previews", () => {
  it("answers admins only: learners 403, visitors 401", async () => {
    const learner = await newUser();
    expect((await learner.client.get("/admin/email/previews")).status).toBe(403);
    expect((await new ApiClient().get("/admin/email/previews")).status).toBe(401);
  });

  it("renders every kind, in the contract's order, with links into this app", async () => {
    const admin = await newAdmin();
    const response = await admin.client.get<{ items: EmailPreview[] }>("/admin/email/previews");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { items } = response.body;
    expect(items.map((item) => item.kind)).toEqual([...EMAIL_KINDS]);
    for (const item of items) {
      expect(item.label).toBe(EMAIL_KIND_LABELS[item.kind]);
      expect(item.html).toContain(`<title>${item.subject}</title>`);
      expect(item.text).toContain(`${FUNCTIONS_APP_URL}/`);
    }
  });
});
