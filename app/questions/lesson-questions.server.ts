/**
 * The lesson route's questions: what its loader adds to the page
 * (`lessonQuestionsView`: the public FAQ, and for the signed-in student only
 * their own questions on this lesson) and the `question-*` intents of its
 * action (`questionAction`: ask, edit, withdraw, reply after an answer). A question is never part of
 * what anyone but its asker gets: the list is read by the asker's uid, and a
 * page rendered for a session is private (never stored in the HTML cache).
 */
import { data, redirect } from "@remix-run/node";
import { firstIssue, formValues } from "~/kernel/form";
import { getUser } from "~/auth/session.server";
import type { SessionUser } from "~/auth/user";
import { myName } from "~/auth/profile.server";
import { hit } from "~/platform/rate-limit.store.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { lessonUrl, loginUrl } from "~/kernel/urls";
import { readSignInIntent, signInIntentCookie } from "~/platform/sign-in-intent.server";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";
import { getLessonPage, type LessonPage, type LessonRef } from "~/learning/index.server";
import { formatDateTime } from "~/kernel/clock";
import { getEnv } from "~/platform/env.server";
import { serverOrigin } from "~/platform/origin.server";
import { renderLetter } from "~/services/messaging/mail-letter.server";
import { noticeCookie } from "~/platform/notice.server";
import type { MailInput } from "~/services/messaging/outbox.store.server";
import { lessonFaq, type FaqItem } from "./faq.server";
import { QUESTION_TEXT } from "./messages";
import { QUESTION_LIMITS, questionBodySchema, type QuestionIntent, type QuestionState } from "./schema";
import { changeOwnQuestion, createQuestion, markAnswersSeen, replyToQuestion, type Question } from "./questions.store.server";
import { forgetStudentQuestions, studentLessonQuestions } from "./student-questions.server";
import { questionAdminUrl, questionAnchor } from "./urls";
import { idSchema } from "~/kernel/ids";

/** One message of a question's thread: who wrote it (`shownName`, or "พี่"), when (Thai), what (HTML). */
export interface ThreadMessage {
  from: "student" | "tutor";
  name: string;
  at: string;
  html: string;
}

export interface OwnQuestionView {
  id: string;
  state: QuestionState;
  studentName: string;
  bodyHtml: string;
  /** The source, for the edit form (only while it can be edited). */
  body: string | null;
  /** The first answer, then the replies and answers after it, in order. */
  thread: ThreadMessage[];
  /** The student may add to the thread (answered, and the thread is not full). */
  canReply: boolean;
  /** An answer the student had not seen before this view. */
  isNew: boolean;
  askedAt: string;
}

export interface LessonQuestionsView {
  faq: FaqItem[];
  /** Who may ask here: a student who can ("ask"), a visitor ("signIn"), a student not enrolled ("enrol"). */
  ask: "ask" | "signIn" | "enrol";
  /** The student's own questions on this lesson (null for visitors, or when they cannot be read just now). */
  mine: OwnQuestionView[] | null;
  hasMath: boolean;
  /** A question typed before a sign-in (askAfterSignIn), back in the ask form; the route then forgets it. */
  draft: string | null;
}

function render(markdown: string, maxChars: number) {
  return renderMarkdown(markdown, { topHeading: 3, maxChars });
}

function ownQuestionView(q: Question, seenBefore = q.seenVersion): OwnQuestionView {
  const body = render(q.body, QUESTION_LIMITS.body);
  const editable = q.state === "open" && q.answerVersion === 0;
  return {
    id: q.id,
    state: q.state === "resolved" && q.answerVersion > 0 ? "answered" : q.state,
    studentName: q.studentName,
    bodyHtml: body.html,
    body: editable ? q.body : null,
    thread: questionThread(q),
    canReply: q.answerVersion > 0 && q.replies.length < QUESTION_LIMITS.replies,
    isNew: q.answerVersion > seenBefore,
    askedAt: formatDateTime(q.createdAt),
  };
}

