import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { pageHandle } from "~/platform/page-policy";
import { sessionUrl, sessionsUrl, tutoringUrl } from "~/platform/urls";
import { tutoringLinks } from "~/tutoring/links";
import { T } from "~/tutoring/messages";
import { sessionsAction, sessionsLoader } from "~/tutoring/pages.server";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { contentMeta } from "~/ui/meta";

/** A student's own page: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links = tutoringLinks;

export const meta: MetaFunction = () => contentMeta({ title: T.mySessions, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) => sessionsLoader(request);

/** POST intent=rotate-feed: a new secret calendar-feed token (the old one stops working). */
export const action = ({ request }: ActionFunctionArgs) => sessionsAction(request);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["upcoming"][number];

function SessionRow({ row }: { row: Row }) {
  return (
    <>
      <h3>
        <Link to={sessionUrl(row.id)}>{row.title}</Link>
      </h3>
      <p>
        <time dateTime={row.startIso}>{row.day}</time> · {T.timeRange(row.from, row.to)}
      </p>
      <p className="tutoring-type__meta">
        <span className={row.status === "confirmed" ? "badge badge--success" : "badge badge--muted"}>{T.status[row.status]}</span>
        {row.attendance ? <span className="badge badge--primary">{T.attendance[row.attendance]}</span> : null}
      </p>
    </>
  );
}

export default function Sessions() {
  const { upcoming, past, feed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container container--narrow page tutoring-page">
      <Breadcrumbs items={[{ label: T.crumb, to: tutoringUrl() }, { label: T.mySessions }]} />
      <header className="page-header">
        <h1>{T.mySessions}</h1>
        <p className="lead">{T.sessionsLead}</p>
        <p>
          <Link to={tutoringUrl()} className="button button--primary">
            {T.bookMore}
          </Link>
        </p>
      </header>
      {result?.error ? (
        <p className="alert alert--error" role="alert">
          {result.error}
        </p>
      ) : null}

      <section className="section" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{T.upcoming}</h2>
        {upcoming.length === 0 ? <p className="text-muted">{T.noUpcoming}</p> : null}
        <ul className="session-list">
          {upcoming.map((row) => (
            <li key={row.id} className="card">
              <SessionRow row={row} />
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="past-title">
        <h2 id="past-title">{T.past}</h2>
        {past.length === 0 ? <p className="text-muted">{T.noPast}</p> : null}
        <ul className="session-list">
          {past.map((row) => (
            <li key={row.id} className="card">
              <SessionRow row={row} />
              {row.notes ? (
                <>
                  <h4>{T.notes}</h4>
                  <div className="prose" dangerouslySetInnerHTML={{ __html: row.notes }} />
                </>
              ) : null}
              {row.homework ? (
                <>
                  <h4>{T.homework}</h4>
                  <div className="prose" dangerouslySetInnerHTML={{ __html: row.homework }} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="section card" aria-labelledby="feed-title">
        <h2 id="feed-title">{T.feedTitle}</h2>
        <p className="text-muted">{T.feedLead}</p>
        {feed.https ? (
          <ul className="text-break">
            <li>
              {T.feedHttps}: <code>{feed.https}</code>
            </li>
            {feed.webcal ? (
              <li>
                <a href={feed.webcal}>{T.feedWebcal}</a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p>{T.feedNone}</p>
        )}
        <Form method="post" action={sessionsUrl()}>
          <input type="hidden" name="intent" value="rotate-feed" />
          <button type="submit" className="button button--secondary">
            {feed.https ? T.feedRotate : T.feedMake}
          </button>
        </Form>
      </section>
    </div>
  );
}
