/**
 * What a queued student is told (./queue.server.ts, ./queue.store.server.ts): a seat offered
 * (a priced type: confirm and pay by a time), an offer that ran out, a booking refused when
 * their turn came (short of hours, their limit). The e-mail (and LINE where linked) goes
 * through the one outbox (`sendToStudent`, in the caller's transaction); the notification on
 * the site (the bell) after it. A seat booked at once is told by the booking's own e-mail
 * and this notification.
 */
import { shownName } from "~/auth/user";
import { clockOf, dayKeyOf } from "~/kernel/clock";
import { sessionsUrl, tutoringUrl } from "~/kernel/urls";
import { renderLetter } from "~/services/messaging/mail-letter.server";
import { notify } from "~/services/messaging/index.server";
import type { StudentNews } from "~/services/messaging/send-to-student.server";
import { MAIL, sessionWhen } from "./admin-messages";
import { siteOrigin } from "./ics.server";
import { QUEUE_TEXT } from "./messages";
import { QUEUE_OFFER_MINUTES, type QueueEntry, type TutoringQueue, type TutoringType } from "./model";
import { pickerHref } from "./picker";

export type QueueEvent = "offer" | "passed" | "skipped" | "booked" | "closed";

/**
 * The confirmation step of the queued time on /tutoring: where an offer is confirmed and paid (at the
 * step's anchor; `top`: at the page's top, where a post's notice shows, in the first screen).
 */
export function queueTimeUrl(slug: string, start: Date, at: "step" | "top" = "step"): string {
  return pickerHref(tutoringUrl(), { type: slug }, { day: dayKeyOf(start), time: clockOf(start) }, at === "step" ? "confirm" : undefined);
}

interface Told {
  event: QueueEvent;
  entry: QueueEntry;
  queue: Pick<TutoringQueue, "sessionId" | "start" | "end">;
  type: Pick<TutoringType, "slug" | "title">;
  /** Why a booking was refused ("skipped"). */
  why?: string;
}

function titleOf(t: Told): string {
  const what = `${t.type.title} ${sessionWhen(t.queue.start, t.queue.end)}`;
  const until = t.entry.offerUntil ? clockOf(new Date(t.entry.offerUntil)) : "";
  if (t.event === "offer") return QUEUE_TEXT.offerTitle(what, until);
  if (t.event === "passed") return QUEUE_TEXT.passedTitle(what);
  if (t.event === "skipped") return QUEUE_TEXT.skippedTitle(what, t.why ?? "");
  if (t.event === "closed") return QUEUE_TEXT.closedTitle(what);
  return QUEUE_TEXT.bookedTitle(what);
}

function linkOf(t: Told): string {
  return t.event === "offer" ? queueTimeUrl(t.type.slug, t.queue.start) : t.event === "booked" ? sessionsUrl() : tutoringUrl();
}

/** The e-mail (and LINE) of an event, for `sendToStudent` (its dedupe key names the offer, so a retried transaction adds none). */
export function queueLetter(t: Told): StudentNews {
  const origin = siteOrigin();
  const intro =
    t.event === "offer" ? QUEUE_TEXT.offerIntro(QUEUE_OFFER_MINUTES) : t.event === "passed" ? QUEUE_TEXT.passedIntro : t.event === "closed" ? QUEUE_TEXT.closedIntro : QUEUE_TEXT.skippedIntro(t.why ?? "");
  const link = linkOf(t);
  const letter = renderLetter(
    {
      subject: titleOf(t),
      parts: [MAIL.greeting(shownName(t.entry)), intro, `${MAIL.when}: ${sessionWhen(t.queue.start, t.queue.end)}`],
      link: { line: t.event === "offer" ? QUEUE_TEXT.pageLine : QUEUE_TEXT.sessionsLine, url: link, ...(t.event === "offer" ? { button: QUEUE_TEXT.confirmPay } : {}) },
    },
    origin,
  );
  return { uid: t.entry.uid, email: t.entry.email, kind: "queue", letter, link: new URL(link, origin).href, dedupeKey: `queue:${t.queue.sessionId}:${t.entry.uid}:${t.entry.bookingId ?? t.entry.joinedAt}:${t.event}` };
}

/** The notification on the site (the bell). */
export async function notifyQueue(t: Told): Promise<void> {
  await notify(t.entry.uid, { kind: "queue", title: titleOf(t), link: linkOf(t), key: `queue:${t.queue.sessionId}:${t.entry.uid}:${t.entry.bookingId ?? t.entry.joinedAt}:${t.event}` });
}
