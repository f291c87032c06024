import type { RequestHandler } from "express";

export type ReadinessCheck = { name: string; ok: true } | { name: string; ok: false; reason: string };

/** GET /healthz: the process is alive and its event loop turns. */
export const healthz: RequestHandler = (_req, res) => {
  res.set("Cache-Control", "no-store").json({ ok: true });
};

/** GET /readyz: the app's readiness checks (Firestore and Auth answer within about a second). */
export const readyz =
  (checks: () => Promise<ReadinessCheck[]>): RequestHandler =>
  async (_req, res) => {
    const results = await checks();
    const failed = results.filter((r) => !r.ok);
    res.set("Cache-Control", "no-store");
    if (failed.length === 0) {
      res.json({ ok: true, checks: results });
    } else {
      res.status(503).json({ ok: false, reason: failed.map((f) => `${f.name}: ${"reason" in f ? f.reason : ""}`).join("; "), checks: results });
    }
  };