/** The messages after the question: the first answer, then the replies, each rendered with its author and Thai date. */
export function questionThread(q: Question): ThreadMessage[] {
  const first: ThreadMessage[] =
    q.answer !== null
      ? [{ from: "tutor", name: q.answeredBy ?? QUESTION_TEXT.tutor, at: formatDateTime(q.answeredAt ?? q.updatedAt), html: render(q.answer, QUESTION_LIMITS.answer).html }]
      : [];
  return [
    ...first,
    ...q.replies.map((r) => ({
      from: r.from,
      name: r.name,
      at: formatDateTime(r.at),
      html: render(r.body, r.from === "tutor" ? QUESTION_LIMITS.answer : QUESTION_LIMITS.body).html,
    })),
  ];
}

function mathIn(q: Question): boolean {
  return [q.body, q.answer ?? "", ...q.replies.map((r) => r.body)].some((t) => t.includes("$"));
}

/** The lesson loader's one call: the FAQ for everyone who may see the lesson, the student's own questions for them alone. */
export async function lessonQuestionsView(request: Request, page: LessonPage): Promise<LessonQuestionsView | null> {
  if (page.access !== "open") return null;
  const faq = await lessonFaq(page.lesson.id);
  const faqMath = faq.some((f) => f.hasMath);
  const user = page.signedIn ? await getUser(request) : null;
  if (!user) return { faq, ask: "signIn", mine: null, hasMath: faqMath, draft: null };
  const ask = page.enrolled || page.lesson.freePreview ? "ask" : "enrol";
  const intent = ask === "ask" ? readSignInIntent(request) : null;
  const draft = intent?.kind === "ask" && intent.lessonId === page.lesson.id ? intent.body : null;
  let mine: Question[] | null;
  try {
    mine = await studentLessonQuestions(user.uid, page.lesson.id, progressWrittenAt(request));
    if (mine.some((q) => q.answerVersion > q.seenVersion)) {
      // Opening the lesson shows the answers: they stop counting as new (and this process reads them again).
      await markAnswersSeen(user.uid, mine)
        .then(() => forgetStudentQuestions(user.uid))
        .catch((error: unknown) => console.error(`answers seen: ${String(error)}`));
    }
  } catch (error) {
    console.error(`lesson questions: ${error instanceof Error ? error.message : String(error)}`);
    mine = null;
  }
  return { faq, ask, mine: mine?.map((q) => ownQuestionView(q)) ?? null, hasMath: faqMath || (mine ?? []).some(mathIn), draft };
}

/** What the action answers the page after a refused post: the form again with what was typed. */
export interface QuestionPost {
  /** "new" (the ask form) or the id of the question being edited or replied to. */
  target: string;
  intent: QuestionIntent;
  values: { body: string };
  errors: { body?: string };
  formError: string | null;
}

function again(post: QuestionPost, status: number, headers?: Record<string, string>) {
  return data<{ question: QuestionPost }>({ question: post }, { status, headers });
}

const RATE_RULE = { name: "question", limit: QUESTION_LIMITS.rateLimit, windowSeconds: QUESTION_LIMITS.rateWindowSeconds };

/** The tutors' mails about a student's reply (every admin address but the student's own). */
function replyMails(reply: string) {
  return (q: Question, n: number): MailInput[] =>
    getEnv()
      .ADMIN_EMAILS.map((e) => e.trim().toLowerCase())
      .filter((to) => to !== "" && to !== q.studentEmail.toLowerCase())
      .map((to) => ({
        to,
        ...renderLetter(
          {
            subject: QUESTION_TEXT.mail.replySubject(q.lessonTitle).slice(0, 300),
            parts: [QUESTION_TEXT.mail.replyIntro(q.studentName, q.lessonTitle), { markdown: reply }],
            link: { line: QUESTION_TEXT.mail.replyLink, url: questionAdminUrl(q.id) },
          },
          serverOrigin(),
        ),
        dedupeKey: `reply:${q.id}:${n}:${to}`,
      }));
}

/**
 * POST intent=question-ask|question-edit|question-withdraw|question-reply on a
 * lesson. A visitor goes to the sign-in page (a question asked keeps its text
 * through it: platform/sign-in-intent.server.ts, back in the form by
 * lessonQuestionsView); a student must be enrolled (or the lesson a free
 * preview). Every refusal answers the form again with the typed text; a
 * question or reply sent lands on its question with a notice saying where the
 * answer will appear.
 */
