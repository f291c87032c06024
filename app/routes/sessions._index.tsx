import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { pageHandle } from "~/platform/page-policy";
import { sessionUrl, tutoringUrl } from "~/kernel/urls";
import { CalendarFeed } from "~/tutoring/CalendarFeed";
import { tutoringLinks } from "~/tutoring/links";
import { TUTORING_TEXT, type FeedTexts } from "~/tutoring/messages";
import { sessionsAction, sessionsLoader } from "~/tutoring/pages.server";
import { myQueues } from "~/tutoring/queue.server";
import { MyQueues } from "~/tutoring/QueuePanel";
import { getUser } from "~/auth/session.server";
import { or503 } from "~/kernel/http.server";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer } from "~/ui/FormAnswer";
import { contentMeta } from "~/ui/meta";

/** A student's own page: never cached, not counted; the copy island copies a new feed link. */
export const handle = pageHandle({ public: false, views: false, islands: ["copy"] });

export const links = tutoringLinks;

export const meta: MetaFunction = () => contentMeta({ title: TUTORING_TEXT.mySessions, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await sessionsLoader(request);
  const user = await getUser(request);
  // The full group times the student waits for (their place in line, or a seat offered): tutoring's queue.
  return { ...page, queues: user ? await or503(myQueues(user.uid)) : [] };
}

/** POST intent=rotate-feed: a new secret calendar-feed token (the old one stops working), its link in the answer, shown once. */
export const action = ({ request }: ActionFunctionArgs) => sessionsAction(request);

/** The student's feed section's texts. */
const FEED: FeedTexts = {
  title: TUTORING_TEXT.feedTitle,
  lead: TUTORING_TEXT.feedLead,
  made: TUTORING_TEXT.feedMade,
  exists: TUTORING_TEXT.feedExists,
  none: TUTORING_TEXT.feedNone,
  make: TUTORING_TEXT.feedMake,
  rotate: TUTORING_TEXT.feedRotate,
  label: TUTORING_TEXT.feedLabel,
  copy: TUTORING_TEXT.feedCopy,
  copied: TUTORING_TEXT.feedCopied,
};

type Row = ReturnType<typeof useLoaderData<typeof loader>>["upcoming"][number];

function SessionRow({ row }: { row: Row | PastRow }) {
  // A weekly series: one line that opens its page, with the next week under it.
  const series = "series" in row ? row.series : null;
  return (
    <>
      <h3>
        <Link to={series ? series.url : sessionUrl(row.id)}>{row.title}</Link>
      </h3>
      {series ? <p className="session-series">{series.line}</p> : null}
      <p>
        <time dateTime={row.startIso}>{row.day}</time> · {TUTORING_TEXT.timeRange(row.from, row.to)}
      </p>
      <p className="tutoring-type__meta">
        {row.payment?.held ? null : <span className={row.status === "confirmed" ? "badge badge--success" : "badge badge--muted"}>{TUTORING_TEXT.status[row.status]}</span>}
        {row.payment ? <span className={row.payment.held ? "badge badge--warning" : "badge badge--primary"}>{row.payment.text}</span> : null}
        {row.attendance ? <span className="badge badge--primary">{TUTORING_TEXT.attendance[row.attendance]}</span> : null}
      </p>
      {row.payment?.pay ? (
        <p>
          <Link to={row.payment.pay.url} className="button button--primary">
            {row.payment.pay.label}
          </Link>
        </p>
      ) : null}
    </>
  );
}

type PastRow = ReturnType<typeof useLoaderData<typeof loader>>["past"][number];

/** A session's notes or homework (the tutor's Markdown, rendered on the server), after the session. */
function Record({ title, html }: { title: string; html: string | null }) {
  return html ? (
    <>
      <h4>{title}</h4>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  ) : null;
}

/** The upcoming or the past sessions: a card each, with the notes and homework of past ones. */
function SessionSection({ id, title, empty, rows }: { id: string; title: string; empty: string; rows: Array<Row | PastRow> }) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? <p className="text-muted">{empty}</p> : null}
      <ul className="session-list">
        {rows.map((row) => (
          <li key={row.id} className="card">
            <SessionRow row={row} />
            {"notes" in row ? <Record title={TUTORING_TEXT.notes} html={row.notes} /> : null}
            {"homework" in row ? <Record title={TUTORING_TEXT.homework} html={row.homework} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cancelled classes: one quiet line each, with who cancelled it (nothing when there is none). */
function CancelledList({ rows }: { rows: ReturnType<typeof useLoaderData<typeof loader>>["cancelled"] }) {
  if (rows.length === 0) return null;
  return (
    <section className="section" aria-labelledby="cancelled-title">
      <h2 id="cancelled-title">{TUTORING_TEXT.cancelledList}</h2>
      <ul className="session-list--quiet text-muted">
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={sessionUrl(row.id)}>{row.title}</Link> · <time dateTime={row.startIso}>{row.day}</time> · {row.from}
            {row.cancelledBy ? ` · ${TUTORING_TEXT.cancelledWho[row.cancelledBy]}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Sessions() {
  const { upcoming, past, cancelled, hasFeed, queues } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container container--narrow page tutoring-page">
      <FormAnswer refused={result && "error" in result ? result.error : undefined} />
      <Breadcrumbs items={[{ label: TUTORING_TEXT.crumb, to: tutoringUrl() }, { label: TUTORING_TEXT.mySessions }]} />
      <header className="page-header">
        <h1>{TUTORING_TEXT.mySessions}</h1>
        <p className="lead">{TUTORING_TEXT.sessionsLead}</p>
        <p>
          <Link to={tutoringUrl()} className="button button--primary">
            {TUTORING_TEXT.bookMore}
          </Link>
        </p>
      </header>

      <MyQueues rows={queues} back="sessions" action={tutoringUrl()} />

      <SessionSection id="upcoming-title" title={TUTORING_TEXT.upcoming} empty={TUTORING_TEXT.noUpcoming} rows={upcoming} />

      <SessionSection id="past-title" title={TUTORING_TEXT.past} empty={TUTORING_TEXT.noPast} rows={past} />

      <CancelledList rows={cancelled} />

      <CalendarFeed texts={FEED} hasFeed={hasFeed} made={result && "feed" in result ? result.feed : null} fieldId="feed-url" />
    </div>
  );
}
