import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { PageHeader } from "~/ui/PageHeader";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { requireAdmin } from "~/auth/guards.server";
import { STATS_TEXT } from "~/exercises/editor/messages";
import { exerciseStatsView } from "~/exercises/editor/stats.server";
import { or503 } from "~/kernel/http.server";
import { adminMeta } from "~/platform/site";
import { UnavailableError } from "~/content/shared.store.server";
import { pageHandle } from "~/platform/page-policy";
import editorStyles from "~/exercises/editor/exercise-editor.css?url";
import { ADMIN_URLS } from "~/kernel/urls";

export const handle = pageHandle({ public: false, views: false });
export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];
export const meta: MetaFunction = () => adminMeta(STATS_TEXT.title);

/** Per-question statistics: one `exerciseStats` document per lesson, no scan of attempts. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // Firestore down: the Thai 503 page, not a 500.
  const view = exerciseStatsView().catch((error: unknown) => {
    throw new UnavailableError(error instanceof Error ? error.message : "stats read failed");
  });
  return { lessons: await or503(view) };
}

export const action = readOnlyAction;

type Row = ReturnType<typeof useLoaderData<typeof loader>>["lessons"][number]["rows"][number];

/** A multiple-answer question's mistakes per choice: the right ones missed, the wrong ones picked. */
function ChoiceMistakes({ choices }: { choices: NonNullable<Row["choices"]> }) {
  const lists = [
    { kind: "missed", title: STATS_TEXT.missed, rows: choices.missed },
    { kind: "wrong-picked", title: STATS_TEXT.wrongPicked, rows: choices.wrongPicked },
  ].filter((list) => list.rows.length > 0);
  if (lists.length === 0) return <>{STATS_TEXT.noWrong}</>;
  return (
    <>
      {lists.map((list) => (
        <div key={list.kind} data-mistakes={list.kind}>
          <p className="exercise-stats__mistakes">{list.title}</p>
          <ul className="exercise-stats__wrong">
            {list.rows.map((c) => (
              <li key={c.id} data-choice={c.id}>
                <span dangerouslySetInnerHTML={{ __html: c.html }} /> ({STATS_TEXT.times(c.count)})
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export default function ExerciseStatsPage() {
  const { lessons } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow={<Link to={ADMIN_URLS.stats()}>{STATS_TEXT.back}</Link>} title={STATS_TEXT.title}>
        <p className="lead">{STATS_TEXT.intro}</p>
      </PageHeader>
      {lessons.length === 0 ? <p className="text-muted">{STATS_TEXT.none}</p> : null}
      {lessons.map((lesson) => (
        <section className="admin-section" key={lesson.lessonId} aria-labelledby={`stats-${lesson.lessonId}`} data-testid="exercise-stats">
          <div className="admin-section__head">
            <h2 id={`stats-${lesson.lessonId}`}>{lesson.title}</h2>
            <span className="text-small text-muted">{STATS_TEXT.attempts(lesson.attempts)}</span>
          </div>
          {lesson.checksPerAttempt !== null ? (
            <p className="text-small" data-testid="checks-per-attempt">
              {STATS_TEXT.checks(lesson.checksPerAttempt, lesson.checkedAttempts)}
            </p>
          ) : null}
          <p className="text-small">
            <Link to={lesson.editUrl}>{STATS_TEXT.edit}</Link>
          </p>
          <div className="exercise-stats__wrap" tabIndex={0} role="region" aria-labelledby={`stats-caption-${lesson.lessonId}`}>
            <table className="exercise-stats__table">
              <caption className="visually-hidden" id={`stats-caption-${lesson.lessonId}`}>
                {STATS_TEXT.title}: {lesson.title}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{STATS_TEXT.question}</th>
                  <th scope="col">{STATS_TEXT.prompt}</th>
                  <th scope="col">{STATS_TEXT.answered}</th>
                  <th scope="col">{STATS_TEXT.right}</th>
                  <th scope="col">{STATS_TEXT.wrong}</th>
                </tr>
              </thead>
              <tbody>
                {lesson.rows.map((row) => (
                  <tr key={row.id} data-question={row.id}>
                    <th scope="row">{row.number ?? "–"}</th>
                    <td>{row.promptHtml !== null ? <span dangerouslySetInnerHTML={{ __html: row.promptHtml }} /> : STATS_TEXT.removed}</td>
                    <td>{row.attempts.toLocaleString("th-TH")}</td>
                    <td>{row.rightPercent}%</td>
                    <td>
                      {row.choices ? (
                        <ChoiceMistakes choices={row.choices} />
                      ) : row.wrong.length === 0 ? (
                        STATS_TEXT.noWrong
                      ) : (
                        <ul className="exercise-stats__wrong">
                          {row.wrong.map((w) => (
                            <li key={w.answer}>
                              <span dangerouslySetInnerHTML={{ __html: w.answerHtml }} /> ({STATS_TEXT.times(w.count)})
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
