import { notFound, or503 } from "~/platform/http.server";
import { data, redirect, type LinksFunction, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { getUser } from "~/auth/session.server";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { EnrolForm } from "~/learning/EnrolForm";
import { courseBuy } from "~/payments/urls";
import { LessonList } from "~/learning/LessonList";
import { contentLinks } from "~/ui/links";
import { contentMeta, socialMeta } from "~/ui/meta";
import { learningMessages as m } from "~/learning/messages";
import { ProgressBar } from "~/learning/ProgressBar";
import { Prose } from "~/ui/Prose";
import { LessonAttachments } from "~/files/index";
import { lessonAttachments } from "~/files/index.server";
import { lessonHomeworkLink } from "~/handins/homework.server";
import { LessonHomeworkLink } from "~/handins/OutstandingHomework";
import { LESSON_SAVED, courseUrl, lessonAttemptsUrl, dashboardUrl, lessonCheckUrl, lessonSavedUrl, lessonUrl, loginUrl } from "~/platform/urls";
import { VideoFacade } from "~/learning/VideoFacade";
import { Icon } from "~/ui/shell/Icon";
import { ThaiTitle } from "~/ui/ThaiTitle";
import { publicOrigin } from "~/platform/origin.server";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";
import { ExerciseForm } from "~/exercises/ExerciseForm";
import { ExerciseResult } from "~/exercises/ExerciseResult";
import { EXERCISE_INTENT, EXERCISE_RESULT_ANCHOR } from "~/exercises/fields";
import { exerciseAction, lessonDoneRequirement, lessonExerciseView, type ExercisePost } from "~/exercises/lesson-exercise.server";
import { exerciseLinks } from "~/exercises/links";
import { EXERCISE_TEXT as xt } from "~/exercises/messages";
import { findLesson, getLessonPage, markLesson, type LockedLessonPage, type OpenLessonPage, type LessonRef } from "~/learning/learning.server";
import { pageHandle } from "~/platform/page-policy";
import { DONE_MARKUP } from "~/platform/island-markup";
import { lessonOrDraft } from "~/admin/lesson-view.server";
import { AdminViewNote } from "~/admin/ui/AdminViewNote";
import { isQuestionIntent } from "~/questions/schema";
import { LessonQuestions } from "~/questions/LessonQuestions";
import { lessonQuestionsView, questionAction } from "~/questions/lesson-questions.server";
import { readForm } from "~/platform/form.server";
import { clearSignInIntent } from "~/platform/sign-in-intent.server";

// No hydration: islands swap in the video player, check one exercise question, and
// mark the lesson done without leaving the page (app/islands).
export const handle = pageHandle({ public: true, views: true, islands: ["video", "check", "done"] });

export const links: LinksFunction = () => [...contentLinks(), ...exerciseLinks()];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return contentMeta({ title: "ไม่พบหน้านี้", noindex: true });
  const { page, origin } = data;
  const title = `${page.lesson.title} · ${page.course.title}`;
  const description = `${m.lesson.position(page.lesson.position, page.course.lessonCount)} ของคอร์ส ${page.course.title}`;
  const url = `${origin}${lessonUrl(page.lesson.id)}`;
  return [
    // Only free previews are public pages.
    ...contentMeta({ title, description, canonical: url, noindex: !page.lesson.freePreview, math: page.access === "open" && (page.hasMath || data.exerciseHasMath || Boolean(data.questions?.hasMath)) }),
    ...socialMeta({ title, description, url, origin }),
  ];
};


/**
 * Free previews are open to everyone; other lessons need a signed-in (else
 * login redirect) and enrolled (else 403 with an enrol prompt) student.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  // A draft is found only for an admin (app/admin/lesson-view.server.ts).
  const ref = await lessonOrDraft(request, params.lessonId);
  const user = ref.lesson.freePreview ? await getUser(request) : await requireUser(request);
  // After a graded submit the enrolment comes from this process's copy, as the save left it (exerciseAction).
  const page = await or503(getLessonPage(ref, user, progressWrittenAt(request)));
  // Only an open lesson shows its exercise: the public view, a new attempt id per render, no answer key.
  const shown = page.access === "open" ? await lessonExerciseView(ref.lesson.id) : null;
  const questions = await lessonQuestionsView(request, page);
  const files = page.access === "open" ? await lessonAttachments(ref.lesson.id) : [];
  const homework = page.access === "open" && user ? await lessonHomeworkLink(ref.lesson.id) : null;
  // Back from a plain "mark done" post (lessonSavedUrl): the panel says it was saved.
  const saved = new URL(request.url).searchParams.get(LESSON_SAVED.param) === "1";
  return data(
    { page, exercise: shown?.view ?? null, exerciseHasMath: shown?.hasMath ?? false, questions, saved, files, homework, origin: publicOrigin(request) },
    // A question typed before the sign-in is back in its form: forgotten once shown (sign-in-intent.server.ts).
    { status: page.access === "open" ? 200 : 403, headers: questions?.draft ? { "Set-Cookie": clearSignInIntent() } : undefined },
  );
}

/** Sent by the done island (app/islands/done.ts): the answer is this lesson again, not the next. */
const ENHANCED_FIELD = "enhanced";
const progressFormSchema = z.object({ intent: z.enum(["done", "undone"]), enhanced: z.literal("1").optional() });

