import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { getUser } from "~/auth/session.server";
import { pageHandle } from "~/platform/page-policy";
import { formatDuration } from "~/platform/thai";
import { loginUrl, tutoringUrl } from "~/platform/urls";
import { tutoringLinks } from "~/tutoring/links";
import { T } from "~/tutoring/messages";
import { bookAction, tutoringLoader } from "~/tutoring/pages.server";
import { TimeButton } from "~/tutoring/TimeButton";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { contentMeta } from "~/ui/meta";

/** Open times change with every booking: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links = tutoringLinks;

export const meta: MetaFunction = () => contentMeta({ title: T.title, description: T.liveLinkLead });

export async function loader({ request }: LoaderFunctionArgs) {
  return tutoringLoader(await getUser(request));
}

/** POST type=<slug>&start=<ISO with offset>: book (a visitor is sent to sign in and back here). */
export const action = ({ request }: ActionFunctionArgs) => bookAction(request);

export default function Tutoring() {
  const { types, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "หน้าหลัก", to: "/" }, { label: T.crumb }]} />
      <header className="page-header">
        <h1>{T.title}</h1>
        <p className="lead">{T.lead}</p>
        {!signedIn ? (
          <p>
            <Link to={loginUrl(tutoringUrl())} className="button button--primary">
              {T.signInToBook}
            </Link>
          </p>
        ) : null}
      </header>

      {result?.error ? (
        <div className="alert alert--error" role="alert">
          <p>{result.error}</p>
          {result.next.length > 0 && result.typed ? (
            <>
              <p>{T.nextTimes}</p>
              <ul className="tutoring-times">
                {result.next.map((t) => (
                  <li key={t.start}>
                    <TimeButton typeSlug={result.typed!.type} time={t} withDay />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      {types.length === 0 ? <p className="empty-state">{T.noTypes}</p> : null}
      <div className="tutoring-types">
        {types.map((type) => (
          <section key={type.slug} className="card" aria-labelledby={`type-${type.slug}`}>
            <h2 id={`type-${type.slug}`}>{type.title}</h2>
            <p className="tutoring-type__meta">
              <span className="badge badge--primary">{type.kind === "one" ? T.oneToOne : T.group(type.seats)}</span>
              <span className="badge badge--muted">{formatDuration(type.durationMinutes)}</span>
              {type.enrolledOnly ? <span className="badge badge--warning">{T.enrolledOnly}</span> : null}
            </p>
            <div className="prose" dangerouslySetInnerHTML={{ __html: type.description }} />
            {type.days.length === 0 ? <p className="text-muted">{T.noTimes}</p> : null}
            {type.days.map((day, i) => (
              <details key={day.dayKey} className="tutoring-day" open={i === 0}>
                <summary>
                  {day.day} ({day.times.length})
                </summary>
                <ul className={signedIn ? "tutoring-times" : "tutoring-times tutoring-times--plain"}>
                  {day.times.map((t) => (
                    <li key={t.start}>
                      {signedIn ? (
                        <TimeButton typeSlug={type.slug} time={t} showSeats={type.kind === "group"} />
                      ) : (
                        <time dateTime={t.start}>{t.time} น.</time>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            ))}
            {!signedIn && type.days.length > 0 ? (
              <p>
                <Link to={loginUrl(tutoringUrl())}>{T.signInToBook}</Link>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}

