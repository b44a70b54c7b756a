import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { newPage, registerAccount, signIn, useBrowser } from "./browser";

useBrowser();

const VIEWPORTS = [
  { name: "a phone", width: 390, height: 844 },
  { name: "a desktop", width: 1280, height: 800 },
];

/** Today as the browser context counts it (browser.ts runs pages in Europe/Berlin). */
const berlinDate = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

describe("admin User Management", () => {
  it.each(VIEWPORTS)(
    "on $name: finds a user by search, edits them, resets their password and exports their summary",
    async ({ width, height }) => {
      const account = await registerAccount();
      const renamed = `Renamed ${account.username}`;
      const newPassword = "Changed12345";
      const { page, context } = await newPage();
      await page.setViewportSize({ width, height });
      await signIn(page, "admin", "Admin12345");
      await page.goto("/admin?tab=users");
      await page.getByText("Total Users").waitFor();
      await expect(page.getByRole("tab", { name: "User Management" }).getAttribute("aria-selected")).resolves.toBe(
        "true",
      );

      // Search on the server: the fresh user is far down the list, found by a prefix of the username.
      await page.getByLabel("Search users").fill(account.username.slice(0, -2));
      await expect.poll(() => page.getByRole("button", { name: /^Edit / }).count(), { timeout: 15_000 }).toBe(1);
      const edit = page.getByRole("button", { name: `Edit ${account.username}`, exact: true });
      await edit.waitFor();

      // Edit: a new name; the dialog closes and the row shows it.
      await edit.click();
      const dialog = page.getByRole("dialog", { name: "Edit User" });
      await dialog.getByLabel("Name", { exact: true }).fill(renamed);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByText(renamed).filter({ visible: true }).waitFor();

      // Reset the password: the button waits for 8 characters.
      await edit.click();
      const password = dialog.getByPlaceholder("Enter new password (min 8 characters)");
      const reset = dialog.getByRole("button", { name: "Reset Password" });
      await password.fill("Short1a");
      await expect(reset.isDisabled()).resolves.toBe(true);
      await password.fill(newPassword);
      await reset.click();
      await page.getByText("Password reset successfully").waitFor();
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await dialog.waitFor({ state: "hidden" });

      // The summary and its CSV.
      await page.getByRole("button", { name: `View summary of ${account.username}` }).click();
      const summary = page.getByRole("dialog", { name: `User Summary: ${renamed}` });
      await summary.getByRole("region", { name: "Profile" }).waitFor();
      await summary.getByRole("region", { name: "Admin History" }).getByText("Password reset").waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        summary.getByRole("button", { name: "CSV export" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`solosensei_user_${account.username}_${berlinDate()}.csv`);
      const rows = Papa.parse<string[]>(await readFile((await download.path())!, "utf8")).data;
      expect(rows.filter((row) => row.length === 1 && row[0]).map((row) => row[0])).toEqual([
        "Profile",
        "Skills",
        "Learning Paths",
        "Additional Videos",
        "Recent Activities",
      ]);
      expect(rows).toContainEqual(["Username", account.username]);
      expect(rows).toContainEqual(["Name", renamed]);
      expect(rows).toContainEqual(["Assessment Completed", "No"]);
      await context.close();

      // The user signs in with the password the admin set.
      const user = await newPage();
      await signIn(user.page, account.username, newPassword);
      await user.page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
      await user.context.close();
    },
  );

  it("sends a learner who opens /admin home", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    await page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await page.goto("/admin?tab=users");
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Loading admin panel...").count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Admin" }).count()).resolves.toBe(0);
    await context.close();
  });
});
