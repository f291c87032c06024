/**
 * The tutor's inbox (/admin/questions) and one question (/admin/questions/:id):
 * loaders and the action of the question page. Every loader runs requireAdmin
 * first, every action requireAdminWrite (the guard, then the admin write rate
 * limit); every change is written to the audit log. A refused answer comes back
 * with what was typed. The question page links to the oldest unanswered question
 * ("ตอบข้อถัดไป"), and answering an unanswered question lands there (or on the
 * inbox when none is left).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { firstIssue, formValues } from "~/kernel/form";
import { requireAdmin } from "~/auth/guards.server";
import { shownNames } from "~/auth/profile.store.server";
import { requireAdminWrite, type Actor, type RefusalShape } from "~/admin-kit/index.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { inlinePreview } from "~/services/markdown/markdown-inline.server";
import { lessonUrl } from "~/kernel/urls";
import type { AuditAction } from "~/content/labels";
import { recordAudit } from "~/content/audit.store.server";
import { publishedContent } from "~/content/cache.server";
import { serverOrigin } from "~/platform/origin.server";
import { or503, notFound } from "~/kernel/http.server";
import { QUESTION_TEXT } from "./messages";
import { ADMIN_QUESTION_INTENTS, QUESTION_LIMITS, answerBodySchema, inboxQuerySchema, type AdminQuestionIntent } from "./schema";
import {
  answerQuestion,
  deleteQuestion,
  getQuestion,
  inboxPage,
  oldestOpenQuestion,
  setFaq,
  setResolved,
  type AdminChange,
  type Question,
} from "./questions.store.server";
import { QUESTIONS_ADMIN_URL, questionAdminUrl, questionAnchor } from "./urls";
import { notify, NOTIFY_TITLES } from "~/services/messaging/index.server";
import { forgetStudentQuestions } from "./student-questions.server";
import { readForm } from "~/kernel/form.server";
import { getUser } from "~/auth/session.server";
import { shownName } from "~/auth/user";
import { questionThread } from "./lesson-questions.server";
import { idSchema } from "~/kernel/ids";

const DONE = QUESTION_TEXT.admin.done;
type Done = keyof typeof DONE;

function doneOf(url: URL): string | null {
  const done = url.searchParams.get("done");
  return done && done in DONE ? DONE[done as Done] : null;
}

export interface InboxRow {
  id: string;
  state: Question["state"];
  faq: boolean;
  studentName: string;
  lessonTitle: string;
  courseTitle: string;
  /** One line of sanitised HTML (inlinePreview: maths, emphasis). */
  excerptHtml: string;
  createdAt: Date;
  href: string;
}

export async function inboxLoader(request: Request) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = inboxQuerySchema.parse({
    course: url.searchParams.get("course") ?? "",
    status: url.searchParams.get("status") ?? "all",
    after: url.searchParams.get("after") ?? "",
  });
  const [page, content] = await Promise.all([or503(inboxPage(query)), or503(publishedContent())]);
  const names = await or503(namesOf(page.rows));
  const rows: InboxRow[] = page.rows.map((q) => ({
    id: q.id,
    state: q.state,
    faq: q.faq,
    studentName: names.get(q.uid) ?? q.studentName,
    lessonTitle: q.lessonTitle,
    courseTitle: q.courseTitle,
    // The latest the student wrote: a reply re-opens a question.
    excerptHtml: inlinePreview(q.replies.filter((r) => r.from === "student").at(-1)?.body ?? q.body, 160),
    createdAt: q.createdAt,
    href: questionAdminUrl(q.id),
  }));
  const nextUrl = page.nextAfter
    ? `${QUESTIONS_ADMIN_URL}?${new URLSearchParams({ ...(query.course ? { course: query.course } : {}), status: query.status, after: page.nextAfter }).toString()}`
    : null;
  return {
    query,
    rows,
    nextUrl,
    courses: content.courses.map((c) => ({ id: c.id, title: c.title })),
    notice: doneOf(url),
  };
}

