/**
 * One Firestore repository for every content kind: get, list, create (slug
 * unique, and not another document's old slug), update (a changed slug leaves a
 * redirect record: slug-redirects.store.server.ts) (optimistic version check), publish/unpublish, delete (a
 * whole copy kept in `deletedContent` first, children included), each write in
 * one transaction with the content version bump, and the audit entry after it.
 * A kind's store (article.store.server.ts, course.store.server.ts, lesson.store.server.ts) is this plus what is its own.
 * Firestore only: no HTTP, no UI copy (audit details come from the caller).
 */
import { Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import type { z } from "zod";
import type { ContentDoc } from "~/content/kind";
import type { ContentKind } from "~/content/labels";
import type { ContentStatus } from "~/content/fields";
import { db } from "~/platform/firestore.store.server";
import { DELETED_CONTENT, recordAudit, type Actor } from "./audit.store.server";
import { bumpContentVersion } from "./content-version.store.server";
import { recordSlugRedirect, slugRedirectTarget } from "./slug-redirects.store.server";
import { tx } from "~/kernel/store.server";
import { newId } from "~/kernel/ids";
import {
  NotFoundError,
  SlugTakenError,
  assertVersion,
  countedDoc,
  countedDocs,
  nowTimestamp,
  parseDoc,
  parseDocs,
} from "./shared.store.server";
import { now as clockNow } from "~/kernel/clock";

type OrderBy = readonly (readonly [string, "asc" | "desc"])[];

export interface RepositorySpec<D extends ContentDoc> {
  /** The kind's registry entry: name, collection, input schema (every write is validated with it), slug and date rules. */
  def: { kind: ContentKind; collection: string; schema: z.ZodObject; slugFromTitle: boolean; publishedAt: boolean };
  /** A stored document (the input plus id, dates, order…). */
  stored: z.ZodType<D>;
  /** Order of `list()` (the admin's) and of `listPublished()` (the site's; composite indexes in firestore.indexes.json). */
  order: OrderBy;
  publishedOrder: OrderBy;
  /** Fields a create adds inside its transaction (a lesson's course check and position). */
  onCreate?(tx: Transaction, data: Record<string, unknown>, opts: { order?: number }): Promise<Record<string, unknown>>;
  /** The field naming the parent document (a lesson's `courseId`), kept with a deleted copy. */
  parentField?: string;
  /** Documents deleted (and copied) with this one: a course's lessons. */
  children?: { kind: ContentKind; collection: string; field: string; stored: z.ZodType<ContentDoc> };
}

/** Who writes, and the audit line's detail (built by the caller, in Thai). */
export interface AuditNote {
  actor: Actor;
  detail: string | ((before: ContentDoc | null, after: ContentDoc | null) => string);
}

export interface WriteOptions {
  audit?: AuditNote;
}

async function audit(
  note: AuditNote | undefined,
  kind: ContentKind,
  action: "create" | "update" | "publish" | "unpublish" | "delete",
  before: ContentDoc | null,
  after: ContentDoc | null
) {
  if (!note) return;
  const doc = (after ?? before)!;
  const detail = typeof note.detail === "function" ? note.detail(before, after) : note.detail;
  await recordAudit(note.actor, { action, docType: kind, docId: doc.id, title: doc.title, detail });
}

/** publish/unpublish when the status moved, else update. */
function writeAction(before: ContentStatus, after: ContentStatus): "update" | "publish" | "unpublish" {
  if (before === after) return "update";
  return after === "published" ? "publish" : "unpublish";
}

export function contentRepository<D extends ContentDoc>({ def, ...spec }: RepositorySpec<D>) {
  const collection = () => db().collection(def.collection);

  async function get(id: string): Promise<D | null> {
    const snap = countedDoc(await collection().doc(id).get());
    return snap ? parseDoc(spec.stored, snap) : null;
  }

  async function readInTx(tx: Transaction, ref: DocumentReference): Promise<D> {
    const snap = countedDoc(await tx.get(ref));
    const doc = snap ? parseDoc(spec.stored, snap) : null;
    if (!doc) throw new NotFoundError(def.kind, ref.id);
    return doc;
  }

  async function assertSlugFree(tx: Transaction, slug: unknown, exceptId?: string): Promise<void> {
    if (!def.slugFromTitle) return;
    const snap = await tx.get(collection().where("slug", "==", slug).limit(2));
    if (countedDocs(snap).some((d) => d.id !== exceptId)) throw new SlugTakenError(String(slug));
    // Another document's old address keeps leading there: it is taken too.
    const movedTo = await slugRedirectTarget(tx, def.kind, String(slug));
    if (movedTo !== null && movedTo !== exceptId) throw new SlugTakenError(String(slug));
  }

  function ordered(query: FirebaseFirestore.Query, order = spec.order): FirebaseFirestore.Query {
    return order.reduce((q, [field, dir]) => q.orderBy(field, dir), query);
  }

  function publishedAtFor(status: ContentStatus, current: Date | null | undefined, now: Timestamp) {
    return status === "published" ? (current ?? now.toDate()) : (current ?? null);
  }

  return {
    kind: def.kind,
    collection,
    get,

    /** Every document, drafts too. */
    async list(): Promise<D[]> {
      return parseDocs(spec.stored, countedDocs(await ordered(collection()).get()));
    },

    /** The published documents (the content cache loads these). */
    async listPublished(): Promise<D[]> {
      return parseDocs(spec.stored, countedDocs(await ordered(collection().where("status", "==", "published"), spec.publishedOrder).get()));
    },

    /** Creates a document (a draft unless `status` says otherwise). Throws SlugTakenError. */
    async create(input: unknown, opts: WriteOptions & { id?: string; order?: number } = {}): Promise<D> {
      const data = def.schema.parse(input) as Record<string, unknown>;
      const ref = opts.id ? collection().doc(opts.id) : collection().doc(newId());
      await tx(`${def.kind} create`, async (tx) => {
        await assertSlugFree(tx, data.slug);
        const extra = spec.onCreate ? await spec.onCreate(tx, data, opts) : {};
        const now = nowTimestamp();
        const dates = def.publishedAt ? { publishedAt: data.status === "published" ? now : null } : {};
        tx.create(ref, { ...data, ...extra, ...dates, createdAt: now, updatedAt: now });
        await bumpContentVersion(tx);
      });
      const created = (await get(ref.id))!;
      await audit(opts.audit, def.kind, "create", null, created);
      return created;
    },

    /**
     * Saves an edited document. `expectedUpdatedAt` is the `updatedAt` the
     * editor loaded: if the stored one differs, someone saved in between (ConflictError).
     */
    async update(id: string, input: unknown, expectedUpdatedAt: Date | string, opts: WriteOptions = {}): Promise<D> {
      const data = def.schema.parse(input) as Record<string, unknown>;
      const ref = collection().doc(id);
      let before!: D;
      await tx(`${def.kind} update`, async (tx) => {
        before = await readInTx(tx, ref);
        assertVersion(def.kind, id, before.updatedAt, expectedUpdatedAt);
        const oldSlug = (before as { slug?: unknown }).slug;
        const slugChanged = def.slugFromTitle && data.slug !== oldSlug;
        if (slugChanged) await assertSlugFree(tx, data.slug, id);
        const now = nowTimestamp();
        const dates = def.publishedAt
          ? { publishedAt: publishedAtFor(data.status as ContentStatus, (before as { publishedAt?: Date | null }).publishedAt, now) }
          : {};
        tx.update(ref, { ...data, ...dates, updatedAt: now });
        if (slugChanged) recordSlugRedirect(tx, def.kind, String(oldSlug), id);
        await bumpContentVersion(tx);
      });
      const after = (await get(id))!;
      await audit(opts.audit, def.kind, writeAction(before.status, after.status), before, after);
      return after;
    },

    /** Publishes or unpublishes. The first publish sets `publishedAt` (kinds that have one). */
    async setStatus(id: string, status: ContentStatus, expectedUpdatedAt?: Date | string, opts: WriteOptions = {}): Promise<D> {
      const ref = collection().doc(id);
      let before!: D;
      await tx(`${def.kind} status`, async (tx) => {
        before = await readInTx(tx, ref);
        if (expectedUpdatedAt !== undefined) assertVersion(def.kind, id, before.updatedAt, expectedUpdatedAt);
        const now = nowTimestamp();
        const dates = def.publishedAt
          ? { publishedAt: publishedAtFor(status, (before as { publishedAt?: Date | null }).publishedAt, now) }
          : {};
        tx.update(ref, { status, ...dates, updatedAt: now });
        await bumpContentVersion(tx);
      });
      const after = (await get(id))!;
      await audit(opts.audit, def.kind, writeAction(before.status, after.status), before, after);
      return after;
    },

    /**
     * Deletes a document and its children in one transaction, after copying
     * each whole to `deletedContent` (who, when, parent), so nothing is lost for good.
     */
    async remove(id: string, opts: WriteOptions = {}): Promise<{ doc: D; children: ContentDoc[] }> {
      const ref = collection().doc(id);
      let doc!: D;
      let children: ContentDoc[] = [];
      await tx(`${def.kind} remove`, async (tx) => {
        doc = await readInTx(tx, ref);
        const child = spec.children;
        const childSnaps = child ? countedDocs(await tx.get(db().collection(child.collection).where(child.field, "==", id))) : [];
        // Two writes a child (copy, delete): stay well under Firestore's 500 writes a transaction.
        if (childSnaps.length > 240) throw new Error(`too many ${child!.collection} to delete in one transaction`);
        children = child ? parseDocs(child.stored, childSnaps) : [];
        const deletedAt = Timestamp.fromMillis(clockNow());
        const copy = (kind: ContentKind, d: ContentDoc, parent: string | null) =>
          tx.set(db().collection(DELETED_CONTENT).doc(newId()), {
            docType: kind,
            docId: d.id,
            parent,
            data: { ...d },
            deletedAt,
            deletedBy: opts.audit?.actor.email ?? null,
          });
        const parent = spec.parentField ? (doc as Record<string, unknown>)[spec.parentField] : null;
        copy(def.kind, doc, typeof parent === "string" ? parent : null);
        for (const c of children) copy(child!.kind, c, id);
        for (const s of childSnaps) tx.delete(s.ref);
        tx.delete(ref);
        await bumpContentVersion(tx);
      });
      await audit(opts.audit, def.kind, "delete", doc, null);
      return { doc, children };
    },
  };
}

export type ContentRepository<D extends ContentDoc> = ReturnType<typeof contentRepository<D>>;
