/**
 * Telling a student their hand-in was marked: ONE call site, `tellStudentMarked`,
 * run inside the mark's transaction (./handins.store.server.ts `markHandin`).
 * The news goes by e-mail and LINE as the student chose for the kind
 * `handin-marked` (`sendToStudent`: the one letter template, queued in the same
 * transaction, once per mark: the dedupe key names the hand-in's version);
 * `notifyMarked`, once the mark is written, puts it in the student's
 * notifications on the site.
 */
import type { Transaction } from "firebase-admin/firestore";
import { renderLetter } from "~/services/messaging/mail-letter.server";
import { NOTIFY_TITLES, notify, sendToStudent } from "~/services/messaging/index.server";
import { serverOrigin } from "~/platform/origin.server";
import type { Handin } from "./model";
import { MARKED_MAIL } from "./messages";
import { markLabel } from "./mark-label";
import { homeworkUrl } from "~/kernel/urls";

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
  const link = homeworkUrl(handin.key);
  const news = { uid: handin.uid, email: handin.email, kind: "handin-marked", letter, link: new URL(link, origin).href, dedupeKey: markKey(handin) } as const;
  await sendToStudent(tx, news, { read: false });
}

const markKey = (handin: Handin) => `handin-marked:${handin.id}:${handin.version}`;

/** The mark in the student's notifications on the site (after the mark's transaction; a failure is logged by notify, the mark stands). */
export async function notifyMarked(handin: Handin): Promise<void> {
  await notify(handin.uid, { kind: "handin-marked", title: NOTIFY_TITLES.handinMarked(handin.title), link: homeworkUrl(handin.key), key: markKey(handin) });
}
