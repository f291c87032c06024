import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { getUser } from "~/auth/session.server";
import { HourPackages } from "~/payments/index";
import { packageOffers } from "~/payments/index.server";
import { or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { formatDuration } from "~/platform/thai";
import { tutoringUrl } from "~/kernel/urls";
import { tutoringLoader } from "~/tutoring/book-page.server";
import { myQueues, tutoringAction } from "~/tutoring/queue.server";
import { MyQueues, QueueJoin, QueueMine, type QueueRowView } from "~/tutoring/QueuePanel";
import { tutoringLinks } from "~/tutoring/links";
import { QUEUE_TEXT, TUTORING_TEXT } from "~/tutoring/messages";
import { NOTE_MAX, pickerHref, TUTORING_QUERY, withoutTime } from "~/tutoring/picker";
import { CONFIRM, PICK_DAY, TimePicker } from "~/tutoring/TimePicker";
import { SeriesClash, WeeksChoice } from "~/tutoring/SeriesParts";
import { SignInToBook } from "~/tutoring/SignInToBook";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer } from "~/ui/FormAnswer";
import { TextArea } from "~/ui/Field";
import { contentMeta } from "~/ui/meta";

/** Open times change with every booking: never cached, not counted. The steps are in the query (book-page.server.ts). */
export const handle = pageHandle({ public: false, views: false, query: TUTORING_QUERY });

export const links = tutoringLinks;

export const meta: MetaFunction = () => contentMeta({ title: TUTORING_TEXT.title, description: TUTORING_TEXT.liveLinkLead });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request);
  // The student's queues are read beside the page's own reads, not before them (a refused booking's page
  // waits for the slower of the two).
  const queues = user ? or503(myQueues(user.uid)) : Promise.resolve([]);
  const offers = () => or503(packageOffers(user?.uid ?? null));
  // The hour packages show under the list of types only: a page with a type in its query (the picker, the
  // confirmation, a refused booking) does not read them, and the list reads them beside the types.
  if (new URL(request.url).searchParams.has("type")) {
    const [page, mine] = await Promise.all([tutoringLoader(request, user, context), queues]);
    return { ...page, queues: mine, packages: page.chosen ? null : await offers() };
  }
  const [page, mine, packages] = await Promise.all([tutoringLoader(request, user, context), queues, offers()]);
  return { ...page, queues: mine, packages };
}

/** POST type=<slug>&start=<ISO with offset>&note=…: book (a visitor is sent to sign in and back here); intent=queue-join / queue-leave: the queue of a full group time. */
export const action = ({ request, context }: ActionFunctionArgs) => tutoringAction(request, context);

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type TypeSummary = Data["types"][number];

function TypeFacts({ type }: { type: Pick<TypeSummary, "kind" | "seats" | "durationMinutes" | "enrolledOnly" | "hoursPaid" | "price"> }) {
  return (
    <p className="tutoring-type__meta">
      <span className="badge badge--primary">{type.kind === "one" ? TUTORING_TEXT.oneToOne : TUTORING_TEXT.group(type.seats)}</span>
      <span className="badge badge--muted">{formatDuration(type.durationMinutes)}</span>
      {type.enrolledOnly ? <span className="badge badge--warning">{TUTORING_TEXT.enrolledOnly}</span> : null}
      {type.hoursPaid ? <span className="badge badge--primary">{TUTORING_TEXT.hoursPaid}</span> : null}
      {type.price ? <span className="badge badge--primary">{type.price}</span> : null}
    </p>
  );
}

export default function Tutoring() {
  const { types, signedIn, chosen, unknownType, cancelWindowHours, here, packages, queues } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container page">
      <FormAnswer refused={result?.error ?? (unknownType ? TUTORING_TEXT.unknownType : null)}>
        {/* A booking refused as full: the time's queue, in the first screen. */}
        {result?.taken && chosen?.kind === "group" ? <QueueJoin slug={chosen.slug} start={result.taken} here={here} signedIn={signedIn} priced={chosen.payHint !== null} /> : null}
      </FormAnswer>
      {result?.series ? (
        <SeriesClash clash={result.series} note={result.typed?.note ?? ""} action={here} otherTime={pickerHref(tutoringUrl(), { type: result.series.type, note: result.typed?.note || undefined }, {}, PICK_DAY)} />
      ) : null}
      <Breadcrumbs items={[{ label: "หน้าหลัก", to: "/" }, chosen ? { label: TUTORING_TEXT.crumb, to: tutoringUrl() } : { label: TUTORING_TEXT.crumb }, ...(chosen ? [{ label: chosen.title }] : [])]} />
      <header className="page-header">
        <h1>{TUTORING_TEXT.title}</h1>
        <p className="lead">{TUTORING_TEXT.lead}</p>
        {!signedIn ? <SignInToBook here={here} /> : null}
      </header>
      {chosen ? <ChosenType chosen={chosen} signedIn={signedIn} cancelWindowHours={cancelWindowHours} here={here} queues={queues} /> : null}
      {/* The student's queues (the chosen time's own is in its step). */}
      <MyQueues rows={queues.filter((q) => !(q.slug === chosen?.slug && q.startMs === Date.parse(chosen.picker.chosen?.start ?? "")))} back="tutoring" action={tutoringUrl()} />
      {!chosen && types.length === 0 ? <p className="empty-state">{TUTORING_TEXT.noTypes}</p> : null}
      <div className="tutoring-types">
        {types.map((type) => (
          // An article, not a section: two types may share a title, and named regions must differ (axe: landmark-unique).
          <article key={type.slug} className="card" aria-labelledby={`type-${type.slug}`}>
            <h2 id={`type-${type.slug}`}>{type.title}</h2>
            <TypeFacts type={type} />
            <div className="prose" dangerouslySetInnerHTML={{ __html: type.description }} />
            {type.openCount === 0 ? (
              <p className="text-muted">{TUTORING_TEXT.noTimes}</p>
            ) : (
              <p>
                <Link to={pickerHref(tutoringUrl(), { type: type.slug }, {}, PICK_DAY)} className="button button--primary">
                  {TUTORING_TEXT.chooseType}
                  <span className="visually-hidden"> {type.title}</span>
                </Link>
              </p>
            )}
          </article>
        ))}
      </div>
      {packages ? <HourPackages packages={packages.offers} hoursLeft={packages.hoursLeft} hoursUntil={packages.hoursUntil} /> : null}
    </div>
  );
}

