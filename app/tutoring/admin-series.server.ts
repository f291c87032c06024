/**
 * The tutor's side of weekly series (issue 44): the series page's loader and action
 * (/admin/tutoring/series/<id>: its weeks, and ending it), and the student page's regulars.
 * Ending asks first (the page's form, with the reason the student gets); the post cancels
 * only the weeks still ahead, in one transaction (./series.store.server.ts `endSeries`:
 * seats, day entries and hours freed, one e-mail with the weeks and the reason), marks the
 * series ended, and tells the student on the site.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { chosenNames } from "~/auth/profile.store.server";
import { shownName } from "~/auth/user";
import { requireAdminWrite } from "~/admin-kit/index.server";
import { formValues, type FieldErrors } from "~/kernel/form";
import { readForm } from "~/kernel/form.server";
import { notFound, or503 } from "~/kernel/http.server";
import { idSchema } from "~/kernel/ids";
import { ADMIN_URLS, seriesUrl } from "~/kernel/urls";
import { notify } from "~/services/messaging/index.server";
import { nowDate } from "~/kernel/clock";
import { noticeCookie } from "~/platform/notice.server";
import { cancelSchema, parseWith } from "./admin-inputs";
import { AGENDA_TEXT, sessionWhen, SERIES_ADMIN_TEXT } from "./admin-messages";
import { seriesOfStudent } from "./admin-series.store.server";
import { endSeries, getSeries, weeksOf } from "./series.store.server";
import { bookingLine } from "./agenda-view";
import { WEEKDAYS } from "./hours-form";
import type { TutoringBooking, TutoringSeries, TutoringType, Weekday } from "./model";
import { listTypes } from "./records.store.server";
import { ADMIN_TUTORING } from "./urls";

export type SeriesState = "active" | "ended" | "finished";

export interface SeriesView {
  id: string;
  name: string;
  studentHref: string;
  title: string;
  /** "ทุกวันเสาร์ 10:00 น." */
  every: string;
  state: SeriesState;
  /** The state in a few words (a badge: the reason is its own line). */
  label: string;
  /** Why the series was ended, as the one who ended it wrote it. */
  endReason: string | null;
  /** Weeks booked, and those still ahead and confirmed. */
  count: number;
  left: number;
  /** The next week's time, if one is ahead. */
  next: string | null;
  /** Active with a week still ahead: the tutor may end it. */
  canEnd: boolean;
  weeks: Array<{ id: string; index: number; when: string; href: string; label: string }>;
}

const weekdayName = (d: Weekday) => WEEKDAYS.find((w) => w.day === d)?.label ?? "";

/** "ทุกวันเสาร์ 10:00 น.": a series' weekday and Bangkok time, as the tutor's pages say it. */
export function seriesEvery(series: Pick<TutoringSeries, "weekday" | "clock">): string {
  return SERIES_ADMIN_TEXT.every(weekdayName(series.weekday), series.clock);
}

/** The weeks still ahead and confirmed: what ending the series cancels. */
function weeksAhead(bookings: TutoringBooking[], now: Date): TutoringBooking[] {
  return bookings.filter((b) => b.status === "confirmed" && b.start.getTime() > now.getTime());
}

export function seriesView(series: TutoringSeries, bookings: TutoringBooking[], type: TutoringType | null, name: string, now: Date): SeriesView {
  const ahead = weeksAhead(bookings, now);
  const state: SeriesState = series.status === "ended" ? "ended" : ahead.length > 0 ? "active" : "finished";
  const ended = series.endedBy === "tutor" ? SERIES_ADMIN_TEXT.endedByTutor : SERIES_ADMIN_TEXT.endedByStudent;
  const label = state === "ended" ? ended : state === "active" ? SERIES_ADMIN_TEXT.active : SERIES_ADMIN_TEXT.finished;
  const next = ahead[0];
  return {
    id: series.id,
    name,
    studentHref: ADMIN_URLS.student(series.uid),
    title: type?.title ?? "",
    every: seriesEvery(series),
    state,
    label,
    endReason: state === "ended" ? series.endReason : null,
    count: series.weeks,
    left: state === "ended" ? 0 : ahead.length,
    next: next ? sessionWhen(next.start, next.end) : null,
    canEnd: state === "active",
    weeks: bookings.map((b, i) => ({
      id: b.id,
      index: b.series?.index ?? i + 1,
      when: sessionWhen(b.start, b.end),
      href: ADMIN_TUTORING.session(b.sessionId),
      label: weekLabel(b, now, type),
    })),
  };
}

