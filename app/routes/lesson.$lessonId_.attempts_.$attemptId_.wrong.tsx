import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";
import { pageHandle } from "~/platform/page-policy";
import { lessonAttemptUrl, lessonPracticeWrongUrl } from "~/kernel/urls";
import { practiceWrongAction, practiceWrongLoader } from "~/exercises/attempt-review.server";
import { AttemptsHeader } from "~/exercises/AttemptsHeader";
import { ExerciseForm } from "~/exercises/ExerciseForm";
import { ExerciseResult } from "~/exercises/ExerciseResult";
import { EXERCISE_RESULT_ANCHOR } from "~/exercises/fields";
import { exerciseLinks } from "~/exercises/links";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { contentLinks } from "~/ui/links";

/** A student's own practice: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links: LinksFunction = () => [...contentLinks(), ...exerciseLinks()];

export const meta: MetaFunction = () => contentMeta({ title: EXERCISE_TEXT.practiceWrong, noindex: true, math: true });

/** GET: a form of only the questions that attempt missed (its student only; anyone else: 404). */
export const loader = ({ request, params }: LoaderFunctionArgs) => practiceWrongLoader(request, params);

/** POST: graded and shown, never saved (practice: no best score, no pass). */
export const action = ({ request, params }: ActionFunctionArgs) => practiceWrongAction(request, params);

export default function PracticeWrong() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { lesson, attemptId, when } = loaded;
  const page = posted?.page ?? loaded.page;
  const here = lessonPracticeWrongUrl(lesson.id, attemptId);
  return (
    <div className="container container--narrow page">
      <AttemptsHeader lesson={lesson} title={EXERCISE_TEXT.practiceWrong} sub={EXERCISE_TEXT.practiceWrongFrom(when)} inList />
      <p className="alert alert--warning" data-testid="practice-note">
        {EXERCISE_TEXT.practiceWrongNote}
      </p>
      {page.kind === "none" ? <p>{EXERCISE_TEXT.nothingWrong}</p> : null}
      {page.kind === "form" ? (
        // The post lands on its answer (the errors, the score), as the lesson's exercise does.
        <ExerciseForm exercise={page.view} action={`${here}#${EXERCISE_RESULT_ANCHOR}`} values={page.values} errors={page.errors} formError={page.formError} />
      ) : null}
      {/* "ลองใหม่": not only a fragment of this URL, which would stay on this result (no new load). */}
      {page.kind === "result" ? <ExerciseResult result={page.result} retryHref={`${here}?again=1#exercise`} /> : null}
      <p>
        <Link to={lessonAttemptUrl(lesson.id, attemptId)}>← {EXERCISE_TEXT.openReview}</Link>
      </p>
    </div>
  );
}