/** How the askers are named today (their profile's display name; the name kept with the question else): one batched read. */
function namesOf(questions: readonly Question[]): Promise<Map<string, string>> {
  return shownNames(questions.map((q) => ({ uid: q.uid, name: q.studentName, email: q.studentEmail })));
}

function render(markdown: string, maxChars: number) {
  return renderMarkdown(markdown, { topHeading: 3, maxChars });
}

async function loadQuestion(id: string | undefined): Promise<Question> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) notFound();
  const q = await or503(getQuestion(parsed.data));
  if (!q) notFound();
  return q;
}

export async function questionLoader(request: Request, id: string | undefined) {
  await requireAdmin(request);
  const q = await loadQuestion(id);
  const names = await or503(namesOf([q]));
  const body = render(q.body, QUESTION_LIMITS.body);
  const next = await or503(oldestOpenQuestion(q.id));
  return {
    question: {
      id: q.id,
      state: q.state,
      faq: q.faq,
      studentName: names.get(q.uid) ?? q.studentName,
      studentEmail: q.studentEmail,
      lessonTitle: q.lessonTitle,
      courseTitle: q.courseTitle,
      lessonHref: lessonUrl(q.lessonId),
      bodyHtml: body.html,
      answer: q.answer,
      thread: questionThread(q),
      /** The student replied after the first answer: an answer now joins the thread (the form starts empty). */
      inThread: q.replies.length > 0,
      answerVersion: q.answerVersion,
      createdAt: q.createdAt,
    },
    nextHref: next ? questionAdminUrl(next) : null,
    notice: doneOf(new URL(request.url)),
  };
}

/** What the question page's action answers when it does not redirect. */
export interface AnswerPost {
  values: { answer: string };
  errors: { answer?: string; confirm?: string };
  formError: string | null;
  preview: string | null;
}

function again(post: Partial<AnswerPost> & { values: AnswerPost["values"] }, status: number) {
  return data<{ answerPost: AnswerPost }>({ answerPost: { errors: {}, formError: null, preview: null, ...post } }, { status });
}

/** The question page's answer to a post over the admin write rate limit (for `keepTypedOnRefusal`). */
export const answerRefusal: RefusalShape = (typed, message) => ({
  answerPost: { values: { answer: typed.get("answer") ?? "" }, errors: {}, formError: message, preview: null } satisfies AnswerPost,
});

const AUDIT: Record<Exclude<AdminQuestionIntent, "preview">, { action: AuditAction; done: Done }> = {
  answer: { action: "answer", done: "answered" },
  resolve: { action: "resolve", done: "resolved" },
  reopen: { action: "reopen", done: "reopened" },
  publish: { action: "publish", done: "published" },
  unpublish: { action: "unpublish", done: "unpublished" },
  delete: { action: "delete", done: "deleted" },
};

async function audit(actor: Actor, intent: keyof typeof AUDIT, q: Question, version: number) {
  const detail =
    intent === "answer"
      ? QUESTION_TEXT.audit.answered(version)
      : intent === "resolve"
        ? QUESTION_TEXT.audit.resolved
        : intent === "reopen"
          ? QUESTION_TEXT.audit.reopened
          : intent === "publish"
            ? QUESTION_TEXT.audit.published
            : intent === "unpublish"
              ? QUESTION_TEXT.audit.unpublished
              : QUESTION_TEXT.audit.deleted;
  await recordAudit(actor, { action: AUDIT[intent].action, docType: "question", docId: q.id, title: `${q.lessonTitle} · ${q.studentName}`, detail });
}

