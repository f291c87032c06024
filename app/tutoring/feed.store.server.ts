/**
 * Personal calendar feeds: `calendarFeeds/{sha256(token)}` → { uid, scope,
 * createdAt }. The token itself is never stored: the user's document
 * `tutoringStudents/{uid}` keeps only the hash of the current one (`feedHash`
 * for the student feed, `tutorFeedHash` for the tutor's), so the page can say
 * that a link exists but never show it again. A new token replaces the old in
 * one transaction, deleting the old feed document (the old URL answers 404
 * from then on). Documents written before tokens were hashed only also hold
 * the token in clear (`FEED_CLEAR_TOKEN_FIELDS`): nothing reads it, and every
 * write of the document deletes it.
 */
import { createHash } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { FEED_CLEAR_TOKEN_FIELDS, TUTORING_COLLECTIONS as C } from "./model";
import { tx } from "~/kernel/store.server";
import { newToken } from "~/kernel/ids";

export type FeedScope = "student" | "tutor";

/** 32 random bytes, base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

function feedHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const hashField = (scope: FeedScope) => (scope === "student" ? "feedHash" : "tutorFeedHash");

/** Deletes of the clear tokens an older version stored, for any write of a `tutoringStudents` document. */
export const DROP_CLEAR_TOKENS = Object.fromEntries(FEED_CLEAR_TOKEN_FIELDS.map((f) => [f, FieldValue.delete()]));

/** Whether the user has a feed of that scope (its token cannot be shown again). */
export async function hasFeed(uid: string, scope: FeedScope): Promise<boolean> {
  const hash = (await db().collection(C.students).doc(uid).get()).get(hashField(scope));
  countReads(1);
  return typeof hash === "string" && HASH_PATTERN.test(hash);
}

/** A new token for the user (the old one stops working). Answers the new token, which is stored nowhere. */
export async function newFeedToken(uid: string, scope: FeedScope): Promise<string> {
  const token = newToken();
  const hash = feedHash(token);
  const userRef = db().collection(C.students).doc(uid);
  const field = hashField(scope);
  await tx("calendar feed token", async (tx) => {
    const old = (await tx.get(userRef)).get(field);
    countReads(1);
    if (typeof old === "string" && HASH_PATTERN.test(old)) tx.delete(db().collection(C.feeds).doc(old));
    tx.create(db().collection(C.feeds).doc(hash), { uid, scope, createdAt: FieldValue.serverTimestamp() });
    tx.set(userRef, { [field]: hash, ...DROP_CLEAR_TOKENS }, { merge: true });
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
