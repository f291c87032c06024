/**
 * The tutor's admin pages (routes admin.tutoring*): every loader and action
 * calls requireAdmin first, every write requireAdminWrite (the admin write
 * rate limit). Bad input answers 400 with Thai errors beside the fields and
 * the typed values; a good write redirects (303) with a notice.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { chosenNames } from "~/auth/profile.store.server";
import { renderPreview, requireAdminWrite } from "~/admin-kit/index.server";
import { courses } from "~/content/course.store.server";
import { bahtNumber } from "~/payments/index";
import { formValues, type FieldErrors } from "~/kernel/form";
import { notFound, or503 } from "~/kernel/http.server";
import { cancelSession } from "./booking.store.server";
import { getSession, getType, listSessionsBetween, listTypes } from "./records.store.server";
import { saveSessionRecord, saveType, setAttendance } from "./admin.store.server";
import { promoteType } from "./queue.server";
import { idSchema } from "~/kernel/ids";
import {
  attendanceSchema,
  cancelSchema,
  parseTypeForm,
  parseWith,
  recordSchema,
  TYPE_FIELDS,
} from "./admin-inputs";
import { hasFeed, rotateFeed } from "./feed.server";
import { sessionCard, splitCancelled } from "./agenda-view";
import { AGENDA_TEXT } from "./admin-messages";
import { siteOrigin } from "./ics.server";
import { defaultWeeklyMaxWeeks, type TutoringBooking, type TutoringSession, type TutoringType } from "./model";
import { ADMIN_TUTORING } from "./urls";
import { readForm } from "~/kernel/form.server";
import { DAY_MS, nowDate, startOfDay } from "~/kernel/clock";

/** The agenda: the past 14 days and the next 14. */
const AGENDA_DAYS = 14;


const NOTICES: Record<string, string> = {
  saved: "บันทึกแล้ว",
  cancelled: "ยกเลิกคาบเรียนและแจ้งนักเรียนแล้ว",
};
const noticeOf = (request: Request) => NOTICES[new URL(request.url).searchParams.get("notice") ?? ""] ?? null;
const withNotice = (path: string, notice: keyof typeof NOTICES) => redirect(`${path}?notice=${notice}`, 303);

function badForm(values: Record<string, string>, errors: FieldErrors, extra: Record<string, unknown> = {}) {
  return data(
    {
      values,
      errors,
      preview: null as null | Record<string, string>,
      ...extra,
    },
    { status: 400 }
  );
}

// ---------------------------------------------------------------- agenda

export async function agendaLoader(request: Request) {
  const user = await requireAdmin(request);
  const today = startOfDay(nowDate());
  const [sessions, types, feed] = await or503(
    Promise.all([
      listSessionsBetween(new Date(today.getTime() - AGENDA_DAYS * DAY_MS), new Date(today.getTime() + (AGENDA_DAYS + 1) * DAY_MS)),
      listTypes({ publishedOnly: false }),
      hasFeed(user.uid, "tutor"),
    ])
  );
  const typeById = new Map(types.map((t) => [t.id, t]));
  const names = await or503(chosenNames(sessions.flatMap((s) => [...s.bookings.map((b) => b.uid), ...Object.values(s.left ?? {}).map((p) => p.uid)])));
  const now = nowDate();
  const { live: rows, cancelled } = splitCancelled(
    sessions.map((s) => {
      const type = typeById.get(s.typeId);
      return sessionCard(named(s, s.bookings, names), type?.title ?? "", now, type?.payment ?? null);
    })
  );
  return {
    notice: noticeOf(request),
    /** Today's classes, ended or not, first (the tutor's morning). */
    today: rows.filter((r) => r.today),
    upcoming: rows.filter((r) => !r.today && Date.parse(r.end) > now.getTime()),
    past: rows.filter((r) => !r.today && Date.parse(r.end) <= now.getTime()).reverse(),
    /** The cancelled, in their own quiet list (who cancelled, why), the latest class first. */
    cancelled,
    /** Whether the tutor has a feed (its link was shown once, when it was made). */
    hasFeed: feed,
  };
}

