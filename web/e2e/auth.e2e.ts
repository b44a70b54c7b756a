import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { freshAccount, newPage, registerAccount, signIn, useBrowser } from "./browser";

useBrowser();

const admin = initializeApp({ projectId: "demo-solosensei" }, "e2e-auth");
const db = getFirestore(admin);

async function resetLinkFor(email: string): Promise<string> {
  // A trigger writes the mail; its first delivery on a busy emulator can take many seconds.
  for (let attempt = 0; attempt < 120; attempt++) {
    // Sign-up's verification mail goes to the same address: the reset mail is the one with the link.
    const snapshot = await db.collection("mail").where("to", "==", email).get();
    const texts = snapshot.docs.map((doc) => (doc.get("message.text") as string | undefined) ?? "");
    const link = texts.map((text) => /(http\S+reset-password\?token=[\w-]+)/.exec(text)?.[1]).find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("no reset mail");
}

describe("sign in and sign up", () => {
  it("signs up, stays signed in over a reload, signs out", async () => {
    const { page, context } = await newPage();
    const account = freshAccount();
    await page.goto("/");
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();

    await page.reload();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    // The header names the address, and the notifications card too.
    await page.getByText(account.email).first().waitFor();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await page.reload();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await context.close();
  });

  it("shows the server's error when the username is taken", async () => {
    const { page, context } = await newPage();
    const taken = await registerAccount();
    await page.goto("/");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Email").fill(freshAccount().email);
    await page.getByLabel("Username").fill(taken.username);
    await page.getByLabel("Password").fill("Sensei12345");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Registration failed").waitFor();
    await page.getByText("This username is already taken").first().waitFor();
    await context.close();
  });

  it("signs in with the username and with the email, landing on the URL asked for", async () => {
    const account = await registerAccount();
    const first = await newPage();
    await signIn(first.page, account.username, account.password);
    // A new learner starts at onboarding.
    await first.page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await first.context.close();

    const second = await newPage();
    await second.page.goto("/profile");
    await second.page.getByLabel("Username or email").fill(account.email);
    await second.page.getByLabel("Password", { exact: true }).fill(account.password);
    await second.page.getByRole("button", { name: "Sign In", exact: true }).click();
    await second.page.getByRole("heading", { name: "Profile" }).waitFor();
    expect(new URL(second.page.url()).pathname).toBe("/profile");
    await second.context.close();
  });

  it("toasts a wrong password", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, "Wrong12345");
    await page.getByText("Login failed").waitFor();
    await page.getByText("Invalid username or password").waitFor();
    await context.close();
  });

  it("browser navigation to /api/logout ends the session", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.goto("/api/logout");
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});

describe("forgotten password", () => {
  it("sends a link from the dialog, and the reset page sets a new password", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await dialog.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await page.getByText("Email sent").waitFor();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await page.getByRole("dialog").getByLabel("Email").waitFor(); // Closing reset it to the form.

    const link = new URL(await resetLinkFor(account.email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Reset Your Password" }).waitFor();
    await page.getByText("At least 8 characters, with one uppercase letter").waitFor();
    await page.getByLabel("New Password", { exact: true }).fill("Fresh9Start");
    await page.getByLabel("Confirm New Password").fill("Fresh9Other");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel("Confirm New Password").fill("Fresh9Start");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("heading", { name: "Password Reset Successful!" }).waitFor();
    await page.getByRole("tab", { name: "Sign In" }).waitFor({ timeout: 6000 }); // Redirected after 3 s.
    await signIn(page, account.username, "Fresh9Start");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await context.close();
  });

  it("says the link is invalid without a token, and when it is used up", async () => {
    const { page, context } = await newPage();
    await page.goto("/reset-password");
    await page.getByRole("heading", { name: "Invalid Reset Link" }).waitFor();
    await page.getByRole("button", { name: "Back to Sign In" }).click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();

    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New Password", { exact: true }).fill("Fresh9Start");
    await page.getByLabel("Confirm New Password").fill("Fresh9Start");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Reset failed").waitFor();
    await page
      .getByText(/invalid or has expired/)
      .first()
      .waitFor();
    // The page says so too, and offers a new link.
    await page.getByRole("heading", { name: "Reset Link Expired" }).waitFor();
    await page.getByRole("button", { name: "Request a New Link" }).click();
    await page.getByRole("dialog", { name: "Forgot Password?" }).getByLabel("Email").waitFor();
    await context.close();
  });
});
