/**
 * A parent link written straight into the test Firestore, following
 * app/parents/link.store.server.ts (the profile's save makes them in the app;
 * the page tests need a link in a known state and its tokens in clear).
 */
import { createHash, randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { testDb } from "./firestore";
import { DAY_MS, now } from "~/kernel/clock";

/** A link of `uid` to `email` in `state`, with a confirmation token and an unsubscribe token: their page URLs. */
export async function writeParentLink(uid: string, email: string, state: "pending" | "confirmed" | "stopped"): Promise<{ confirmUrl: string; stopUrl: string }> {
  const db = testDb();
  const urls: Record<"confirm" | "stop", string> = { confirm: "", stop: "" };
  for (const kind of ["confirm", "stop"] as const) {
    const token = randomBytes(32).toString("base64url");
    const hash = createHash("sha256").update(token, "utf8").digest("hex");
    const expiresAt = kind === "confirm" ? Timestamp.fromMillis(now() + 7 * DAY_MS) : null;
    await db.collection("parentTokens").doc(hash).set({ uid, kind, email, expiresAt, usedAt: null, createdAt: Timestamp.fromMillis(now()) });
    urls[kind] = `/parent/${kind}/${token}`;
  }
  await db.collection("parentLinks").doc(uid).set({ email, state, confirmedAt: state === "pending" ? null : Timestamp.fromMillis(now()), confirmExpiresAt: null, stoppedAt: null, updatedAt: Timestamp.fromMillis(now()) });
  return { confirmUrl: urls.confirm, stopUrl: urls.stop };
}
