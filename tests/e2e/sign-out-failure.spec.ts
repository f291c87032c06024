/**
 * The logout failure path, for real: a server of its own whose Auth emulator
 * this test stops, so revoking the session fails.
 */
import path from "node:path";
import { startAuthEmulator, type ManagedProcess } from "../../harness/stack";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { expect, test } from "../support/e2e";

const AUTH_PORT = testPort(9399);
const APP_PORT = testPort(3199);

let auth: ManagedProcess | undefined;
let server: AppServer | undefined;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  // An Auth emulator and a server to start: on a loaded machine more than the default minute.
  test.setTimeout(180_000);
  auth = await startAuthEmulator({
    projectId: env.projectId,
    authPort: AUTH_PORT,
    firestorePort: 0,
    hubPort: testPort(4430),
    loggingPort: testPort(4530),
    workDir: path.resolve(".stack/test/logout-failure"),
  });
  server = await startAppServer({
    port: APP_PORT,
    env: {
      FIREBASE_PROJECT_ID: env.projectId,
      FIRESTORE_EMULATOR_HOST: env.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}`,
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "admin@example.com",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await auth?.stop();
});

test("logout while Auth is down: the failure alert, then signed out locally on /", async ({ page, context }) => {
  const baseUrl = server!.url;
  const session = await signedInSession({}, { baseUrl, authHost: `127.0.0.1:${AUTH_PORT}` });
  await context.addCookies([{ name: "session", value: session.sessionToken, url: baseUrl }]);
  await page.goto(`${baseUrl}/blog`);
  const bar = page.getByRole("banner");
  await expect(bar.getByText(session.email, { exact: true })).toBeVisible();

  await auth!.stop();
  // The handler answers the alert the moment it opens: awaiting the event first
  // and accepting afterwards once hung until the page was closed (CI, loaded machine).
  const dialogs: Array<{ type: string; message: string }> = [];
  page.on("dialog", (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept().catch(() => undefined);
  });
  await bar.getByRole("button", { name: "ออกจากระบบ" }).click();
  await expect.poll(() => dialogs).toEqual([{ type: "alert", message: "Failed to log out. Please try again." }]);
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "เข้าสู่ระบบ" })).toBeVisible();
  expect((await context.cookies(baseUrl)).find((c) => c.name === "session")).toBeUndefined();
  expect(server!.output()).toContain("logout: revocation failed");
});