/** POST /admin/questions/:id: intent=preview|answer|resolve|reopen|publish|unpublish|delete. */
export async function questionAdminAction(request: Request, context: AppLoadContext, id: string | undefined) {
  const actor = await requireAdminWrite(request, context);
  const form = await readForm(request);
  const q = await loadQuestion(id);
  const intentRaw = form.get("intent");
  const { answer: typed } = formValues(form, ["answer"]);
  const values = { answer: typed };
  if (!ADMIN_QUESTION_INTENTS.includes(intentRaw as AdminQuestionIntent)) return again({ values, formError: QUESTION_TEXT.errors.unknownIntent }, 400);
  const intent = intentRaw as AdminQuestionIntent;

  let change: AdminChange;
  try {
    if (intent === "preview" || intent === "answer") {
      const parsed = answerBodySchema.safeParse(typed);
      const rendered = render(parsed.success ? parsed.data : typed, QUESTION_LIMITS.answer);
      const error = parsed.success ? rendered.error : (firstIssue(parsed.error)?.message ?? QUESTION_TEXT.errors.answerRequired);
      if (intent === "preview") return again({ values, preview: rendered.html, errors: error ? { answer: error } : {} }, error ? 400 : 200);
      if (!parsed.success || error) return again({ values, errors: { answer: error ?? undefined }, formError: QUESTION_TEXT.errors.invalid }, 400);
      const expected = Number(form.get("version"));
      if (!Number.isInteger(expected) || expected < 0) return again({ values, formError: QUESTION_TEXT.errors.conflict }, 400);
      const tutor = await getUser(request);
      const by = tutor ? shownName(tutor) : QUESTION_TEXT.tutor;
      const name = (await namesOf([q])).get(q.uid) ?? q.studentName;
      change = await answerQuestion(q.id, parsed.data, expected, `${serverOrigin()}${lessonUrl(q.lessonId)}#q-${q.id}`, by, name);
    } else if (intent === "resolve" || intent === "reopen") {
      change = await setResolved(q.id, intent === "resolve");
    } else if (intent === "publish" || intent === "unpublish") {
      change = await setFaq(q.id, intent === "publish");
    } else {
      if (form.get("confirm") !== "yes") return again({ values, errors: { confirm: QUESTION_TEXT.errors.confirmDelete }, formError: QUESTION_TEXT.errors.confirmDelete }, 400);
      change = await deleteQuestion(q.id);
    }
  } catch (error) {
    console.error(`admin question ${intent}: Firestore unavailable (${error instanceof Error ? error.message : "error"})`);
    return again({ values, formError: QUESTION_TEXT.errors.unavailable }, 503);
  }
  // The asker's copy on this process is read again (other processes within the student cache's 30 s).
  forgetStudentQuestions(q.uid);
  if (change.kind === "notFound") notFound();
  if (change.kind === "conflict") return again({ values, formError: QUESTION_TEXT.errors.conflict }, 409);
  if (change.kind === "noAnswer") return again({ values, formError: QUESTION_TEXT.admin.publishNeedsAnswer }, 400);
  if (change.kind === "full") return again({ values, formError: QUESTION_TEXT.admin.threadFull }, 409);
  await audit(actor, intent, q, change.version);
  if (intent === "answer") await notifyAnswer(q, change.version);
  if (intent === "answer" && q.state === "open") return redirect(await afterAnswer(q.id), 303);
  const done = AUDIT[intent].done;
  return redirect(intent === "delete" ? `${QUESTIONS_ADMIN_URL}?done=${done}` : questionAdminUrl(q.id, { done }), 303);
}

/** Where answering an unanswered question lands: the oldest one still waiting, or the inbox when none is (or it cannot be read). */
async function afterAnswer(id: string): Promise<string> {
  const next = await oldestOpenQuestion(id).catch(() => undefined);
  if (next) return questionAdminUrl(next, { done: "answeredNext" });
  return `${QUESTIONS_ADMIN_URL}?done=${next === null ? "answeredAll" : "answered"}`;
}

/** The student's notification on the site of the tutor's answer (the e-mail was queued with it): a first answer, or one in the thread after their reply. */
function notifyAnswer(q: Question, version: number) {
  const reply = q.replies.length > 0;
  return notify(q.uid, {
    kind: reply ? "reply" : "answer",
    title: reply ? NOTIFY_TITLES.reply(q.lessonTitle) : NOTIFY_TITLES.answer(q.lessonTitle),
    link: `${lessonUrl(q.lessonId)}#${questionAnchor(q.id)}`,
    key: `answer:${q.id}:${version}`,
  });
}
