import { DEMO_ACCOUNTS } from "~/platform/demo-accounts";
import { expect, signInThroughPopup, test } from "../support/e2e";
import { uniqueEmail } from "../../harness/auth";

const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
const bar = (page: import("@playwright/test").Page) => page.getByRole("banner");

test.describe("sign-in through the emulator popup", () => {
  test.use({ popup: true });

  test("Google, as a student: the bar shows the user, no admin links, and survives a reload", async ({ page }) => {
    const email = uniqueEmail("google-student");
    await page.goto("/login");
    await signInThroughPopup(page, "google", email, "น้องกูเกิล");
    // A first sign-in: the profile asks for a name, then the dashboard.
    await page.waitForURL("**/profile?redirectTo=%2Fdashboard");
    await page.getByRole("button", { name: "บันทึก" }).click();
    await page.waitForURL("**/dashboard");
    const header = bar(page);
    await expect(header.getByText(email, { exact: true })).toBeVisible();
    await expect(header.locator(".avatar")).toHaveText(email[0]!.toUpperCase());
    await expect(header.getByText("Admin", { exact: true })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "แอดมิน" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "เข้าสู่ระบบ" })).toHaveCount(0);
    await page.reload();
    await expect(bar(page).getByText(email, { exact: true })).toBeVisible();
  });

  test("Google, as a demo admin: the bar shows Admin and the admin links", async ({ page }) => {
    await page.goto("/login?redirectTo=/admin");
    await signInThroughPopup(page, "google", admin.email, admin.name);
    await page.waitForURL("**/admin");
    const header = bar(page);
    await expect(header.getByText(admin.email, { exact: true })).toBeVisible();
    await expect(header.getByText("Admin", { exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "แอดมิน" })).toBeVisible();
    await expect(header.getByRole("link", { name: "สถิติ" })).toBeVisible();
  });

  test("Microsoft, as a student: the popup asks for openid, profile, email and the account chooser", async ({ page }) => {
    const email = uniqueEmail("ms-student");
    await page.goto("/login");
    const popup = await signInThroughPopup(page, "microsoft", email, "น้องไมโครซอฟท์");
    const handler = decodeURIComponent(popup.url());
    expect(handler).toContain("providerId=microsoft.com");
    expect(handler).toMatch(/scopes=openid,profile,email/);
    expect(handler).toMatch(/"?prompt"?\s*[:=]\s*"?select_account/);
    await page.waitForURL("**/profile?redirectTo=%2Fdashboard");
    await expect(bar(page).getByText(email, { exact: true })).toBeVisible();
    await expect(bar(page).getByText("Admin", { exact: true })).toHaveCount(0);
  });

  test("Microsoft, as the second demo admin: Admin and the admin links", async ({ page }) => {
    const second = DEMO_ACCOUNTS.filter((a) => a.role === "admin")[1]!;
    await page.goto("/login?redirectTo=/admin/stats");
    await signInThroughPopup(page, "microsoft", second.email, second.name);
    await page.waitForURL("**/admin/stats");
    const header = bar(page);
    await expect(header.getByText(second.email, { exact: true })).toBeVisible();
    await expect(header.getByText("Admin", { exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "สถิติ" })).toHaveAttribute("aria-current", "page");
  });

  test("Google asks for the profile scope", async ({ page }) => {
    await page.goto("/login");
    const popup = await signInThroughPopup(page, "google", uniqueEmail("scope"));
    expect(decodeURIComponent(popup.url())).toMatch(/providerId=google\.com/);
    expect(decodeURIComponent(popup.url())).toMatch(/scopes=profile/);
    await page.waitForURL("**/profile?redirectTo=%2Fdashboard");
  });

  test("the bar shows the busy text while signing in, and a double click opens one popup", async ({ page, context }) => {
    await page.goto("/login");
    const popups: unknown[] = [];
    context.on("page", (p) => popups.push(p));
    const button = page.getByRole("button", { name: "เข้าสู่ระบบด้วย Google" });
    await button.dblclick();
    await expect(bar(page).getByText("กำลังเข้าสู่ระบบ...")).toBeVisible();
    await expect(button).toBeDisabled();
    // The first popup may take a while on a loaded machine: wait for it, then
    // give a second one the time to appear before counting.
    await expect.poll(() => popups.length).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect(popups).toHaveLength(1);
  });

  test("a JS-disabled page shows the signed-in state from the cookie", async ({ browser, signIn, context, baseURL }) => {
    const session = await signIn({ name: "น้องไม่มีสคริปต์" });
    const cookies = await context.cookies();
    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await noJs.addCookies(cookies);
    const page = await noJs.newPage();
    await page.goto("/dashboard");
    await expect(bar(page).getByText(session.email, { exact: true })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
    await noJs.close();
  });
});

test.describe("sign-out", () => {
  test("with JavaScript: the button reads กำลังออก..., the bar shows the busy text, and the user lands on / signed out", async ({ page, signIn }) => {
    const session = await signIn();
    await page.goto("/dashboard");
    await expect(bar(page).getByText(session.email, { exact: true })).toBeVisible();
    // Hold the logout answer until the busy state has been seen.
    // The hydrated shell posts to /logout; the logout island to /api/auth/sessionLogout.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(logout|api\/auth\/sessionLogout)(\.data)?(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    await bar(page).getByRole("button", { name: "ออกจากระบบ" }).click();
    await expect(bar(page).getByText("กำลังออกจากระบบ...")).toBeVisible();
    release();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(bar(page).getByRole("link", { name: "เข้าสู่ระบบ" })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === "session")).toBeUndefined();
  });

  test("without JavaScript: the logout form posts and lands on / signed out", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const { signedInSession } = await import("../../harness/auth");
    const session = await signedInSession();
    await context.addCookies([{ name: "session", value: session.sessionToken, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("banner").getByRole("button", { name: "ออกจากระบบ" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "เข้าสู่ระบบ" })).toBeVisible();
    await context.close();
  });
});
