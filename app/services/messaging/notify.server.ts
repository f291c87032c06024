/**
 * The one way to tell a user something on the site: `notify(uid, { kind,
 * title, link })`. Called beside the e-mail the event already queues (the
 * tutor's answer, a session's homework, the tutor cancelling a booking, a
 * reminder when the outbox takes it); the e-mail goes on as before.
 *
 * The title is plain text (markup and control characters out, maths as
 * readable text: services/markdown/tex-text.ts), the link a path on this site
 * (kernel/site-path.ts); anything else is refused before Firestore is asked.
 * The notification is written after the producer's own write, in a
 * transaction of its own: a failure is logged and never undoes or fails what
 * the producer did (the e-mail still goes).
 */
import { z } from "zod";
import { issueSummary } from "~/kernel/form";
import { resolveSitePath } from "~/kernel/site-path";
import { readableTex } from "~/services/markdown/tex-text";
import { NOTIFICATION_KIND_KEYS, type NotificationKind } from "./kinds";
import { addNotification } from "./notifications.store.server";
import { unreadChanged } from "./unread.server";

const TITLE_MAX = 200;
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A title as a person reads it: `$…$` maths as readable text, no tags, no control characters, one line, at most TITLE_MAX characters. */
export function plainTitle(text: string): string {
  const maths = text.replace(/\$\$([^$]+)\$\$|\$([^$\n]+)\$/g, (_, block: string | undefined, inline: string | undefined) => readableTex(block ?? inline ?? ""));
  const clean = maths.replace(/<\/?[a-z!][^>]*>/gi, " ").replace(UNSHOWN, " ").replace(/\s+/g, " ").trim();
  return Array.from(clean).slice(0, TITLE_MAX).join("");
}

const notificationSchema = z.object({
  kind: z.enum(NOTIFICATION_KIND_KEYS),
  title: z.string().transform(plainTitle).pipe(z.string().min(1)),
  link: z.string().transform((l, ctx) => resolveSitePath(l) ?? (ctx.addIssue({ code: "custom", message: "not a site path" }), z.NEVER)),
  /** Names the event (e.g. `answer:<questionId>:<version>`): a second notify with the same key adds nothing. */
  key: z.string().min(1).max(500),
});
export type NotificationInput = z.input<typeof notificationSchema>;

/** Adds the notification; true when it is stored (or was already), false when it could not be (logged). */
export async function notify(uid: string, input: NotificationInput): Promise<boolean> {
  const parsed = notificationSchema.safeParse(input);
  if (!parsed.success) {
    console.error(`notification for ${uid} refused: ${issueSummary(parsed.error)}`);
    return false;
  }
  const { key, ...n } = parsed.data;
  try {
    unreadChanged(uid, await addNotification(uid, key, n));
    return true;
  } catch (error) {
    console.error(`notification for ${uid} (${n.kind}) not stored: ${error instanceof Error ? error.message : String(error)}`);
    unreadChanged(uid, null);
    return false;
  }
}

/** The outbox sender's hook (entry.server.tsx): a reminder's notification when the sender takes it, keyed by the mail's dedupe key. */
export function notifyDue(n: { uid: string; kind: string; title: string; link: string }, key: string): Promise<boolean> {
  return notify(n.uid, { kind: n.kind as NotificationKind, title: n.title, link: n.link, key });
}
