/**
 * Questions to the tutor in Firestore (Firestore only: no Remix, no UI copy
 * except the e-mail's, which messages.ts holds).
 *
 * `questions/{id}`: `{ uid, studentName, studentEmail, lessonId, courseId,
 *   lessonTitle, courseTitle, body, state: open|answered|resolved, rank (0 open,
 *   1 answered, 2 resolved: the inbox's "unanswered first"), answer, answerVersion
 *   (0: none), seenVersion, unseen (answerVersion > seenVersion: the badge),
 *   faq, createdAt, updatedAt, answeredAt, answeredBy, replies }`. `replies` is the
 *   thread after the first answer, in order: `{ from: student|tutor, name, body, at }`
 *   (at most QUESTION_LIMITS.replies); a student's reply opens the question again,
 *   a tutor's is an answer version of its own. Private: only the asker (queries
 *   by their uid) and the admins read it.
 * `faq/{questionId}`: the published copy `{ lessonId, courseId, question, answer,
 *   publishedAt }`, without the student's name, e-mail or uid. Every write to it
 *   bumps the content version in the same batch (faq.server.ts caches it per
 *   content version; the HTML cache is keyed by it).
 * The answer and its e-mail (outbox, dedupe key `answer:<id>:<version>`) are
 * written in one transaction: both or neither, and one mail per answer version.
 */
