/**
 * Personal calendar feeds: `calendarFeeds/{sha256(token)}` → { uid, scope,
 * createdAt }. The user's current token and its hash are kept in
 * `tutoringStudents/{uid}` (`feedToken`/`feedHash` for the student feed,
 * `tutorFeedToken`/`tutorFeedHash` for the tutor's), so their page can show
 * the URL again; a new token replaces the old in one transaction, deleting
 * the old feed document (the old URL answers 404 from then on).
 */
import { createHash, randomBytes } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { TUTORING_COLLECTIONS as C } from "./model";

export type FeedScope = "student" | "tutor";

/** 32 random bytes, base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function feedHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const fields = (scope: FeedScope) => (scope === "student" ? { token: "feedToken", hash: "feedHash" } : { token: "tutorFeedToken", hash: "tutorFeedHash" });

/** The user's current token of that scope, or null. */
export async function currentFeedToken(uid: string, scope: FeedScope): Promise<string | null> {
  const d = (await db().collection(C.students).doc(uid).get()).data();
  countReads(1);
  const token = d?.[fields(scope).token];
  return typeof token === "string" && FEED_TOKEN_PATTERN.test(token) ? token : null;
}

/** A new token for the user (the old one stops working). Answers the new token. */
export async function newFeedToken(uid: string, scope: FeedScope): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hash = feedHash(token);
  const userRef = db().collection(C.students).doc(uid);
  const f = fields(scope);
  await db().runTransaction(async (tx) => {
    const old = (await tx.get(userRef)).data()?.[f.hash];
    countReads(1);
    if (typeof old === "string" && /^[0-9a-f]{64}$/.test(old)) tx.delete(db().collection(C.feeds).doc(old));
    tx.create(db().collection(C.feeds).doc(hash), { uid, scope, createdAt: FieldValue.serverTimestamp() });
    tx.set(userRef, { [f.token]: token, [f.hash]: hash }, { merge: true });
  });
  return token;
}

/** Whose feed a token opens, or null (unknown or replaced). */
export async function feedOwner(token: string): Promise<{ uid: string; scope: FeedScope } | null> {
  const d = (await db().collection(C.feeds).doc(feedHash(token)).get()).data();
  countReads(1);
  if (!d || typeof d.uid !== "string") return null;
  return { uid: d.uid, scope: d.scope === "tutor" ? "tutor" : "student" };
}
