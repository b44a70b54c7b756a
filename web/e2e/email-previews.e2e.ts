import type { EmailPreview } from "@contract/email";
import type { BrowserContext, Frame, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { APP_URL, axeViolations, newPage, signIn, useBrowser } from "./browser";

useBrowser();

// The admin's email previews (/admin/email) in the built app behind the Hosting emulator: each kind's
// HTML in its sandboxed srcdoc frame under the real Content-Security-Policy (any violation fails the
// test, web/e2e/browser.ts), at a phone's and a desktop's width, in light and dark colours.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const headingOf = (html: string) => decode(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)![1]!.replace(/<!-- -->/g, ""));

/** The previews as the page gets them, with the page's own cookie. */
async function previews(page: Page): Promise<EmailPreview[]> {
  const response = await page.request.get(`${APP_URL}/api/admin/email/previews`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: EmailPreview[] }).items;
}

/** The preview frame's document, once it shows `heading`. */
async function previewFrame(page: Page, preview: EmailPreview): Promise<Frame> {
  const frame = page.frameLocator(`iframe[title="Preview: ${preview.label}"]`);
  await frame.getByRole("heading", { level: 1, name: headingOf(preview.html), exact: true }).waitFor();
  const handle = await page.locator(`iframe[title="Preview: ${preview.label}"]`).elementHandle();
  return (await handle!.contentFrame())!;
}

/** Landmarks are the mail app's page's to give: an email sits inside it, as an article. */
const MAIL_APP_RULES = new Set(["landmark-one-main", "region"]);

/**
 * axe-core on an email's HTML as a document of its own, `width` wide, in `colorScheme`: axe cannot
 * finish inside the sandboxed frame, where no script (its timers included) runs.
 */
async function emailViolations(context: BrowserContext, html: string, width: number, colorScheme: "light" | "dark") {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme });
  await page.setContent(html);
  const violations = await axeViolations(page);
  await page.close();
  return violations.filter((violation) => !MAIL_APP_RULES.has(violation.id));
}

const background = (frame: Frame, selector: string) =>
  frame.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

describe.each([390, 1280])("the email previews at %i px", (width) => {
  it("show every kind's subject and heading, in light and dark colours, at a phone's width and the page's", async () => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "admin", "Admin12345");
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Email" }).click();
    await page.getByRole("heading", { level: 1, name: "Email" }).waitFor();
    await page.getByRole("group", { name: "Kind of email" }).waitFor();
    expect(await axeViolations(page), `/admin/email at ${width}px`).toEqual([]);

    const items = await previews(page);
    expect(items.length).toBe(17);
    for (const preview of items) {
      await page.getByRole("radio", { name: new RegExp(`^${escape(preview.label)}`) }).check();
      await page.getByText(`Subject: ${preview.subject}`, { exact: true }).waitFor();
      for (const scheme of ["Light", "Dark"] as const) {
        await page.getByRole("radio", { name: scheme, exact: true }).check();
        for (const shape of ["Phone (390 px)", "Desktop"] as const) {
          await page.getByRole("radio", { name: shape, exact: true }).check();
          const frame = await previewFrame(page, preview);
          expect(await frame.title()).toBe(preview.subject);
          const box = (await page.locator("iframe[title^='Preview: ']").boundingBox())!;
          if (shape === "Phone (390 px)") expect(box.width).toBeLessThanOrEqual(390);
          else if (width === 1280) expect(box.width).toBeGreaterThan(600);
          // The dark preview applies the email's own dark-mode rules.
          await expect
            .poll(() => background(frame, ".email-card"))
            .toBe(scheme === "Dark" ? "rgb(31, 41, 55)" : "rgb(255, 255, 255)");
          const button = frame.locator(".email-button");
          if (await button.count()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        }
      }
    }
    for (const preview of items)
      for (const scheme of ["light", "dark"] as const)
        expect(await emailViolations(context, preview.html, width, scheme), `${preview.kind} (${scheme})`).toEqual([]);
    await page.getByText("Plain text", { exact: true }).click();
    await page.getByText(items.at(-1)!.text.split("\n").at(-1)!).first().waitFor();
    expect(await axeViolations(page), `/admin/email with its plain text at ${width}px`).toEqual([]);
    await context.close();
  }, 180_000);
});
