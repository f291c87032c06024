/**
 * The lesson route's questions: what its loader adds to the page
 * (`lessonQuestionsView`: the public FAQ, and for the signed-in student only
 * their own questions on this lesson) and the `question-*` intents of its
 * action (`questionAction`: ask, edit, withdraw). A question is never part of
 * what anyone but its asker gets: the list is read by the asker's uid, and a
 * page rendered for a session is private (never stored in the HTML cache).
 */
import { data, redirect } from "@remix-run/node";
import { getUser } from "~/auth/session.server";
import type { SessionUser } from "~/auth/user";
import { myName } from "~/auth/profile.server";
import { hit } from "~/platform/rate-limit.store.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { lessonUrl } from "~/platform/urls";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";
import { getLessonPage, type LessonPage, type LessonRef } from "~/learning/index.server";
import { formatDateTime } from "~/platform/thai";
import { lessonFaq, type FaqItem } from "./faq.server";
import { Q } from "./messages";
import { QUESTION_LIMITS, questionBodySchema, questionIdSchema, type QuestionIntent, type QuestionState } from "./schema";
import { changeOwnQuestion, createQuestion, markAnswersSeen, type Question } from "./questions.store.server";
import { forgetStudentQuestions, studentLessonQuestions } from "./student-questions.server";

export interface OwnQuestionView {
  id: string;
  state: QuestionState;
  bodyHtml: string;
  /** The source, for the edit form (only while it can be edited). */
  body: string | null;
  answerHtml: string | null;
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
}

function render(markdown: string, maxChars: number) {
  return renderMarkdown(markdown, { topHeading: 3, maxChars });
}

function ownQuestionView(q: Question, seenBefore = q.seenVersion): OwnQuestionView {
  const body = render(q.body, QUESTION_LIMITS.body);
  const answer = q.answer ? render(q.answer, QUESTION_LIMITS.answer) : null;
  const editable = q.state === "open" && q.answerVersion === 0;
  return {
    id: q.id,
    state: q.state === "resolved" && q.answerVersion > 0 ? "answered" : q.state,
    bodyHtml: body.html,
    body: editable ? q.body : null,
    answerHtml: answer?.html ?? null,
    isNew: q.answerVersion > seenBefore,
    askedAt: formatDateTime(q.createdAt),
  };
}

function mathIn(q: Question): boolean {
  return /\$/.test(q.body) || /\$/.test(q.answer ?? "");
}

/** The lesson loader's one call: the FAQ for everyone who may see the lesson, the student's own questions for them alone. */
export async function lessonQuestionsView(request: Request, page: LessonPage): Promise<LessonQuestionsView | null> {
  if (page.access !== "open") return null;
  const faq = await lessonFaq(page.lesson.id);
  const faqMath = faq.some((f) => f.hasMath);
  const user = page.signedIn ? await getUser(request) : null;
  if (!user) return { faq, ask: "signIn", mine: null, hasMath: faqMath };
  const ask = page.enrolled || page.lesson.freePreview ? "ask" : "enrol";
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
  return { faq, ask, mine: mine?.map((q) => ownQuestionView(q)) ?? null, hasMath: faqMath || (mine ?? []).some(mathIn) };
}

/** What the action answers the page after a refused post: the form again with what was typed. */
export interface QuestionPost {
  /** "new" (the ask form) or the id of the question being edited. */
  target: string;
  values: { body: string };
  errors: { body?: string };
  formError: string | null;
}

function again(post: QuestionPost, status: number, headers?: Record<string, string>) {
  return data<{ question: QuestionPost }>({ question: post }, { status, headers });
}

const RATE_RULE = { name: "question", limit: QUESTION_LIMITS.rateLimit, windowSeconds: QUESTION_LIMITS.rateWindowSeconds };

/**
 * POST intent=question-ask|question-edit|question-withdraw on a lesson. A
 * visitor goes to the sign-in page; a student must be enrolled (or the lesson
 * a free preview). Every refusal answers the form again with the typed text.
 */
export async function questionAction(
  request: Request,
  ref: LessonRef,
  form: FormData,
  intent: QuestionIntent,
  requireUser: (r: Request) => Promise<SessionUser>,
): Promise<Response | ReturnType<typeof again>> {
  const user = await requireUser(request);
  const rawBody = typeof form.get("body") === "string" ? String(form.get("body")) : "";
  const rawId = form.get("questionId");
  const id = intent === "question-ask" ? null : questionIdSchema.safeParse(rawId).data ?? null;
  const target = id ?? "new";
  const post = (status: number, formError: string | null, errors: QuestionPost["errors"] = {}, headers?: Record<string, string>) =>
    again({ target, values: { body: rawBody }, errors, formError }, status, headers);
  if (intent !== "question-ask" && !id) return post(400, Q.errors.notFound);

  let page: LessonPage;
  try {
    page = await getLessonPage(ref, user);
  } catch {
    return post(503, Q.errors.unavailable);
  }
  if (page.access !== "open" || (!page.enrolled && !ref.lesson.freePreview)) return post(403, Q.errors.notEnrolled);

  let body: string | null = null;
  if (intent !== "question-withdraw") {
    const parsed = questionBodySchema.safeParse(rawBody);
    const error = parsed.success ? render(parsed.data, QUESTION_LIMITS.body).error : parsed.error.issues[0]?.message ?? Q.errors.required;
    if (!parsed.success || error) return post(400, Q.errors.invalid, { body: error ?? Q.errors.required });
    body = parsed.data;
    const rate = await hit(RATE_RULE, `uid:${user.uid}`);
    if (!rate.allowed) return post(429, Q.errors.rateLimited, {}, { "Retry-After": String(rate.retryAfterSeconds) });
  }

  try {
    if (intent === "question-ask") {
      await createQuestion({
        uid: user.uid,
        studentName: await myName(user, progressWrittenAt(request)),
        studentEmail: user.email,
        lessonId: ref.lesson.id,
        courseId: ref.course.id,
        lessonTitle: ref.lesson.title,
        courseTitle: ref.course.title,
        body: body!,
      });
    } else {
      const result = await changeOwnQuestion(user.uid, id!, body);
      if (result === "notFound") return post(404, Q.errors.notFound);
      if (result === "locked") return post(409, Q.errors.locked);
    }
  } catch (error) {
    console.error(`question ${intent}: ${error instanceof Error ? error.message : String(error)}`);
    return post(503, Q.errors.unavailable);
  } finally {
    // Written, or found changed (answered, withdrawn elsewhere): the next page reads the questions again.
    forgetStudentQuestions(user.uid);
  }
  return redirect(`${lessonUrl(ref.lesson.id)}#questions`, { status: 303, headers: { "Set-Cookie": progressWrittenCookie() } });
}