/** A chosen type: the picker, or (a time chosen, nothing refused) the confirmation whose button books. */
function ChosenType({ chosen, signedIn, cancelWindowHours, here, queues }: { chosen: NonNullable<Data["chosen"]>; signedIn: boolean; cancelWindowHours: number; here: string; queues: QueueRowView[] }) {
  const result = useActionData<typeof action>();
  // A time this post lost is left out even when its winner's booking is not written yet.
  const picker = result?.taken ? withoutTime(chosen.picker, result.taken) : chosen.picker;
  const note = result?.typed?.note ?? chosen.note;
  const base = { type: chosen.slug, note: note || undefined };
  // A refusal of a time still open (a limit, a note too long) shows the confirmation again with what was typed; a time taken meanwhile is the picker.
  // A series whose weeks clash: its answer above has the note's field; here the picker, for another time.
  const time = result?.series ? null : picker.chosen;
  // The student's own queue of this time (their place, or the seat offered to them); a full time offers the queue.
  const queued = time ? queues.find((q) => q.slug === chosen.slug && q.startMs === Date.parse(time.start)) : undefined;
  const full = time?.seatsLeft === 0 && !queued?.offerUrl;
  return (
    <section className="card" aria-labelledby="type-title">
      <h2 id="type-title">{chosen.title}</h2>
      <TypeFacts type={chosen} />
      {time && picker.day ? (
        <div id={CONFIRM} className="tutoring-confirm">
          <h3>{TUTORING_TEXT.confirmTitle}</h3>
          <dl className="session-facts">
            <dt>{TUTORING_TEXT.typeLabel}</dt>
            <dd>{chosen.title}</dd>
            <dt>{TUTORING_TEXT.timeLabel}</dt>
            <dd>
              <time dateTime={time.start}>{picker.day.day}</time> · {TUTORING_TEXT.clock(time.time)}
            </dd>
            <dt>{TUTORING_TEXT.durationLabel}</dt>
            <dd>{formatDuration(chosen.durationMinutes)}</dd>
            <dt>{TUTORING_TEXT.ruleLabel}</dt>
            <dd>{TUTORING_TEXT.cancelHint(cancelWindowHours)}</dd>
            {chosen.price ? (
              <>
                <dt>{TUTORING_TEXT.priceLabel}</dt>
                <dd>
                  {chosen.price}
                  {chosen.payHint ? (
                    <>
                      <br />
                      {chosen.payHint}
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          {queued && !queued.offerUrl ? <QueueMine row={queued} action={here} /> : full ? <QueueJoin slug={chosen.slug} start={time.start} here={here} signedIn={signedIn} priced={chosen.payHint !== null} /> : signedIn ? (
            <Form method="post" action={here} className="tutoring-confirm__form">
              <input type="hidden" name="type" value={chosen.slug} />
              <input type="hidden" name="start" value={time.start} />
              <WeeksChoice maxWeeks={chosen.maxWeeks} />
              <TextArea name="note" label={TUTORING_TEXT.noteLabel} hint={TUTORING_TEXT.noteHint(NOTE_MAX)} rows={3} maxLength={NOTE_MAX} value={note} />
              <button type="submit" className="button button--primary button--large">
                {queued?.offerUrl ? QUEUE_TEXT.confirmPay : TUTORING_TEXT.confirmBook}
              </button>
            </Form>
          ) : (
            <SignInToBook here={here} />
          )}
          <p>
            <Link to={pickerHref(tutoringUrl(), base, { day: picker.day.dayKey }, "pick-time")}>{TUTORING_TEXT.otherTime}</Link>
          </p>
        </div>
      ) : (
        <TimePicker picker={result?.error ? { ...picker, problem: null } : picker} hrefOf={(choice, anchor) => pickerHref(tutoringUrl(), base, choice, anchor)} showSeats={chosen.kind === "group"} />
      )}
      <p>
        <Link to={tutoringUrl()}>{TUTORING_TEXT.otherType}</Link>
      </p>
    </section>
  );
}