import { FieldValue, Timestamp, type DocumentReference, type Query, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { sendToStudent } from "~/services/messaging/index.server";
import { enqueueMail, type MailInput } from "~/services/messaging/outbox.store.server";
import { withTimeout } from "~/platform/firebase-admin.server";
import { bounded, db } from "~/platform/firestore.store.server";
import { bumpContentVersion } from "~/content/content-version.store.server";
import { renderLetter } from "~/services/messaging/mail-letter.server";
import { countedDocs, dateSchema, parseDocs } from "~/content/shared.store.server";
import { unavailableOr } from "~/platform/errors";
import { QUESTION_TEXT } from "./messages";
import { QUESTION_LIMITS, type InboxQuery, type QuestionState } from "./schema";
import { tx } from "~/kernel/store.server";
import { newId } from "~/kernel/ids";
import { nowDate, now as clockNow } from "~/kernel/clock";

export const QUESTIONS = "questions";
export const FAQ = "faq";
const READ_TIMEOUT_MS = 5_000;
const WRITE_TIMEOUT_MS = 8_000;
const RANK: Record<QuestionState, number> = { open: 0, answered: 1, resolved: 2 };

const replySchema = z.object({
  from: z.enum(["student", "tutor"]),
  name: z.string(),
  body: z.string(),
  at: dateSchema,
});

export const questionSchema = z.object({
  id: z.string(),
  uid: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  lessonId: z.string(),
  courseId: z.string(),
  lessonTitle: z.string(),
  courseTitle: z.string(),
  body: z.string(),
  state: z.enum(["open", "answered", "resolved"]),
  answer: z.string().nullable(),
  answerVersion: z.number().int().min(0),
  seenVersion: z.number().int().min(0),
  faq: z.boolean(),
  createdAt: dateSchema,
  updatedAt: dateSchema,
  answeredAt: dateSchema.nullable(),
  /** Who answered first (a tutor's shown name); null on questions answered before names were kept. */
  answeredBy: z.string().nullable().default(null),
  replies: z.array(replySchema).default([]),
});
export type Question = z.infer<typeof questionSchema>;

const faqEntrySchema = z.object({
  id: z.string(),
  lessonId: z.string(),
  courseId: z.string(),
  question: z.string(),
  answer: z.string(),
  publishedAt: dateSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

const questions = () => db().collection(QUESTIONS);
const faqRef = (id: string) => db().collection(FAQ).doc(id);

/** A read bounded in time; an UnavailableError (the page's 503) when Firestore does not answer. */
async function read<T>(work: Promise<T>, label: string): Promise<T> {
  try {
    return await withTimeout(work, READ_TIMEOUT_MS, label);
  } catch (error) {
    throw unavailableOr(label, error, true);
  }
}

export interface NewQuestion {
  uid: string;
  studentName: string;
  studentEmail: string;
  lessonId: string;
  courseId: string;
  lessonTitle: string;
  courseTitle: string;
  body: string;
}

export async function createQuestion(input: NewQuestion, at = nowDate()): Promise<string> {
  const ref = questions().doc(newId());
  const now = Timestamp.fromDate(at);
  await bounded(
    ref.create({
      ...input,
      state: "open",
      rank: RANK.open,
      answer: null,
      answerVersion: 0,
      seenVersion: 0,
      unseen: false,
      faq: false,
      createdAt: now,
      updatedAt: now,
      answeredAt: null,
      answeredBy: null,
      replies: [],
    }),
    "question create",
    WRITE_TIMEOUT_MS,
  );
  return ref.id;
}

export type StudentChange = "ok" | "notFound" | "locked";

/** The asker edits (body) or withdraws (null) a question that is not answered or closed yet. */
export async function changeOwnQuestion(uid: string, id: string, body: string | null): Promise<StudentChange> {
  const ref = questions().doc(id);
  return tx("question change", async (tx): Promise<StudentChange> => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!snap.exists || data?.uid !== uid) return "notFound";
    if (data.state !== "open" || Number(data.answerVersion) > 0) return "locked";
    if (body === null) tx.delete(ref);
    else tx.update(ref, { body, updatedAt: Timestamp.fromMillis(clockNow()) });
    return "ok";
  }, { timeoutMs: WRITE_TIMEOUT_MS });
}

export type StudentReply = "ok" | "notFound" | "notAnswered" | "full";

/**
 * The asker adds to their question after the tutor answered: the reply joins
 * the thread and the question is open (unanswered) again. The tutors' mails
 * (`mails(q, n)`, n: the reply's number, for their dedupe keys) go in the same transaction.
 */
export async function replyToQuestion(
  uid: string,
  id: string,
  reply: { name: string; body: string },
  mails: (q: Question, n: number) => MailInput[],
): Promise<StudentReply> {
  const ref = questions().doc(id);
  return tx("question reply", async (tx): Promise<StudentReply> => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.data()?.uid !== uid) return "notFound";
    const q = questionSchema.parse({ ...snap.data(), id });
    if (q.answerVersion === 0) return "notAnswered";
    if (q.replies.length >= QUESTION_LIMITS.replies) return "full";
    const now = Timestamp.fromMillis(clockNow());
    // Unique per reply (its number), so no read is needed before the writes.
    for (const mail of mails(q, q.replies.length + 1)) await enqueueMail(tx, mail, { read: false });
    tx.update(ref, {
      replies: FieldValue.arrayUnion({ from: "student", name: reply.name, body: reply.body, at: now }),
      state: "open",
      rank: RANK.open,
      updatedAt: now,
    });
    return "ok";
  }, { timeoutMs: WRITE_TIMEOUT_MS });
}

/** The student's own questions on one lesson, newest first (bounded). */
export async function lessonQuestionsOf(uid: string, lessonId: string): Promise<Question[]> {
  const snap = await read(
    questions().where("uid", "==", uid).where("lessonId", "==", lessonId).orderBy("createdAt", "desc").limit(QUESTION_LIMITS.perLesson).get(),
    "lesson questions read",
  );
  return parseDocs(questionSchema, countedDocs(snap));
}

/** The student's questions on every lesson, newest first (bounded). */
export async function questionsOf(uid: string): Promise<Question[]> {
  const snap = await read(
    questions().where("uid", "==", uid).orderBy("createdAt", "desc").limit(QUESTION_LIMITS.onDashboard).get(),
    "student questions read",
  );
  return parseDocs(questionSchema, countedDocs(snap));
}