/** A published lesson for a post, or a 404. */
async function postedLesson(lessonId: string): Promise<LessonRef> {
  return (await or503(findLesson(lessonId))) ?? notFound();
}

/**
 * POST intent=done|undone: mark the lesson done / not done (idempotent), then back to the lesson.
 * A plain post of "done" (no JavaScript) lands on its "บันทึกแล้ว" message, with the link to the
 * next lesson beside it (lessonSavedUrl: a fragment, the message focused), rather than moving on
 * without a word; with JavaScript the done island posts with fetch and the page stays.
 */
async function progressAction(request: Request, lessonId: string, form: FormData) {
  const user = await requireUser(request);
  const parsed = progressFormSchema.safeParse({ intent: form.get("intent") ?? undefined, enhanced: form.get(ENHANCED_FIELD) ?? undefined });
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const done = parsed.data.intent === "done";
  // A "required" exercise: the lesson counts as done once passed (a pass marks it done itself).
  const requirement = done ? await or503(lessonDoneRequirement((await postedLesson(lessonId)).lesson.id)) : null;
  const result = await or503(markLesson(user, lessonId, done, requirement));
  if (result === "notFound") notFound();
  if (result === "notEnrolled") return data({ error: m.lesson.notEnrolledAction }, { status: 403 });
  if (result === "exerciseRequired") return data({ error: xt.requiredFirst }, { status: 409 });
  const to = done && !parsed.data.enhanced ? lessonSavedUrl(result.lesson.id) : lessonUrl(lessonId);
  // The next page may be served by another process: it must not show its older copy of the progress.
  return redirect(to, { headers: { "Set-Cookie": progressWrittenCookie() } });
}

/**
 * One handler per intent, each answering the page's values itself:
 * question-*: ask, edit or withdraw a question to the tutor (app/questions/lesson-questions.server.ts);
 * exercise: grade (and save) an exercise attempt (lesson-exercise.server.ts; one question alone is
 * checked by lesson.$lessonId_.check.ts);
 * done|undone: the lesson's progress (progressAction).
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const lessonId = params.lessonId ?? "";
  const intent = form.get("intent");
  if (isQuestionIntent(intent)) return questionAction(request, await postedLesson(lessonId), form, intent, requireUser);
  if (intent === EXERCISE_INTENT) return exerciseAction(request, await postedLesson(lessonId), form, requireUser);
  return progressAction(request, lessonId, form);
}

export default function LessonRoute() {
  const { page } = useLoaderData<typeof loader>();
  return page.access === "open" ? <OpenLesson page={page} /> : <LockedLesson page={page} />;
}

/** The exercise: the result after a submit, else the form (again with the answers and errors after a 400/413/503). */
function LessonExercise({ page }: { page: OpenLessonPage }) {
  const { exercise } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The exercise intent's answer (ExercisePost); the done/undone intents answer { error }.
  const posted = (actionData as { exercise?: ExercisePost } | undefined)?.exercise ?? null;
  const action = lessonUrl(page.lesson.id);
  // The post lands on its answer (the score, the errors): EXERCISE_RESULT_ANCHOR.
  const postTo = `${action}#${EXERCISE_RESULT_ANCHOR}`;
  if (posted?.kind === "result") {
    const best = posted.best ?? page.exercise;
    const note =
      posted.saved === "saved" ? (
        <p className="text-muted">
          {xt.saved}
          {best ? ` · ${xt.best(best.bestPercent, best.attempts)}` : null} · <Link to={lessonAttemptsUrl(page.lesson.id)}>{xt.attemptsLink}</Link>
        </p>
      ) : (
        <p className="text-muted">
          {xt.notSaved} · {xt.signInToSave}{" "}
          {posted.saved === "visitor" ? <Link to={loginUrl(action)}>{xt.signIn}</Link> : null}
        </p>
      );
    // Not only a fragment of this URL: a link to `#exercise` alone would stay on this result (no new load).
    return <ExerciseResult result={posted.result} retryHref={`${action}?attempt=new#exercise`} saveNote={note} />;
  }
  if (posted?.kind === "form") {
    return <ExerciseForm exercise={posted.view} action={postTo} values={posted.values} errors={posted.errors} formError={posted.formError} checkUrl={lessonCheckUrl(page.lesson.id)} />;
  }
  if (!exercise) return null;
  return (
    <>
      {posted?.kind === "unavailable" ? (
        <p className="alert alert--error" id={EXERCISE_RESULT_ANCHOR} tabIndex={-1}>
          {posted.formError}
        </p>
      ) : null}
      {page.exercise ? (
        <p className="text-muted exercise-best">
          {xt.best(page.exercise.bestPercent, page.exercise.attempts)} · <Link to={lessonAttemptsUrl(page.lesson.id)}>{xt.attemptsLink}</Link>
        </p>
      ) : null}
      <ExerciseForm exercise={exercise} action={postTo} checkUrl={lessonCheckUrl(page.lesson.id)} />
    </>
  );
}

