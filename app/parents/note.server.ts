/**
 * The two e-mails to a parent, through the one template (renderLetter): the
 * confirmation (a link to a page with a "ยืนยัน" button: a mail scanner that
 * follows the link confirms nothing) and the weekly note, read from the
 * features' own stores for one week (week.ts): lessons marked done, exercise
 * attempts, mock exams finished (their scores, and the topics under 60 % in
 * them: exams' `mockExamsOfWeek`), tutoring sessions (attended, absent, not
 * marked), the sessions' homework, and questions still waiting for an answer. The note names the
 * student by their display name and shows nothing else about them: not their
 * e-mail, not a question's text, nothing of another student.
 */
import { readProfile } from "~/auth/profile.store.server";
import { publishedContent } from "~/content/cache.server";
import { listAttemptsForStudent } from "~/exercises/index.server";
import { listEnrolments } from "~/learning/index.server";
import { renderLetter, type LetterPart } from "~/services/messaging/mail-letter.server";
import type { MailInput } from "~/services/messaging/outbox.store.server";
import { serverOrigin } from "~/platform/origin.server";
import { percentOf } from "~/platform/percent";
import { formatNumber } from "~/platform/thai";
import { formatDateTime, formatThaiDate } from "~/kernel/clock";
import { questionsOf } from "~/questions/index.server";
import { mockExamsOfWeek, WEAK_TOPIC_PERCENT } from "~/exams/index.server";
import { getSession, getType, listBookingsOf } from "~/tutoring/index.server";
import type { ParentLink } from "./link.store.server";
import { PARENT_MAIL } from "./messages";
import { parentConfirmUrl, parentStopUrl } from "./urls";
import { inWeek, type NoteWeek } from "./week";

/** Attempts and bookings read per note (a week's worth, with room). */
const READ_LIMIT = 100;

type Letter = Pick<MailInput, "to" | "subject" | "text" | "html">;

/** The confirmation e-mail to a new parent address. */
export function confirmMail(email: string, studentName: string, token: string, origin = serverOrigin()): Letter {
  const M = PARENT_MAIL.confirm;
  const letter = renderLetter(
    { subject: M.subject(studentName), parts: [M.hello(studentName), M.body(studentName)], link: { line: M.link, url: parentConfirmUrl(token), button: M.button }, footer: M.footer },
    origin,
  );
  return { to: email, ...letter };
}

/** A Markdown list item of plain words (a title may hold maths, which the template makes readable). */
const item = (text: string) => `- ${text.replace(/\s+/g, " ").trim()}`;

function section(title: string, items: string[]): LetterPart {
  return { title, markdown: items.length > 0 ? items.map(item).join("\n") : PARENT_MAIL.note.none };
}

/** What the student did in the week, as the note's sections. */
async function weekSections(uid: string, week: NoteWeek, now: Date): Promise<LetterPart[]> {
  const M = PARENT_MAIL.note;
  const [content, enrolments, attempts, bookings, questions, mock] = await Promise.all([
    publishedContent(),
    listEnrolments(uid),
    listAttemptsForStudent(uid, READ_LIMIT),
    listBookingsOf(uid, READ_LIMIT),
    questionsOf(uid),
    mockExamsOfWeek(uid, week.start, week.end),
  ]);
  const lessonTitle = (id: string, fallback = "") => content.lessonById.get(id)?.lesson.title ?? fallback;

  const lessons = enrolments
    .flatMap((e) => Object.entries(e.done).filter(([, at]) => inWeek(at, week)))
    .sort((a, b) => a[1].getTime() - b[1].getTime())
    .map(([id]) => lessonTitle(id))
    .filter(Boolean);

  const scores = attempts
    .filter((a) => inWeek(a.submittedAt, week))
    .reverse()
    .map((a) => M.score(lessonTitle(a.lessonId, a.lessonId), formatNumber(a.earned), formatNumber(a.total), percentOf(a.earned, a.total)));

  const held = bookings.filter((b) => b.status === "confirmed" && inWeek(b.start, week) && b.end <= now).reverse();
  const typeIds = [...new Set(held.map((b) => b.typeId))];
  const types = new Map((await Promise.all(typeIds.map(getType))).flatMap((t) => (t ? [[t.id, t.title] as const] : [])));
  const sessions = (await Promise.all(held.map((b) => getSession(b.sessionId)))).filter((s) => s !== null);
  const sessionLines = held.map((b) => {
    const state = b.attendance === "attended" ? M.attended : b.attendance === "absent" ? M.absent : M.unmarked;
    return M.session(formatDateTime(b.start), types.get(b.typeId) ?? "", state);
  });
  const homework = sessions.filter((s) => s.homework.trim() !== "");

  const waiting = questions
    .filter((q) => q.state === "open")
    .map((q) => M.asked(lessonTitle(q.lessonId, q.lessonTitle), formatDateTime(q.createdAt)));

  return [
    section(M.lessons, lessons),
    section(M.scores, scores),
    section(M.mockExams, mock.scores),
    ...(mock.scores.length > 0 ? [section(M.weakTopics(WEAK_TOPIC_PERCENT), mock.weakTopics)] : []),
    section(M.sessions, sessionLines),
    ...(homework.length > 0
      ? homework.map((s) => ({ title: M.sessionHomework(formatDateTime(s.start), types.get(s.typeId) ?? ""), markdown: s.homework }))
      : [section(M.homework, [])]),
    section(M.questions, waiting),
  ];
}

/**
 * The week's note for a confirmed link, or null when the student's profile no
 * longer names this address (the link is then left alone: the next save of the
 * profile sets it right).
 */
export async function weeklyNote(link: ParentLink, week: NoteWeek, now: Date): Promise<((token: string) => Letter & Pick<MailInput, "unsubscribeUrl">) | null> {
  const profile = await readProfile(link.uid);
  if (!profile || profile.parentEmail !== link.email) return null;
  const M = PARENT_MAIL.note;
  const name = profile.displayName;
  const from = formatThaiDate(week.start);
  const to = formatThaiDate(new Date(week.end.getTime() - 1));
  const sections = await weekSections(link.uid, week, now);
  const origin = serverOrigin();
  return (token) => {
    const letter = renderLetter(
      { subject: M.subject(name, from, to), parts: [M.hello(name), M.intro(name, from, to), ...sections], link: { line: M.stopLink, url: parentStopUrl(token), button: M.stopButton }, footer: M.footer },
      origin,
    );
    return { to: link.email, ...letter, unsubscribeUrl: new URL(parentStopUrl(token), origin).href };
  };
}
