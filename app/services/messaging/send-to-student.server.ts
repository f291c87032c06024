/**
 * `sendToStudent`: the one way a feature sends a student news of one kind
 * (app/services/messaging/kinds.ts), by every channel, in the caller's transaction:
 * the e-mail as the feature wrote it (app/services/messaging/mail-letter.server.ts) and,
 * when LINE is set (docs/line.md), a LINE message: the subject, the letter's
 * text part (plain Thai, maths readable, links absolute) and the link. Both go
 * through the one outbox (durable, leased, once each); which ones are sent is
 * decided when each is sent, from the student's settings for the kind (the
 * kind's `email` and `line` fields of `users/{uid}`) and, for LINE, whether a
 * LINE user is linked then. With LINE off nothing but the e-mail is queued.
 */
import type { Transaction } from "firebase-admin/firestore";
import { kindOf, type ChannelKind } from "~/services/messaging/kinds";
import { lineChannel } from "~/platform/env.server";
import type { RenderedLetter } from "~/services/messaging/mail-letter.server";
import { enqueueLine, enqueueMail, type MailInput } from "~/services/messaging/outbox.store.server";

/** LINE's longest text message. */
const LINE_TEXT_MAX = 5000;

export interface StudentNews {
  uid: string;
  /** Where the e-mail goes. */
  email: string;
  kind: ChannelKind;
  letter: RenderedLetter;
  /** The page the news is about (absolute). */
  link: string;
  /** Names the event (as `enqueueMail`'s): the LINE message's key is made from it. */
  dedupeKey: string;
  calendar?: MailInput["calendar"];
  sendAt?: Date;
  precondition?: MailInput["precondition"];
  /** The notification on the site that goes with it, written when the sender takes the e-mail (a reminder: docs/notifications.md). */
  notification?: MailInput["notification"];
}

/** The LINE text: the subject, then the letter's text; cut to LINE's limit with the link kept. */
export function lineText(letter: RenderedLetter, link: string): string {
  const whole = `${letter.subject}\n\n${letter.text}`;
  if (Array.from(whole).length <= LINE_TEXT_MAX) return whole;
  const tail = `…\n\n${link}`;
  return Array.from(whole).slice(0, LINE_TEXT_MAX - Array.from(tail).length).join("") + tail;
}

/**
 * Queues the news by e-mail and (LINE set) by LINE; `read` as `enqueueMail`'s. The LINE entry is
 * created with the e-mail's (the same transaction), so when the e-mail's key was there already
 * the LINE message was too: it is written blind, and only with a new e-mail.
 */
export async function sendToStudent(tx: Transaction, news: StudentNews, opts: { read?: boolean } = {}): Promise<void> {
  const kind = kindOf(news.kind);
  const common = {
    recipientUid: news.uid,
    ...(news.sendAt ? { sendAt: news.sendAt } : {}),
    ...(news.precondition ? { precondition: news.precondition } : {}),
  };
  const mail = { to: news.email, ...news.letter, ...common, preference: kind.email, dedupeKey: news.dedupeKey, ...(news.calendar ? { calendar: news.calendar } : {}), ...(news.notification ? { notification: news.notification } : {}) };
  const { created } = await enqueueMail(tx, mail, opts);
  if (!created || !lineChannel()) return;
  const text = lineText(news.letter, news.link);
  await enqueueLine(tx, { ...common, preference: kind.line, subject: news.letter.subject, text, dedupeKey: `line:${news.dedupeKey}` }, { read: false });
}