function LessonCrumbs({ page }: { page: OpenLessonPage | LockedLessonPage }) {
  return (
    <Breadcrumbs
      items={[
        { label: "บทเรียน", to: dashboardUrl() },
        { label: page.course.title, to: courseUrl(page.course.slug) },
        { label: `บทที่ ${page.lesson.position}` },
      ]}
    />
  );
}

function LockedLesson({ page }: { page: LockedLessonPage }) {
  return (
    <div className="container container--narrow page">
      <LessonCrumbs page={page} />
      <section className="card locked-card" aria-labelledby="locked-title">
        <span className="locked-card__icon" aria-hidden="true">
          <Icon name="lock" size={32} />
        </span>
        <p className="eyebrow">{m.lesson.position(page.lesson.position, page.course.lessonCount)}</p>
        <h1 id="locked-title" className="locked-card__lesson">
          {page.lesson.title}
        </h1>
        <h2 className="locked-card__title">{m.lesson.lockedTitle}</h2>
        <p className="text-muted">{(page.course.price === null ? m.lesson.lockedText : m.lesson.lockedTextPaid)(page.course.title)}</p>
        <div className="locked-card__actions">
          <EnrolForm slug={page.course.slug} redirectTo={lessonUrl(page.lesson.id)} block={false} buy={courseBuy(page.course)} />
          <Link to={courseUrl(page.course.slug)} className="button button--ghost button--large">
            {m.lesson.backToCourse}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The done / not-done form; the done island (app/islands/done.ts) posts it without leaving the page, reading "saving" meanwhile. */
function DoneForm({ lessonId, done }: { lessonId: string; done: boolean }) {
  return (
    <form method="post" action={lessonUrl(lessonId)} className={DONE_MARKUP.form} data-saving={m.lesson.saving}>
      <input type="hidden" name="intent" value={done ? "undone" : "done"} />
      <button type="submit" className={`button button--large ${done ? "button--ghost" : "button--primary"}`}>
        {done ? m.lesson.markNotDone : m.lesson.markDone}
      </button>
    </form>
  );
}

/** A "required" exercise not passed yet: instead of "mark done", the pass mark and the best score so far. */
function RequiredFirst({ passMark, best }: { passMark: number; best: OpenLessonPage["exercise"] }) {
  return (
    <div className="stack stack--tight" data-testid="required-first">
      <p>{xt.requiredPanel(passMark)}</p>
      <p className="text-muted">{best ? xt.bestSoFar(best.bestPercent, best.attempts) : xt.notTriedYet}</p>
      <p>
        <a href="#exercise" className="button button--primary">
          {xt.toExercise}
        </a>
      </p>
    </div>
  );
}

function ProgressPanel({ page }: { page: OpenLessonPage }) {
  const { exercise, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!page.signedIn) {
    return (
      <div className={DONE_MARKUP.panel}>
        <p className="text-muted">{m.lesson.enrolToTrack}</p>
        <Link to={loginUrl(lessonUrl(page.lesson.id))} className="button button--primary">
          {m.lesson.signInToTrack}
        </Link>
      </div>
    );
  }
  if (!page.enrolled) {
    return (
      <div className={DONE_MARKUP.panel}>
        <p className="text-muted">{m.lesson.enrolToTrack}</p>
        <EnrolForm slug={page.course.slug} redirectTo={lessonUrl(page.lesson.id)} block={false} buy={courseBuy(page.course)} />
      </div>
    );
  }
  const finished = page.progress && page.progress.total > 0 && page.progress.done === page.progress.total;
  // Not done, and a "required" exercise not passed yet: "mark done" is not offered (lessonRequirementMet decides on the server).
  const requiredFirst = !page.done && exercise?.mode === "required" && !page.exercise?.passed;
  return (
    <div className={`${DONE_MARKUP.panel}${page.done ? ` ${DONE_MARKUP.panel}--done` : ""}`}>
      {actionData && "error" in actionData ? <p className="alert alert--error">{actionData.error}</p> : null}
      {/* Always present, so a change of the mark is announced. */}
      <div role="status" className={DONE_MARKUP.live}>
        {page.done && saved ? (
          // A plain post's landing (lessonSavedUrl): the fragment brings it to the top, the focus with it.
          <p className="alert alert--success" id={LESSON_SAVED.anchor} tabIndex={-1} autoFocus>
            {m.lesson.saved}
          </p>
        ) : null}
        {page.done ? (
          <p className="lesson-panel__status">
            <span className="lesson-panel__check" aria-hidden="true">
              ✓
            </span>
            {finished ? m.lesson.finishedCourse : m.lesson.isDone}
          </p>
        ) : null}
      </div>
      <div className="lesson-panel__actions">
        {requiredFirst ? (
          <RequiredFirst passMark={exercise.passMarkPercent} best={page.exercise} />
        ) : (
          <DoneForm lessonId={page.lesson.id} done={page.done} />
        )}
        {page.done && page.next ? (
          <Link to={lessonUrl(page.next.id)} className="button button--primary button--large" prefetch="intent">
            {m.lesson.next}: {page.next.title} <span aria-hidden="true">→</span>
          </Link>
        ) : page.done && saved ? (
          <Link to={courseUrl(page.course.slug)} className="button button--primary button--large">
            {m.lesson.backToCourse}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function OpenLesson({ page }: { page: OpenLessonPage }) {
  const { files, homework } = useLoaderData<typeof loader>();
  return (
    <div className="container lesson-layout">
      <div className="lesson-layout__main">
        <LessonCrumbs page={page} />
        {page.adminView ? <AdminViewNote view={page.adminView} lessonId={page.lesson.id} /> : null}
        <header className="lesson-header">
          <p className="eyebrow">{m.lesson.position(page.lesson.position, page.course.lessonCount)}</p>
          <h1 className="lesson-header__title">{page.lesson.title}</h1>
          <p className={DONE_MARKUP.headerMeta}>
            <span>{page.lesson.durationLabel}</span>
            {page.lesson.freePreview ? <span className="badge badge--success">{m.course.freePreview}</span> : null}
            {page.done ? <span className="badge badge--accent">{m.course.done}</span> : null}
          </p>
        </header>

        {page.video ? <VideoFacade video={page.video} title={page.lesson.title} /> : null}

        <section aria-label={m.lesson.notes} className="lesson-notes">
          <Prose html={page.notesHtml} />
        </section>

        <LessonAttachments files={files} />
        <LessonHomeworkLink homework={homework} />

        <LessonExercise page={page} />

        <ProgressPanel page={page} />

        <LessonQuestions lessonId={page.lesson.id} />

        <nav className="article-nav" aria-label="บทก่อนหน้าและบทถัดไป">
          {page.previous ? (
            <Link
              to={lessonUrl(page.previous.id)}
              className="article-nav__link article-nav__link--prev"
              rel="prev"
              prefetch="intent"
            >
              <span className="article-nav__label">← {m.lesson.previous}</span>
              <span className="article-nav__title">
                บทที่ {page.previous.position}: <ThaiTitle text={page.previous.title} />
              </span>
            </Link>
          ) : (
            <Link to={courseUrl(page.course.slug)} className="article-nav__link article-nav__link--prev">
              <span className="article-nav__label">← {m.lesson.backToCourse}</span>
              <span className="article-nav__title">{page.course.title}</span>
            </Link>
          )}
          {page.next ? (
            <Link to={lessonUrl(page.next.id)} className="article-nav__link article-nav__link--next" rel="next" prefetch="intent">
              <span className="article-nav__label">{m.lesson.next} →</span>
              <span className="article-nav__title">
                บทที่ {page.next.position}: <ThaiTitle text={page.next.title} />
              </span>
            </Link>
          ) : null}
        </nav>
      </div>

      <aside className="lesson-layout__aside" aria-labelledby="course-lessons-title">
        <div className={`card ${DONE_MARKUP.sidebar}`}>
          <p className="lesson-sidebar__course">
            <Link to={courseUrl(page.course.slug)}>{page.course.title}</Link>
          </p>
          {page.progress ? (
            <ProgressBar done={page.progress.done} total={page.progress.total} percent={page.progress.percent} compact />
          ) : null}
          <h2 id="course-lessons-title" className="lesson-sidebar__title">
            {m.lesson.lessonList}
          </h2>
          <LessonList lessons={page.lessons} unlocked={page.enrolled} currentId={page.lesson.id} compact />
        </div>
      </aside>
    </div>
  );
}
