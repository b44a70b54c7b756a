import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, registerAccount, signIn, useBrowser } from "./browser";

useBrowser();

// docs/decisions/021-responsive-layout.md: the bottom bar below 1024 px, the side navigation from there on.
const LEARNER_ITEMS = ["Home", "Learn", "Dashboard", "Chat with AI Tutor", "Profile", "Incubator"];
const ADMIN_ITEMS = [...LEARNER_ITEMS, "Admin"];

interface Placement {
  name: string;
  box: { left: number; top: number; right: number; bottom: number };
  clipped: boolean;
}

/** Where each item of the visible main navigation sits, and whether any of its text is cut off. */
async function navItems(page: Page): Promise<{ vertical: boolean; items: Placement[] }> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Profile" }).waitFor();
  return nav.evaluate((element) => {
    // The item's own text, without its badge (a count or 'Soon').
    const label = (item: Element) => {
      const copy = item.cloneNode(true) as Element;
      copy.querySelectorAll(".badge").forEach((badge) => badge.remove());
      return copy.textContent?.trim() ?? "";
    };
    const items = [...element.querySelectorAll("li > a, li > span, :scope > a")].map((item) => {
      const box = item.getBoundingClientRect();
      const texts = [item, ...item.querySelectorAll("*")] as HTMLElement[];
      return {
        name: item.getAttribute("aria-label") ?? label(item),
        box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        clipped: texts.some((node) => node.scrollWidth > node.clientWidth && node.clientWidth > 0),
      };
    });
    const frame = element.getBoundingClientRect();
    return { vertical: frame.height > frame.width, items };
  });
}

async function expectAllVisible(page: Page, expected: string[], width: number) {
  const { items } = await navItems(page);
  expect(items.map((item) => item.name).sort(), `items at ${width}px`).toEqual([...expected].sort());
  const viewport = page.viewportSize()!;
  for (const item of items) {
    const where = `${item.name} at ${width}px: ${JSON.stringify(item.box)}`;
    expect(item.clipped, where).toBe(false);
    expect(item.box.left, where).toBeGreaterThanOrEqual(0);
    expect(item.box.top, where).toBeGreaterThanOrEqual(0);
    expect(item.box.right, where).toBeLessThanOrEqual(viewport.width);
    expect(item.box.bottom, where).toBeLessThanOrEqual(viewport.height);
  }
  // No two items overlap (a squeezed bar would draw them over each other).
  const sorted = [...items].sort((a, b) => a.box.left - b.box.left || a.box.top - b.box.top);
  for (let index = 1; index < sorted.length; index++) {
    const [a, b] = [sorted[index - 1]!.box, sorted[index]!.box];
    const overlap = a.right > b.left + 0.5 && a.bottom > b.top + 0.5 && b.bottom > a.top + 0.5;
    expect(overlap, `${sorted[index - 1]!.name} overlaps ${sorted[index]!.name} at ${width}px`).toBe(false);
  }
}

describe("navigation at every width", () => {
  it.each([
    ["a learner", "learner", LEARNER_ITEMS],
    ["an admin", "admin", ADMIN_ITEMS],
  ] as const)("shows every item of %s fully at 320, 360, 390 and 1280 px", async (_, who, expected) => {
    const { page, context } = await newPage();
    if (who === "admin") await signIn(page, "admin", "Admin12345");
    else {
      const account = await registerAccount();
      await signIn(page, account.username, account.password);
    }
    for (const width of [320, 360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/profile");
      await page.locator("main h1").waitFor();
      await expectAllVisible(page, [...expected], width);
      const { vertical } = await navItems(page);
      expect(vertical, `side navigation at ${width}px`).toBe(width >= 1024);
      // Exactly one main navigation is shown: the bottom bar or the side navigation, never both.
      expect(await page.getByRole("navigation", { name: "Main" }).count(), `navigations at ${width}px`).toBe(1);
    }
    await context.close();
  });

  it("shows the side navigation beside the content at 1280 px, also in the chat", async () => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "learner", "Learner12345");
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    const navBox = (await nav.boundingBox())!;
    expect(navBox.x).toBe(0);
    expect(navBox.height).toBe(800);
    await nav.getByText("SoloSensei").waitFor();
    const mainBox = (await page.locator("main").boundingBox())!;
    expect(mainBox.x).toBeGreaterThanOrEqual(navBox.width);
    // The frame uses the width: wider than the phone column of 768 px.
    expect(mainBox.width).toBeGreaterThan(900);

    await nav.getByRole("link", { name: "Chat with AI Tutor" }).click();
    await page.getByLabel("Message SoloSensei AI").waitFor();
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    await context.close();
  });

  it("keeps the chat full screen on phones, with its back action", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, account.username, account.password);
    await page.goto("/chat");
    await page.getByLabel("Message SoloSensei AI").waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await context.close();
  });
});

describe("catalogue layout", () => {
  /** Cards per row of the catalogue grid, and the height of one card. */
  async function catalogueRows(page: Page) {
    await page.goto("/catalogue");
    await page.getByText(/\d+ video\(s\) found/).waitFor();
    return page.getByRole("article").evaluateAll((cards) => {
      const boxes = cards.map((card) => card.getBoundingClientRect());
      const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 1).length;
      return { perRow: firstRow, height: boxes[0]!.height, count: boxes.length };
    });
  }

  it("is a grid of at least 3 compact cards per row at 1280 px and compact cards on phones", async () => {
    const { page, context } = await newPage();
    await signIn(page, "learner", "Learner12345");
    await page.setViewportSize({ width: 1280, height: 800 });
    const desktop = await catalogueRows(page);
    expect(desktop.count).toBeGreaterThan(3);
    expect(desktop.perRow).toBeGreaterThanOrEqual(3);
    expect(desktop.height).toBeLessThan(340);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const phone = await catalogueRows(page);
      expect(phone.perRow, `cards per row at ${width}px`).toBe(1);
      expect(phone.height, `card height at ${width}px`).toBeLessThan(200);
    }
    await context.close();
  });
});
