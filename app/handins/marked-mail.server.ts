/**
 * Telling a student their hand-in was marked: ONE call site, `tellStudentMarked`,
 * run inside the mark's transaction (./handins.store.server.ts `markHandin`).
 * Today an e-mail through the outbox (the one letter template, renderLetter),
 * queued in the same transaction, once per mark (the dedupe key names the
 * hand-in's version); on-site notifications join here.
 */
import type { Transaction } from "firebase-admin/firestore";
import { renderLetter } from "~/platform/mail-letter.server";
import { enqueueMail } from "~/platform/outbox.store.server";
import { serverOrigin } from "~/platform/origin.server";
import type { Handin } from "./model";
import { MARKED_MAIL } from "./messages";
import { markLabel } from "./mark-label";
import { homeworkUrl } from "~/platform/urls";

export async function tellStudentMarked(tx: Transaction, handin: Handin): Promise<void> {
  if (!handin.mark) return;
  const origin = serverOrigin();
  const letter = renderLetter(
    {
      subject: MARKED_MAIL.subject(handin.title),
      parts: [
        MARKED_MAIL.greeting(handin.studentName),
        MARKED_MAIL.intro(handin.title),
        MARKED_MAIL.mark(markLabel(handin.mark)),
        ...(handin.feedback.trim() ? [{ title: MARKED_MAIL.feedback, markdown: handin.feedback }] : []),
      ],
      link: { line: MARKED_MAIL.link, url: homeworkUrl(handin.key) },
    },
    origin
  );
  await enqueueMail(tx, { to: handin.email, ...letter, dedupeKey: `handin-marked:${handin.id}:${handin.version}` }, { read: false });
}