export async function questionAction(
  request: Request,
  ref: LessonRef,
  form: FormData,
  intent: QuestionIntent,
  requireUser: (r: Request) => Promise<SessionUser>,
): Promise<Response | ReturnType<typeof again>> {
  const { body: rawBody } = formValues(form, ["body"]);
  const rawId = form.get("questionId");
  const id = intent === "question-ask" ? null : idSchema.safeParse(rawId).data ?? null;
  const target = id ?? "new";
  const post = (status: number, formError: string | null, errors: QuestionPost["errors"] = {}, headers?: Record<string, string>) =>
    again({ target, intent, values: { body: rawBody }, errors, formError }, status, headers);
  // A question asked signed out (the session ran out meanwhile): the text waits for the sign-in.
  const user = (await getUser(request)) ?? (intent === "question-ask" ? null : await requireUser(request));
  if (!user) {
    const keep = signInIntentCookie({ kind: "ask", lessonId: ref.lesson.id, body: rawBody });
    if (!keep) return post(401, QUESTION_TEXT.errors.signInFirst);
    return redirect(loginUrl(`${lessonUrl(ref.lesson.id)}#questions`), { status: 303, headers: { "Set-Cookie": keep } });
  }
  if (intent !== "question-ask" && !id) return post(400, QUESTION_TEXT.errors.notFound);

  let page: LessonPage;
  try {
    page = await getLessonPage(ref, user);
  } catch {
    return post(503, QUESTION_TEXT.errors.unavailable);
  }
  if (page.access !== "open" || (!page.enrolled && !ref.lesson.freePreview)) return post(403, QUESTION_TEXT.errors.notEnrolled);

  let body: string | null = null;
  if (intent !== "question-withdraw") {
    const parsed = questionBodySchema.safeParse(rawBody);
    const error = parsed.success ? render(parsed.data, QUESTION_LIMITS.body).error : firstIssue(parsed.error)?.message ?? QUESTION_TEXT.errors.required;
    if (!parsed.success || error) return post(400, QUESTION_TEXT.errors.invalid, { body: error ?? QUESTION_TEXT.errors.required });
    body = parsed.data;
    const rate = await hit(RATE_RULE, `uid:${user.uid}`);
    if (!rate.allowed) return post(429, QUESTION_TEXT.errors.rateLimited, {}, { "Retry-After": String(rate.retryAfterSeconds) });
  }

  // Where the page lands: the question asked or edited (focused), else the questions.
  let landing = "questions";
  try {
    if (intent === "question-ask") {
      landing = questionAnchor(await createQuestion({
        uid: user.uid,
        studentName: await myName(user, progressWrittenAt(request)),
        studentEmail: user.email,
        lessonId: ref.lesson.id,
        courseId: ref.course.id,
        lessonTitle: ref.lesson.title,
        courseTitle: ref.course.title,
        body: body!,
      }));
    } else if (intent === "question-reply") {
      const result = await replyToQuestion(user.uid, id!, { name: await myName(user, progressWrittenAt(request)), body: body! }, replyMails(body!));
      if (result === "notFound") return post(404, QUESTION_TEXT.errors.notFound);
      if (result === "notAnswered") return post(409, QUESTION_TEXT.errors.notAnswered);
      if (result === "full") return post(409, QUESTION_TEXT.errors.threadFull(QUESTION_LIMITS.replies));
      landing = questionAnchor(id!);
    } else {
      const result = await changeOwnQuestion(user.uid, id!, body);
      if (result === "notFound") return post(404, QUESTION_TEXT.errors.notFound);
      if (result === "locked") return post(409, QUESTION_TEXT.errors.locked);
      if (body !== null) landing = questionAnchor(id!);
    }
  } catch (error) {
    console.error(`question ${intent}: ${error instanceof Error ? error.message : String(error)}`);
    return post(503, QUESTION_TEXT.errors.unavailable);
  } finally {
    // Written, or found changed (answered, withdrawn elsewhere): the next page reads the questions again.
    forgetStudentQuestions(user.uid);
  }
  const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
  if (intent === "question-ask" || intent === "question-reply") headers.append("Set-Cookie", noticeCookie(intent === "question-ask" ? QUESTION_TEXT.sent : QUESTION_TEXT.replySent));
  return redirect(`${lessonUrl(ref.lesson.id)}#${landing}`, { status: 303, headers });
}
