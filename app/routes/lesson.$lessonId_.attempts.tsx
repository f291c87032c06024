import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";
import { pageHandle } from "~/platform/page-policy";
import { lessonAttemptUrl, lessonPracticeWrongUrl, lessonUrl } from "~/kernel/urls";
import { attemptsListLoader } from "~/exercises/attempt-review.server";
import { AttemptsHeader } from "~/exercises/AttemptsHeader";
import { exerciseLinks } from "~/exercises/links";
import { EXERCISE_TEXT } from "~/exercises/messages";

/** A student's own attempts: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links: LinksFunction = () => exerciseLinks();

export const meta: MetaFunction = () => contentMeta({ title: EXERCISE_TEXT.attemptsTitle, noindex: true });

/** GET /lesson/<id>/attempts: the signed-in student's newest attempts (anonymous: the sign-in). */
export const loader = ({ request, params }: LoaderFunctionArgs) => attemptsListLoader(request, params.lessonId);

export default function LessonAttempts() {
  const { lesson, attempts, shownAtMost } = useLoaderData<typeof loader>();
  const latest = attempts[0];
  return (
    <div className="container container--narrow page">
      <AttemptsHeader lesson={lesson} title={EXERCISE_TEXT.attemptsTitle} sub={shownAtMost ? EXERCISE_TEXT.attemptsShown(shownAtMost) : undefined} inList={false} />
      {latest && latest.wrong > 0 ? (
        <section className="card stack stack--tight" aria-labelledby="practice-wrong-title">
          <h2 id="practice-wrong-title">{EXERCISE_TEXT.practiceWrong}</h2>
          <p className="text-muted">
            {EXERCISE_TEXT.practiceWrongFrom(latest.when)} ({EXERCISE_TEXT.wrongCount(latest.wrong)}) · {EXERCISE_TEXT.practiceWrongNote}
          </p>
          <p>
            <Link to={lessonPracticeWrongUrl(lesson.id, latest.attemptId)} className="button button--primary">
              {EXERCISE_TEXT.practiceWrong}
            </Link>
          </p>
        </section>
      ) : null}
      {attempts.length === 0 ? (
        <p>{EXERCISE_TEXT.notTriedYet}</p>
      ) : (
        <ol className="attempt-list" reversed>
          {attempts.map((a) => (
            <li key={a.attemptId} className="card attempt-list__item">
              <p>
                <Link to={lessonAttemptUrl(lesson.id, a.attemptId)}>{EXERCISE_TEXT.attemptAt(a.when)}</Link>
              </p>
              <p>
                {EXERCISE_TEXT.score(a.earned, a.total, a.percent)}
                {a.mode === "required" ? (
                  <>
                    {" "}
                    <span className={`badge ${a.passed ? "badge--success" : "badge--danger"}`}>{a.passed ? EXERCISE_TEXT.passedBadge : EXERCISE_TEXT.notPassedBadge}</span>
                  </>
                ) : null}
              </p>
              <p className="text-muted">{EXERCISE_TEXT.wrongCount(a.wrong)}</p>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to={lessonUrl(lesson.id)}>← {EXERCISE_TEXT.backToLesson}</Link>
      </p>
    </div>
  );
}