/** A week's state in a few words (a badge): who cancelled it, not why (the series' reason is on its page). */
function weekLabel(b: TutoringBooking, now: Date, type: TutoringType | null): string {
  if (b.status === "cancelled") return b.cancelledBy === "tutor" ? AGENDA_TEXT.cancelledByTutor : AGENDA_TEXT.cancelledByStudent;
  return bookingLine(b, now, type?.payment ?? null).label;
}

async function typesById(): Promise<Map<string, TutoringType>> {
  return new Map((await listTypes({ publishedOnly: false })).map((t) => [t.id, t]));
}

/** The student page's "นักเรียนประจำ": the student's series, the latest first. */
export async function studentSeries(uid: string, now = nowDate()): Promise<SeriesView[]> {
  const [list, types, names] = await Promise.all([seriesOfStudent(uid), typesById(), chosenNames([uid])]);
  return list.map(({ series, bookings }) => seriesView(series, bookings, types.get(series.typeId) ?? null, names.get(uid) ?? shownName(series), now));
}

async function loadSeries(id: string | undefined, now: Date): Promise<SeriesView> {
  if (!id || !idSchema.safeParse(id).success) notFound();
  const series = await or503(getSeries(id));
  if (!series) notFound();
  const [bookings, types, names] = await or503(Promise.all([weeksOf(series), typesById(), chosenNames([series.uid])]));
  return seriesView(series, bookings, types.get(series.typeId) ?? null, names.get(series.uid) ?? shownName(series), now);
}

export async function seriesLoader(request: Request, id: string | undefined) {
  await requireAdmin(request);
  return { notice: null as string | null, series: await loadSeries(id, nowDate()), values: { reason: "" } as Record<string, string>, errors: {} as FieldErrors };
}

/** POST intent=end with a reason: the weeks still ahead cancelled, the series ended, the student told; 303 back to the series. */
export async function seriesAction(request: Request, context: AppLoadContext, id: string | undefined) {
  await requireAdminWrite(request, context);
  const series = await loadSeries(id, nowDate());
  const form = await readForm(request);
  const values = formValues(form, ["reason"]);
  const refuse = (errors: FieldErrors) => data({ notice: null as string | null, series, values, errors }, { status: 400 });
  if (form.get("intent") !== "end") return refuse({ form: AGENDA_TEXT.badRequest });
  const r = parseWith(cancelSchema, values);
  if (!r.ok) return refuse(r.errors);
  if (series.state === "ended") return refuse({ form: SERIES_ADMIN_TEXT.alreadyEnded });
  if (!series.canEnd) return refuse({ form: SERIES_ADMIN_TEXT.nothingLeft });
  const ended = await or503(endSeries({ seriesId: series.id, reason: r.value.reason }));
  if (!ended.ok) return refuse({ form: ended.reason === "ended" ? SERIES_ADMIN_TEXT.alreadyEnded : SERIES_ADMIN_TEXT.nothingLeft });
  // One notification on the site for the series (the e-mail went with the transaction), leading to its page.
  await notifySeriesEnded(ended.series, series.title);
  return redirect(ADMIN_TUTORING.series(series.id), { status: 303, headers: { "Set-Cookie": noticeCookie(SERIES_ADMIN_TEXT.ended(ended.cancelled)) } });
}

/** The student's notification that the tutor ended their series; one written that fails is logged (the e-mail still goes). */
async function notifySeriesEnded(series: TutoringSeries, title: string): Promise<void> {
  await notify(series.uid, { kind: "booking-cancelled", title: SERIES_ADMIN_TEXT.notice(title, seriesEvery(series)), link: seriesUrl(series.id), key: `tutoring-series:${series.id}:ended` });
}
