/**
 * The admin audit log: collection `auditLog`, one document per admin write
 * `{ at, actorUid, actorEmail, action, docType, docId, title, detail }`.
 * Written after the write it describes succeeded (the content models own their
 * transactions); a failed audit write is retried once and then logged, never
 * turned into a failed save. Deleted documents are copied whole to
 * `deletedContent` by the repository (repository.store.server.ts), so a delete loses nothing for good.
 */
import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { AUDIT_ACTIONS, type AuditAction, type AuditDocType } from "~/content/labels";
import { db } from "~/platform/firestore.store.server";
import { countedDocs, dateSchema, parseDocs } from "./shared.store.server";
import { nowDate } from "~/kernel/clock";

export const AUDIT_LOG = "auditLog";
export const DELETED_CONTENT = "deletedContent";

export interface Actor {
  uid: string;
  email: string;
}

const auditEntrySchema = z.object({
  id: z.string(),
  at: dateSchema,
  actorUid: z.string(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  docType: z.enum(["article", "course", "lesson", "question", "backup"]),
  docId: z.string(),
  title: z.string(),
  detail: z.string().default(""),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export interface AuditInput {
  action: AuditAction;
  docType: AuditDocType;
  docId: string;
  title: string;
  detail?: string;
}

export async function recordAudit(actor: Actor, input: AuditInput, at = nowDate()): Promise<void> {
  const data = {
    at: Timestamp.fromDate(at),
    actorUid: actor.uid,
    actorEmail: actor.email,
    action: input.action,
    docType: input.docType,
    docId: input.docId,
    title: input.title.slice(0, 200),
    detail: (input.detail ?? "").slice(0, 500),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await db().collection(AUDIT_LOG).add(data);
      return;
    } catch (error) {
      if (attempt >= 2) {
        console.error(
          `audit: could not record ${input.action} ${input.docType}/${input.docId} by ${actor.uid} (${(error as Error).message})`
        );
        return;
      }
    }
  }
}

/** When the last entry of `action` was written ("export": the last backup taken), or null (one read; index action + at). */
export async function lastAuditAt(action: AuditAction): Promise<Date | null> {
  const snap = await db().collection(AUDIT_LOG).where("action", "==", action).orderBy("at", "desc").limit(1).get();
  return parseDocs(auditEntrySchema, countedDocs(snap))[0]?.at ?? null;
}

/** The latest entries, newest first. */
export async function latestAudit(limit = 20): Promise<AuditEntry[]> {
  const snap = await db().collection(AUDIT_LOG).orderBy("at", "desc").limit(limit).get();
  return parseDocs(auditEntrySchema, countedDocs(snap));
}

/** The latest entry about one document (who made the change a conflict is about). */
export async function lastAuditOf(docType: AuditDocType, docId: string): Promise<AuditEntry | null> {
  // One equality filter (no composite index needed); a document has few entries.
  const snap = await db().collection(AUDIT_LOG).where("docId", "==", docId).get();
  const entries = parseDocs(auditEntrySchema, countedDocs(snap)).filter((e) => e.docType === docType);
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime())[0] ?? null;
}