/** The student has read these answers: the badge stops counting them. */
export async function markAnswersSeen(uid: string, list: readonly Question[]): Promise<void> {
  const unseen = list.filter((q) => q.uid === uid && q.answerVersion > q.seenVersion);
  if (unseen.length === 0) return;
  const batch = db().batch();
  for (const q of unseen) batch.update(questions().doc(q.id), { seenVersion: q.answerVersion, unseen: false });
  await bounded(batch.commit(), "answers seen", WRITE_TIMEOUT_MS);
}

/** Answers the student has not opened yet: a count() aggregate, no documents read. */
export async function unseenAnswerCount(uid: string): Promise<number> {
  const snap = await read(questions().where("uid", "==", uid).where("unseen", "==", true).count().get(), "unseen count");
  return snap.data().count;
}

/** Unanswered questions (the admin navigation): a count() aggregate, no documents read. */
export async function openQuestionCount(): Promise<number> {
  const snap = await read(questions().where("state", "==", "open").count().get(), "open count");
  return snap.data().count;
}

export async function getQuestion(id: string): Promise<Question | null> {
  const snap = await read(questions().doc(id).get(), "question read");
  return snap.exists ? parseDocs(questionSchema, [snap])[0] ?? null : null;
}

/** One page of the inbox: unanswered first, then answered, then closed; newest first within each. */
export async function inboxPage(query: InboxQuery): Promise<{ rows: Question[]; nextAfter: string | null }> {
  let q: Query = questions();
  if (query.course) q = q.where("courseId", "==", query.course);
  if (query.status !== "all") q = q.where("state", "==", query.status);
  q = q.orderBy("rank").orderBy("createdAt", "desc");
  if (query.after) {
    const cursor = await read(questions().doc(query.after).get(), "inbox cursor");
    if (cursor.exists) q = q.startAfter(cursor);
  }
  const snap = await read(q.limit(QUESTION_LIMITS.inboxPage + 1).get(), "inbox read");
  const rows = parseDocs(questionSchema, countedDocs(snap));
  const more = rows.length > QUESTION_LIMITS.inboxPage;
  const page = rows.slice(0, QUESTION_LIMITS.inboxPage);
  return { rows: page, nextAfter: more ? page[page.length - 1]!.id : null };
}

/** The oldest unanswered question (by the time it was asked) other than `except`, or null. */
export async function oldestOpenQuestion(except: string): Promise<string | null> {
  const snap = await read(questions().where("state", "==", "open").orderBy("createdAt", "asc").limit(2).get(), "next open read");
  return snap.docs.find((d) => d.id !== except)?.id ?? null;
}

export type AdminChange = { kind: "ok"; version: number } | { kind: "notFound" } | { kind: "conflict" } | { kind: "noAnswer" } | { kind: "full" };

function faqData(q: { lessonId: string; courseId: string; body: string; answer: string }) {
  // The published copy: the question and the answer only, never who asked.
  return { lessonId: q.lessonId, courseId: q.courseId, question: q.body, answer: q.answer, publishedAt: Timestamp.fromMillis(clockNow()) };
}

/** An admin change of one question in a transaction: notFound when it is gone, else what `change` does. */
function changeQuestion(
  id: string,
  label: string,
  change: (tx: Transaction, ref: DocumentReference, q: Question) => Promise<AdminChange>,
): Promise<AdminChange> {
  const ref = questions().doc(id);
  return tx(label, async (tx): Promise<AdminChange> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: "notFound" };
    return change(tx, ref, questionSchema.parse({ ...snap.data(), id }));
  }, { timeoutMs: WRITE_TIMEOUT_MS });
}

/**
 * The tutor answers (or edits the answer); once the student has replied, an
 * answer joins the thread instead (earlier messages stay as they are).
 * `expectedVersion` is the answer version the form was opened with: a second
 * submit of the same form, or an answer by another admin meanwhile, is a
 * conflict (nothing written, no mail). The answer, its outbox entry and (when
 * published) the FAQ copy are one transaction. The mail greets the student by
 * `studentName` (how they are named today).
 */
