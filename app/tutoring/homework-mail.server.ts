/**
 * The e-mail that tells each student booked on a session (confirmed seats
 * only) that the tutor added or changed its homework: queued in the SAME
 * transaction as the save (app/tutoring/admin.store.server.ts), only when the
 * homework's text changed and is not empty, once per change (the dedupe key
 * names the session's `homeworkVersion`, raised with each change). The
 * letter greets the student by `shownName`, names the tutor, carries the
 * homework itself (Markdown, rendered by the mail template) and links to the
 * booking's page, absolute. Sent by e-mail and LINE as the student chose for
 * homework (`sendToStudent`, app/services/messaging/send-to-student.server.ts).
 */
import type { Transaction } from "firebase-admin/firestore";
import { shownName } from "~/auth/user";
import { renderLetter } from "~/services/messaging/mail-letter.server";
import { sendToStudent } from "~/services/messaging/index.server";
import { HOMEWORK_MAIL, MAIL, sessionWhen } from "./admin-messages";
import { bookingPageUrl, siteOrigin } from "./ics.server";
import type { TutoringBooking } from "./model";

export interface HomeworkMailContext {
  sessionId: string;
  /** The session's homework version after this change (1 for the first homework). */
  version: number;
  homework: string;
  /** The session type's title. */
  title: string;
  /** The session's bookings (only confirmed ones are written to). */
  bookings: TutoringBooking[];
}

/** Queues one mail per confirmed booking (blind creates: call after the transaction's reads). */
export async function enqueueHomeworkMails(tx: Transaction, ctx: HomeworkMailContext): Promise<void> {
  const origin = siteOrigin();
  const changed = ctx.version > 1;
  for (const booking of ctx.bookings.filter((b) => b.status === "confirmed")) {
    const letter = renderLetter(
      {
        subject: HOMEWORK_MAIL.subject(ctx.title, changed),
        parts: [
          MAIL.greeting(shownName(booking)),
          HOMEWORK_MAIL.intro(ctx.title, changed),
          `${MAIL.when}: ${sessionWhen(booking.start, booking.end)}`,
          { title: HOMEWORK_MAIL.title, markdown: ctx.homework },
        ],
        link: { line: HOMEWORK_MAIL.pageLine, url: bookingPageUrl(booking.id, origin) },
      },
      origin,
    );
    const news = { uid: booking.uid, email: booking.email, kind: "homework", letter, link: bookingPageUrl(booking.id, origin) } as const;
    await sendToStudent(tx, { ...news, dedupeKey: `homework:${ctx.sessionId}:${ctx.version}:${booking.id}` }, { read: false });
  }
}
