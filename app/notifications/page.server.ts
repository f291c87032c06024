/**
 * The notifications page (`/notifications`): the signed-in user's list, newest
 * first; "mark all read" (a plain form post, then back with a notice); and
 * opening one (`/notifications/:id/open`: marks it read, then goes where it
 * leads). Each answer that changed the list sets `progress_at`, so the next
 * page on any process shows the new count.
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { idSchema } from "~/kernel/ids";
import { readForm } from "~/kernel/form.server";
import { notFound, or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { resolveSitePath } from "~/kernel/site-path";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { formatDateTime } from "~/kernel/clock";
import { NOTIFICATION_KINDS } from "~/services/messaging/kinds";
import { NOTIFY } from "./messages";
import { listNotifications, markAllRead, NOTIFICATIONS_KEPT, openNotification } from "~/services/messaging/notifications.store.server";
import { unreadChanged } from "~/services/messaging/unread.server";
import { MARK_ALL_INTENT, notificationOpenUrl, notificationsUrl } from "./urls";

export async function notificationsLoader(request: Request) {
  const user = await requireUser(request);
  const list = await or503(listNotifications(user.uid));
  return {
    kept: NOTIFICATIONS_KEPT,
    unread: list.filter((n) => !n.read).length,
    items: list.map((n) => ({
      id: n.id,
      kind: NOTIFICATION_KINDS[n.kind].label,
      title: n.title,
      when: formatDateTime(n.createdAt),
      at: n.createdAt.toISOString(),
      read: n.read,
      href: notificationOpenUrl(n.id),
    })),
  };
}

const markAllSchema = z.object({ intent: z.literal(MARK_ALL_INTENT) });

/** POST intent=mark-all-read: every one read, back to the list with a notice. Any other post: 400. */
export async function notificationsAction(request: Request) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (!markAllSchema.safeParse({ intent: form.get("intent") ?? undefined }).success) return data({ refused: NOTIFY.refused }, { status: 400 });
  await or503(markAllRead(user.uid));
  unreadChanged(user.uid, 0);
  const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
  headers.append("Set-Cookie", noticeCookie(NOTIFY.markedAll));
  return redirect(notificationsUrl(), { status: 303, headers });
}

/** The ids this site writes (hex hashes) fit the one id rule; anything else is the 404 before Firestore is asked. */

/** GET /notifications/:id/open: the user's own notification marked read, then a redirect to its link; not theirs or unknown: 404. */
export async function openNotificationLoader(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) notFound();
  const opened = await or503(openNotification(user.uid, parsed.data));
  if (!opened) notFound();
  unreadChanged(user.uid, opened.unread);
  // Stored links were checked when written; checked again, as any redirect target is.
  const target = resolveSitePath(opened.link) ?? notificationsUrl();
  return redirect(target, { headers: { "Set-Cookie": progressWrittenCookie() } });
}
