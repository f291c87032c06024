import { or503 } from "~/kernel/http.server";
import { data, type LinksFunction, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { getUser } from "~/auth/session.server";
import { courseBuy } from "~/payments/urls";
import { contentLinks } from "~/ui/links";
import { contentMeta, socialMeta } from "~/ui/meta";
import { LEARNING_TEXT } from "~/learning/messages";
import { Prose } from "~/ui/Prose";
import { LessonAttachments } from "~/files/index";
import { lessonAttachments } from "~/files/index.server";
import { lessonHomeworkLink } from "~/handins/homework.server";
import { LessonHomeworkLink } from "~/handins/OutstandingHomework";
import { LESSON_SAVED, lessonUrl } from "~/kernel/urls";
import { VideoFacade } from "~/learning/VideoFacade";
import { publicOrigin } from "~/platform/origin.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { LessonExercise, RequiredFirst } from "~/exercises/LessonExercise";
import { EXERCISE_INTENT } from "~/exercises/fields";
import { exerciseAction, lessonDoneRequirement, lessonExerciseView, type ExercisePost } from "~/exercises/lesson-exercise.server";
import { exerciseLinks } from "~/exercises/links";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { getLessonPage, type OpenLessonPage } from "~/learning/learning.server";
import { LessonCrumbs, LessonNav, LessonProgressPanel, LessonSidebar, LockedLesson } from "~/learning/LessonParts";
import { lessonProgressAction, postedLesson } from "~/learning/lesson-progress.server";
import { pageHandle } from "~/platform/page-policy";
import { DONE_MARKUP } from "~/platform/island-markup";
import { lessonOrDraft } from "~/admin/lesson-view.server";
import { AdminViewNote } from "~/admin/ui/AdminViewNote";
import { isQuestionIntent } from "~/questions/schema";
import { LessonQuestions } from "~/questions/LessonQuestions";
import { lessonQuestionsView, questionAction } from "~/questions/lesson-questions.server";
import { readForm } from "~/kernel/form.server";
import { clearSignInIntent } from "~/platform/sign-in-intent.server";

// No hydration: islands swap in the video player, check one exercise question, and
// mark the lesson done without leaving the page (app/islands).
export const handle = pageHandle({ public: true, views: true, islands: ["video", "check", "done"] });

export const links: LinksFunction = () => [...contentLinks(), ...exerciseLinks()];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return contentMeta({ title: "ไม่พบหน้านี้", noindex: true });
  const { page, origin } = data;
  const title = `${page.lesson.title} · ${page.course.title}`;
  const description = `${LEARNING_TEXT.lesson.position(page.lesson.position, page.course.lessonCount)} ของคอร์ส ${page.course.title}`;
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

/**
 * One handler per intent, each answering the page's values itself:
 * question-*: ask, edit or withdraw a question to the tutor (app/questions/lesson-questions.server.ts);
 * exercise: grade (and save) an exercise attempt (lesson-exercise.server.ts; one question alone is
 * checked by lesson.$lessonId_.check.ts);
 * done|undone: the lesson's progress (learning/lesson-progress.server.ts), with the exercise's rule.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const lessonId = params.lessonId ?? "";
  const intent = form.get("intent");
  if (isQuestionIntent(intent)) return questionAction(request, await postedLesson(lessonId), form, intent, requireUser);
  if (intent === EXERCISE_INTENT) return exerciseAction(request, await postedLesson(lessonId), form, requireUser);
  return lessonProgressAction(request, lessonId, form, { requirementOf: lessonDoneRequirement, requiredFirst: EXERCISE_TEXT.requiredFirst });
}

export default function LessonRoute() {
  const { page } = useLoaderData<typeof loader>();
  return page.access === "open" ? <OpenLesson page={page} /> : <LockedLesson page={page} buy={courseBuy(page.course)} />;
}

function OpenLesson({ page }: { page: OpenLessonPage }) {
  const { files, homework, exercise, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The exercise intent's answer (ExercisePost); the done/undone intents answer { error }.
  const posted = (actionData as { exercise?: ExercisePost } | undefined)?.exercise ?? null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  // Not done, and a "required" exercise not passed yet: "mark done" is not offered (lessonRequirementMet decides on the server).
  const requiredFirst = !page.done && exercise?.mode === "required" && !page.exercise?.passed;
  return (
    <div className="container lesson-layout">
      <div className="lesson-layout__main">
        <LessonCrumbs page={page} />
        {page.adminView ? <AdminViewNote view={page.adminView} lessonId={page.lesson.id} /> : null}
        <header className="lesson-header">
          <p className="eyebrow">{LEARNING_TEXT.lesson.position(page.lesson.position, page.course.lessonCount)}</p>
          <h1 className="lesson-header__title">{page.lesson.title}</h1>
          <p className={DONE_MARKUP.headerMeta}>
            <span>{page.lesson.durationLabel}</span>
            {page.lesson.freePreview ? <span className="badge badge--success">{LEARNING_TEXT.course.freePreview}</span> : null}
            {page.done ? <span className="badge badge--accent">{LEARNING_TEXT.course.done}</span> : null}
          </p>
        </header>

        {page.video ? <VideoFacade video={page.video} title={page.lesson.title} /> : null}

        <section aria-label={LEARNING_TEXT.lesson.notes} className="lesson-notes">
          <Prose html={page.notesHtml} />
        </section>

        <LessonAttachments files={files} />
        <LessonHomeworkLink homework={homework} />
        <LessonExercise lessonId={page.lesson.id} best={page.exercise} exercise={exercise} posted={posted} />
        <LessonProgressPanel
          page={page}
          saved={saved}
          error={error}
          buy={courseBuy(page.course)}
          requiredFirst={requiredFirst ? <RequiredFirst passMark={exercise.passMarkPercent} best={page.exercise} /> : null}
        />
        <LessonQuestions lessonId={page.lesson.id} />
        <LessonNav page={page} />
      </div>
      <LessonSidebar page={page} />
    </div>
  );
}
