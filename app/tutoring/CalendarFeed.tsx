import type { ReactNode } from "react";
import { CopyField } from "~/ui/CopyField";
import { CALENDAR_STEPS, type FeedTexts } from "./messages";

function Steps({ title, steps, children }: { title: string; steps: readonly string[]; children?: ReactNode }) {
  return (
    <details className="calendar-steps">
      <summary>{title}</summary>
      {children}
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </details>
  );
}

/**
 * A private calendar feed's section (/sessions, the tutor's agenda): the
 * button that makes the link posts to this section (`#calendar`), so the
 * answer opens on it, and the new link's field takes the focus (with
 * JavaScript; without, the next Tab from the section reaches it); a copy button (the `copy` island, or React), then plain
 * steps for Google Calendar, an iPhone (one tap opens the phone's calendar
 * app with the link) and Android. The link is shown this once only.
 */
export function CalendarFeed(props: { texts: FeedTexts; hasFeed: boolean; made: { https: string; webcal: string } | null; fieldId: string }) {
  const { texts: t, made } = props;
  return (
    <section id="calendar" className="section card stack stack--tight" aria-labelledby="feed-title">
      <h2 id="feed-title">{t.title}</h2>
      {t.lead ? <p className="text-muted">{t.lead}</p> : null}
      {made ? (
        <>
          <p role="status">{t.made}</p>
          <CopyField id={props.fieldId} label={t.label} value={made.https} copy={t.copy} copied={t.copied} testId={props.fieldId} focus />
          <h3 className="calendar-steps-title">{CALENDAR_STEPS.title}</h3>
          <Steps title={CALENDAR_STEPS.google.title} steps={CALENDAR_STEPS.google.steps}>
            <p className="text-muted">{CALENDAR_STEPS.google.note}</p>
          </Steps>
          <Steps title={CALENDAR_STEPS.iphone.title} steps={CALENDAR_STEPS.iphone.steps}>
            <p>
              <a className="button button--secondary button--wrap" href={made.webcal}>
                {CALENDAR_STEPS.iphone.open}
              </a>
            </p>
          </Steps>
          <Steps title={CALENDAR_STEPS.android.title} steps={CALENDAR_STEPS.android.steps} />
        </>
      ) : (
        <p>{props.hasFeed ? t.exists : t.none}</p>
      )}
      <form method="post" action="#calendar">
        <input type="hidden" name="intent" value="rotate-feed" />
        <button type="submit" className="button button--secondary">
          {props.hasFeed || made ? t.rotate : t.make}
        </button>
      </form>
    </section>
  );
}
