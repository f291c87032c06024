/**
 * XSS, in a real browser: payloads typed into the admin's article form (title,
 * excerpt, Markdown, tags) and into the blog's search box must fire no script
 * anywhere they are shown. Playwright listens for dialogs, page errors and
 * console errors (a CSP report means something tried to run).
 */
import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "~/platform/demo-accounts";
import { expect, signInAs, test } from "../support/e2e";

const PAYLOADS = [
  `<script>alert("x1")</script>`,
  `<img src=x onerror=alert("x2")>`,
  `"><svg onload=alert("x3")>`,
  `[ลิงก์](javascript:alert("x4"))`,
  `<a href="javascript:alert('x5')">คลิก</a>`,
  `<iframe srcdoc="<script>alert('x6')</script>"></iframe>`,
  `<svg><script>alert("x7")</script></svg>`,
  `<details open ontoggle=alert("x8")>`,
  `</title><script>alert("x9")</script>`,
  `![รูป](x" onerror="alert('x10'))`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert("x11")>`,
  `<a href="&#106;avascript:alert('x12')">x</a>`,
  `<object data="javascript:alert('x13')"></object>`,
  `<form action="javascript:alert('x14')"><button>ส่ง</button></form>`,
  `'-alert("x15")-'`,
  `{{constructor.constructor('alert("x16")')()}}`,
];

function watch(page: Page) {
  const fired: string[] = [];
  page.on("dialog", (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => fired.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // Pages answered 400/404 on purpose (a refused form, an unknown tag) are
    // not scripts; every other console error is (CSP reports included).
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) fired.push(`console: ${message.text()}`);
  });
  // An <img src=x> that became an element would fetch /x.
  page.on("request", (request) => {
    if (/\/x$/.test(new URL(request.url()).pathname)) fired.push(`request: ${request.url()}`);
  });
  return fired;
}

test("payloads in the admin form and the search box stay inert everywhere they show", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
  await signInAs(context, admin.uid, baseURL!);
  const fired = watch(page);

  const id = `${Date.now()}`;
  const title = `XSS ${id} <img src=x onerror=alert("t1")> "><script>alert("t2")</script>`;
  await page.goto("/admin/articles/new");
  await page.locator("#field-title").fill(title);
  await page.locator("#field-slug").fill(`xss-${id}`);
  await page.locator("#field-excerpt").fill(PAYLOADS.slice(0, 4).join(" "));
  await page.locator("#field-body").fill(`# หัวข้อ\n\n${PAYLOADS.join("\n\n")}\n`);
  // A tag with markup is refused or escaped; either way it must not run.
  await page.locator("#field-tags").fill(`ทดสอบ, <img src=x onerror=alert("g1")>`);
  const publish = async () => {
    await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
    // Either the saved article's editor, or the form again with its errors.
    await Promise.race([
      page.waitForURL(/\/admin\/articles\/(?!new)[^/?#]+/, { timeout: 20_000 }),
      page.locator(".field__error").first().waitFor({ timeout: 20_000 }),
    ]);
  };
  await publish();
  if (await page.locator(".field__error").count()) {
    // The form came back with the typed text (and the error) shown as text.
    await expect(page.locator("#field-title")).toHaveValue(title);
    await page.locator("#field-tags").fill("ทดสอบ");
    await publish();
  }
  await expect(page.locator(".field__error")).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/articles\/(?!new)[^/?#]+/);

  const visits = [
    `/blog/xss-${id}`,
    "/blog",
    "/",
    "/admin",
    `/blog?q=${encodeURIComponent(PAYLOADS[1]!)}`,
    `/blog?tag=${encodeURIComponent(PAYLOADS[0]!)}`,
    "/blog/rss.xml",
  ];
  for (const path of visits) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  const article = await page.goto(`/blog/xss-${id}`);
  expect(article!.status()).toBe(200);
  await expect(page.locator("h1")).toContainText(`XSS ${id}`);
  // The markup shows as text, not as elements.
  expect(await page.locator("article img[src='x'], article svg[onload], article iframe, article object, main script").count()).toBe(0);

  // The search box, typed as a person would.
  await page.goto("/blog");
  const search = page.getByRole("searchbox").first();
  for (const payload of PAYLOADS.slice(0, 6)) {
    // The previous search must have landed before the next is typed.
    await expect(search).toBeEditable();
    await search.fill(payload);
    await search.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === payload);
    await page.waitForLoadState("networkidle");
    // The results page's own box holds the search as typed (the top bar's is empty after a full page load).
    await expect(page.getByRole("main").getByRole("searchbox").first()).toHaveValue(payload);
  }
  expect(fired).toEqual([]);
});
