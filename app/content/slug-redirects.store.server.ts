/**
 * Old addresses of courses and articles: when a slug changes, a record
 * `slugRedirects/{kind}:{oldSlug}` names the document it belonged to, written
 * in the same transaction as the change (and its content version bump). A page
 * whose slug is not found asks the content cache (which loads these records
 * with the content) and answers 301 to the document's current address; the
 * record names the document, not a slug, so a slug changed twice still leads
 * to the newest. The records are part of the export and the import (every
 * collection is).
 */
import type { Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import type { ContentKind } from "~/content/labels";
import { db } from "~/platform/firestore.store.server";
import { countedDoc, countedDocs, nowTimestamp } from "./shared.store.server";

export const SLUG_REDIRECTS = "slugRedirects";

const recordSchema = z.object({ kind: z.string(), slug: z.string(), docId: z.string() });

const ref = (kind: ContentKind, slug: string) => db().collection(SLUG_REDIRECTS).doc(`${kind}:${slug}`);

/** The document an old slug now leads to, or null (read in the transaction that would take the slug). */
export async function slugRedirectTarget(tx: Transaction, kind: ContentKind, slug: string): Promise<string | null> {
  const snap = countedDoc(await tx.get(ref(kind, slug)));
  const parsed = recordSchema.safeParse(snap?.data());
  return parsed.success ? parsed.data.docId : null;
}

/** In the transaction that changes a slug (after its reads): the old slug leads to the document. */
export function recordSlugRedirect(tx: Transaction, kind: ContentKind, oldSlug: string, docId: string): void {
  tx.set(ref(kind, oldSlug), { kind, slug: oldSlug, docId, at: nowTimestamp() });
}

/** Every record, as `kind:slug` → document id (the content cache loads them). */
export async function fetchSlugRedirects(): Promise<Map<string, string>> {
  const snaps = countedDocs(await db().collection(SLUG_REDIRECTS).get());
  const moved = new Map<string, string>();
  for (const snap of snaps) {
    const parsed = recordSchema.safeParse(snap.data());
    if (parsed.success) moved.set(`${parsed.data.kind}:${parsed.data.slug}`, parsed.data.docId);
  }
  return moved;
}
