import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { idTokenFor, uniqueEmail } from "../../harness/auth";
import { env } from "../../harness/ports";

const run = promisify(execFile);

async function lookup(uid: string) {
  const res = await fetch(`http://${env.authHost}/identitytoolkit.googleapis.com/v1/projects/${env.projectId}/accounts:lookup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: [uid] }),
  });
  return ((await res.json()) as { users: Array<{ emailVerified?: boolean }> }).users[0]!;
}

const script = (email: string) =>
  run("node_modules/.bin/tsx", ["scripts/admin-verify.ts", email], {
    env: { ...process.env, NODE_ENV: "development", FIREBASE_PROJECT_ID: env.projectId, FIREBASE_AUTH_EMULATOR_HOST: env.authHost, FIRESTORE_EMULATOR_HOST: env.firestoreHost },
  });

describe("npm run admin:verify", () => {
  it("marks an unverified Microsoft account's e-mail as verified", async () => {
    const email = uniqueEmail("ms-unverified");
    const { uid } = await idTokenFor({ email, emailVerified: false, provider: "microsoft.com" });
    expect((await lookup(uid)).emailVerified ?? false).toBe(false);
    const { stdout } = await script(email);
    expect(stdout).toContain("is now verified");
    expect((await lookup(uid)).emailVerified).toBe(true);
  }, 30_000);

  it("refuses something that is not an e-mail and names an unknown user", async () => {
    await expect(script("not-an-email")).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run admin:verify") });
    await expect(script(uniqueEmail("nobody"))).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("must sign in once first") });
  }, 30_000);
});
