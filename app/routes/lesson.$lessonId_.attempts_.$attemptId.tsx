import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";
import { pageHandle } from "~/platform/page-policy";
import { lessonAttemptsUrl, lessonPracticeWrongUrl, lessonUrl } from "~/kernel/urls";
import { attemptReviewLoader } from "~/exercises/attempt-review.server";
import { AttemptsHeader } from "~/exercises/AttemptsHeader";
import { ExerciseResult } from "~/exercises/ExerciseResult";
import { exerciseLinks } from "~/exercises/links";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { contentLinks } from "~/ui/links";

/** A student's own attempt: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links: LinksFunction = () => [...contentLinks(), ...exerciseLinks()];

export const meta: MetaFunction = () => contentMeta({ title: EXERCISE_TEXT.attemptsTitle, noindex: true, math: true });

/** GET /lesson/<id>/attempts/<attemptId>: its student's graded review (anyone else: 404). */
export const loader = ({ request, params }: LoaderFunctionArgs) => attemptReviewLoader(request, params);

export default function AttemptReview() {
  const { lesson, attemptId, when, result, changed, wrong } = useLoaderData<typeof loader>();
  return (
    <div className="container container--narrow page">
      <AttemptsHeader lesson={lesson} title={EXERCISE_TEXT.attemptAt(when)} inList />
      <ExerciseResult
        result={result}
        retryHref={`${lessonUrl(lesson.id)}#exercise`}
        saveNote={changed ? <p className="alert alert--warning">{EXERCISE_TEXT.changedSince}</p> : null}
        actions={
          wrong > 0 ? (
            <Link to={lessonPracticeWrongUrl(lesson.id, attemptId)} className="button button--ghost button--large">
              {EXERCISE_TEXT.practiceWrong}
            </Link>
          ) : null
        }
      />
      <p>
        <Link to={lessonAttemptsUrl(lesson.id)}>← {EXERCISE_TEXT.backToAttempts}</Link>
      </p>
    </div>
  );
}
