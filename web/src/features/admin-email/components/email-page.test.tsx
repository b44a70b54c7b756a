import { EMAIL_KINDS, EMAIL_KIND_LABELS, type EmailPreview, type FailedDelivery } from "@contract/email";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fakeApi, renderWithQuery } from "@/test-api";
import EmailPage from "./email-page";

const preview = (kind: EmailPreview["kind"]): EmailPreview => ({
  kind,
  label: EMAIL_KIND_LABELS[kind],
  subject: `Subject of ${kind}`,
  text: `Text of ${kind}`,
  html: `<!DOCTYPE html><html lang="en"><head><style>@media (prefers-color-scheme: dark) { h1 { color: white } }</style></head><body><h1>Heading of ${kind}</h1></body></html>`,
});

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

const failure: FailedDelivery = {
  id: "email-u1-coach-note-a1",
  uid: "u1",
  name: "Lena Learner",
  kind: "coach_note",
  subject: "Your coach left you a note",
  error: "550 5.1.1 Recipient address rejected: User unknown",
  permanent: true,
  at: "2026-12-01T10:00:00.000Z",
};

function setup(answer: { status?: number; body?: unknown } = { body: { items: EMAIL_KINDS.map(preview) } }) {
  const calls = fakeApi((call) =>
    call.path.startsWith("/admin/email/failures") ? { body: { items: [failure], nextCursor: null } } : answer,
  );
  renderWithQuery(
    <MemoryRouter initialEntries={["/admin/email"]}>
      <EmailPage />
      <Address />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

const frame = () => screen.getByTitle(/^Preview: /) as HTMLIFrameElement;

describe("EmailPage", () => {
  it("lists every kind with its subject and shows the first in a sandboxed frame", async () => {
    const { calls } = setup();
    const kinds = await screen.findByRole("group", { name: "Kind of email" });
    expect(within(kinds).getAllByRole("radio")).toHaveLength(EMAIL_KINDS.length);
    expect(within(kinds).getByRole("radio", { name: /Subject of digest/ })).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual(["/admin/email/failures?limit=20", "/admin/email/previews"]);
    expect(frame().title).toBe("Preview: A note from the coach");
    expect(frame().getAttribute("sandbox")).toBe("");
    expect(frame().getAttribute("srcdoc")).toContain("Heading of coach_note");
    expect(screen.getByRole("heading", { level: 3, name: "A note from the coach" })).toBeTruthy();
    expect(screen.getByText("Text of coach_note")).toBeTruthy();
  });

  it("shows the chosen kind and keeps it in the address", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("radio", { name: /A digest/ }));
    expect(frame().title).toBe("Preview: A digest");
    expect(frame().getAttribute("srcdoc")).toContain("Heading of digest");
    expect(screen.getByRole("status", { name: "address" }).textContent).toBe("?kind=digest");
  });

  it("narrows the frame to a phone's width or widens it, its dark-mode rules off or on", async () => {
    const { user } = setup();
    await screen.findByRole("group", { name: "Kind of email" });
    const darkRules = () => /@media (\w+ ?\w*) \{/.exec(frame().getAttribute("srcdoc") ?? "")?.[1];
    expect(frame().style.maxWidth).toBe("390px");
    expect(darkRules()).toBe("not all");
    await user.click(screen.getByRole("radio", { name: "Desktop" }));
    expect(frame().style.maxWidth).toBe("");
    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(darkRules()).toBe("all");
    // The choices stay when another kind is shown.
    await user.click(screen.getByRole("radio", { name: /Reset your password/ }));
    expect(frame().getAttribute("srcdoc")).toContain("Heading of password_reset");
    expect(darkRules()).toBe("all");
    expect(frame().style.maxWidth).toBe("");
  });

  it("lists the failed deliveries: to whom, what, why, and whether email to the address stopped", async () => {
    setup();
    const list = await screen.findByRole("list", { name: "Failed deliveries" });
    const item = within(list).getByRole("listitem", { name: "Your coach left you a note" });
    expect(item.textContent).toContain("Address refused: email stopped");
    expect(item.textContent).toContain("550 5.1.1 Recipient address rejected");
    expect(within(item).getByRole("link", { name: "Lena Learner" }).getAttribute("href")).toBe(
      "/admin/users/u1/incubator",
    );
  });

  it("says when the previews could not be loaded", async () => {
    setup({ status: 500, body: { message: "Boom" } });
    expect((await screen.findByRole("alert")).textContent).toContain("The previews could not be loaded.");
  });
});