export function answerQuestion(id: string, answer: string, expectedVersion: number, link: string, by: string, studentName: string): Promise<AdminChange> {
  return changeQuestion(id, "answer", async (tx, ref, q) => {
    if (q.answerVersion !== expectedVersion) return { kind: "conflict" };
    const version = q.answerVersion + 1;
    const inThread = q.replies.length > 0;
    // The student may add QUESTION_LIMITS.replies messages; the tutor answers the last one too.
    if (q.replies.length > QUESTION_LIMITS.replies) return { kind: "full" };
    const asked = q.replies.filter((r) => r.from === "student").at(-1)?.body ?? q.body;
    // Reads first (the outbox checks its dedupe key), then the writes.
    const letter = renderLetter(
      {
        subject: QUESTION_TEXT.mail.subject(q.lessonTitle),
        parts: [
          QUESTION_TEXT.mail.greeting(studentName),
          QUESTION_TEXT.mail.intro(q.lessonTitle),
          { title: QUESTION_TEXT.mail.question, markdown: asked },
          { title: QUESTION_TEXT.mail.answer, markdown: answer },
        ],
        link: { line: QUESTION_TEXT.mail.link, url: link },
        footer: QUESTION_TEXT.mail.footer,
      },
      new URL(link).origin,
    );
    // By e-mail and LINE, as the student chose for an answer (the first) or a reply in the thread.
    await sendToStudent(tx, { uid: q.uid, email: q.studentEmail, kind: inThread ? "reply" : "answer", letter, link, dedupeKey: `answer:${id}:${version}` });
    const state = q.state === "resolved" ? "resolved" : "answered";
    const now = Timestamp.fromMillis(clockNow());
    const common = { answerVersion: version, unseen: true, state, rank: RANK[state], updatedAt: now };
    if (inThread) tx.update(ref, { ...common, replies: FieldValue.arrayUnion({ from: "tutor", name: by, body: answer, at: now }) });
    else tx.update(ref, { ...common, answer, answeredBy: by, answeredAt: now });
    if (q.faq && !inThread) {
      tx.set(faqRef(id), faqData({ ...q, answer }));
      await bumpContentVersion(tx);
    }
    return { kind: "ok", version };
  });
}

/** Closes a question (answered or not), or opens it again. */
export function setResolved(id: string, resolved: boolean): Promise<AdminChange> {
  return changeQuestion(id, "resolve", async (tx, ref, q) => {
    const state: QuestionState = resolved ? "resolved" : q.answerVersion > 0 ? "answered" : "open";
    tx.update(ref, { state, rank: RANK[state], updatedAt: Timestamp.fromMillis(clockNow()) });
    return { kind: "ok", version: q.answerVersion };
  });
}

/** Publishes the question and its answer to the lesson's FAQ (a copy without the student), or takes it out. */
export function setFaq(id: string, published: boolean): Promise<AdminChange> {
  return changeQuestion(id, "faq", async (tx, ref, q) => {
    if (published && !q.answer) return { kind: "noAnswer" };
    tx.update(ref, { faq: published, updatedAt: Timestamp.fromMillis(clockNow()) });
    if (published) tx.set(faqRef(id), faqData({ ...q, answer: q.answer! }));
    else tx.delete(faqRef(id));
    await bumpContentVersion(tx);
    return { kind: "ok", version: q.answerVersion };
  });
}

/** Deletes a question (and its FAQ copy). */
export function deleteQuestion(id: string): Promise<AdminChange> {
  return changeQuestion(id, "question delete", async (tx, ref, q) => {
    tx.delete(ref);
    if (q.faq) {
      tx.delete(faqRef(id));
      await bumpContentVersion(tx);
    }
    return { kind: "ok", version: q.answerVersion };
  });
}

/** Every published FAQ entry (faq.server.ts caches them per content version). */
export async function fetchFaq(): Promise<FaqEntry[]> {
  const snap = await db().collection(FAQ).orderBy("publishedAt").limit(2_000).get();
  return parseDocs(faqEntrySchema, countedDocs(snap));
}

