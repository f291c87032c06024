import type { RequestHandler } from "express";
import { adminAuth, db, withTimeout } from "../app/lib/firebase-admin.server";

const READY_TIMEOUT_MS = 1000;

async function check(name: string, probe: () => Promise<unknown>) {
  try {
    await withTimeout(probe(), READY_TIMEOUT_MS, name);
    return { name, ok: true as const };
  } catch (error) {
    return { name, ok: false as const, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /healthz: the process is alive and its event loop turns. */
export const healthz: RequestHandler = (_req, res) => {
  res.set("Cache-Control", "no-store").json({ ok: true });
};

/** GET /readyz: Firestore and Auth both answer within about a second. */
export const readyz: RequestHandler = async (_req, res) => {
  const results = await Promise.all([
    check("firestore", () => db().collection("_meta").doc("readyz").get()),
    check("auth", async () => {
      try {
        await adminAuth().getUser("readyz-probe");
      } catch (error) {
        // "user not found" is an answer: the service is there.
        if ((error as { code?: string }).code === "auth/user-not-found") return;
        throw error;
      }
    }),
  ]);
  const failed = results.filter((r) => !r.ok);
  res.set("Cache-Control", "no-store");
  if (failed.length === 0) {
    res.json({ ok: true, checks: results });
  } else {
    res.status(503).json({ ok: false, reason: failed.map((f) => `${f.name}: ${"reason" in f ? f.reason : ""}`).join("; "), checks: results });
  }
};