export async function agendaAction(request: Request, context: AppLoadContext) {
  const actor = await requireAdminWrite(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "rotate-feed") throw new Response(AGENDA_TEXT.badRequest, { status: 400 });
  // The answer is the only place the new link ever appears: not a redirect.
  return { feed: await or503(rotateFeed(actor.uid, "tutor", siteOrigin())) };
}

// ---------------------------------------------------------------- one session

/** A session with its students named as they chose to be named today (their profile), else as when they booked. */
function named(session: TutoringSession, bookings: TutoringBooking[], names: ReadonlyMap<string, string>) {
  const left = Object.fromEntries(Object.entries(session.left ?? {}).map(([id, p]) => [id, { ...p, name: names.get(p.uid) ?? p.name }]));
  return { ...session, left, bookings: bookings.map((b) => ({ ...b, name: names.get(b.uid) ?? b.name })) };
}

async function loadSession(id: string | undefined) {
  if (!id || !idSchema.safeParse(id).success) notFound();
  const session = await or503(getSession(id));
  if (!session) notFound();
  const from = new Date(session.start.getTime() - 1);
  const [withBookings] = await or503(listSessionsBetween(from, new Date(session.start.getTime() + 1)).then((l) => l.filter((s) => s.id === id)));
  const bookings = withBookings?.bookings ?? [];
  const [type, names] = await or503(Promise.all([getType(session.typeId), chosenNames([...bookings.map((b) => b.uid), ...Object.values(session.left ?? {}).map((p) => p.uid)])]));
  return { session, bookings, type, names };
}

function sessionView(s: Awaited<ReturnType<typeof loadSession>>, now = nowDate()) {
  return sessionCard(named(s.session, s.bookings, s.names), s.type?.title ?? "", now, s.type?.payment ?? null);
}

const RECORD_FIELDS = ["notes", "homework", "meetingUrl", "handinRequired", "homeworkDue"] as const;

export async function sessionLoader(request: Request, id: string | undefined) {
  await requireAdmin(request);
  const s = await loadSession(id);
  return {
    notice: noticeOf(request),
    session: sessionView(s),
    values: {
      notes: s.session.notes,
      homework: s.session.homework,
      meetingUrl: s.session.meetingUrl ?? "",
      handinRequired: s.session.handinRequired ? "on" : "",
      homeworkDue: s.session.homeworkDue ?? "",
      reason: "",
    } as Record<string, string>,
    errors: {} as FieldErrors,
    preview: null as null | Record<string, string>,
  };
}

export async function sessionAction(request: Request, context: AppLoadContext, id: string | undefined) {
  await requireAdminWrite(request, context);
  const s = await loadSession(id);
  const form = await readForm(request);
  const intent = form.get("intent");
  const values = { ...formValues(form, [...RECORD_FIELDS, "reason"]) };
  const page = { session: sessionView(s), notice: null };
  if (intent === "preview") {
    const preview = {
      notes: renderPreview(values.notes ?? "").html,
      homework: renderPreview(values.homework ?? "").html,
    };
    return data({ ...page, values, errors: {} as FieldErrors, preview });
  }
  if (intent === "record") {
    const r = parseWith(recordSchema, values);
    if (!r.ok) return badForm(values, r.errors, page);
    await or503(saveSessionRecord(s.session.id, r.value));
    return withNotice(ADMIN_TUTORING.session(s.session.id), "saved");
  }
  if (intent === "attendance") {
    const r = parseWith(attendanceSchema, formValues(form, ["bookingId", "attendance"]));
    if (!r.ok) return badForm(values, { form: "ข้อมูลการเข้าเรียนไม่ถูกต้อง" }, page);
    if (!page.session.canMark) return badForm(values, { form: AGENDA_TEXT.tooEarly }, page);
    const ok = await or503(setAttendance(s.session.id, r.value.bookingId, r.value.attendance === "none" ? null : r.value.attendance));
    if (!ok) return badForm(values, { form: "ไม่พบการจองนี้ในคาบเรียน" }, page);
    return withNotice(ADMIN_TUTORING.session(s.session.id), "saved");
  }
  if (intent === "cancel") {
    const r = parseWith(cancelSchema, values);
    if (!r.ok) return badForm(values, r.errors, page);
    if (s.session.cancelled) return badForm(values, { reason: "คาบเรียนนี้ถูกยกเลิกไปแล้ว" }, page);
    await or503(cancelSession({ sessionId: s.session.id, reason: r.value.reason }));
    return withNotice(ADMIN_TUTORING.session(s.session.id), "cancelled");
  }
  return badForm(values, { form: AGENDA_TEXT.badRequest }, page);
}

// ---------------------------------------------------------------- types

export async function typesLoader(request: Request) {
  await requireAdmin(request);
  const types = await or503(listTypes({ publishedOnly: false }));
  return { notice: noticeOf(request), types };
}

async function courseOptions() {
  const list = await courses.list();
  return list.map((c) => ({ value: c.id, label: c.title }));
}

function typeValues(t: TutoringType | null): Record<string, string> {
  if (!t)
    return {
      title: "",
      slug: "",
      description: "",
      durationMinutes: "60",
      kind: "one",
      seats: "1",
      courseId: "",
      enrolledOnly: "",
      payment: "free",
      price: "",
      published: "",
      meetingUrl: "",
      weeklyMaxWeeks: String(defaultWeeklyMaxWeeks("one")),
    };
  return {
    title: t.title,
    slug: t.slug,
    description: t.description,
    durationMinutes: String(t.durationMinutes),
    kind: t.kind,
    seats: String(t.seats),
    courseId: t.courseId ?? "",
    enrolledOnly: t.enrolledOnly ? "on" : "",
    payment: t.payment,
    price: t.priceSatang ? bahtNumber(t.priceSatang) : "",
    published: t.published ? "on" : "",
    meetingUrl: t.meetingUrl ?? "",
    weeklyMaxWeeks: String(t.weeklyMaxWeeks),
  };
}

async function loadType(id: string | undefined): Promise<TutoringType> {
  if (!id || !idSchema.safeParse(id).success) notFound();
  const t = await or503(getType(id));
  if (!t) notFound();
  return t;
}

export async function typeLoader(request: Request, id: string | null) {
  await requireAdmin(request);
  const type = id === null ? null : await loadType(id);
  return {
    notice: noticeOf(request),
    id: type?.id ?? null,
    values: typeValues(type),
    errors: {} as FieldErrors,
    preview: null as null | Record<string, string>,
    courses: await or503(courseOptions()),
  };
}

export async function typeAction(request: Request, context: AppLoadContext, id: string | null) {
  await requireAdminWrite(request, context);
  if (id !== null) await loadType(id);
  const form = await readForm(request);
  const values = formValues(form, TYPE_FIELDS);
  const options = await or503(courseOptions());
  const page = { id, courses: options, notice: null };
  if (form.get("intent") === "preview") {
    return data({
      ...page,
      values,
      errors: {} as FieldErrors,
      preview: { description: renderPreview(values.description ?? "").html },
    });
  }
  const r = parseTypeForm(
    values,
    options.map((o) => o.value)
  );
  if (!r.ok) return badForm(values, r.errors, page);
  const saved = await or503(saveType(id, r.value));
  if (saved.kind === "notFound") notFound();
  if (saved.kind === "slugTaken") return badForm(values, { slug: "มีประเภทคาบเรียนอื่นใช้ slug นี้แล้ว" }, page);
  // More seats: the type's full times hand them to their queues (./queue.server.ts).
  await promoteType(saved.id);
  return withNotice(ADMIN_TUTORING.type(saved.id), "saved");
}
