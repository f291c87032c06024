/**
 * The hours page's loader and action (/admin/tutoring/hours). The action:
 * "add"/"remove" a row answers the page with the rows changed (nothing
 * saved); a save is parsed (Thai errors beside the fields, everything typed
 * kept, 400); a NEW day off holding bookings answers the question page (409,
 * nothing saved) until the tutor chooses: cancel them with a message (each
 * session cancelled by the booking engine, every student e-mailed with it) or
 * keep them. Then the settings are saved and the page says what was done
 * (a notice that survives the redirect).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { shownName } from "~/auth/user";
import { requireAdminWrite } from "~/admin-kit/index.server";
import { readForm } from "~/kernel/form.server";
import { or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { cancelSession } from "./booking.store.server";
import { getSettings, listSessionsBetween, listTypes } from "./records.store.server";
import { saveSettings } from "./admin.store.server";
import { formValues, type FieldErrors } from "~/kernel/form";
import { cancelSchema, HOURS_FIELDS, hoursValues, parseHoursForm, parseWith } from "./admin-inputs";
import { HOURS_PAGE, SERIES_ADMIN_TEXT, sessionWhen } from "./admin-messages";
import { seriesEvery } from "./admin-series.server";
import type { TutoringBooking } from "./model";
import type { OffQuestion } from "./AdminHours";
import { editRows, postedRows } from "./hours-form";
import { addDays, bangkokInstant, clockOf, dayKeyOf, nowDate, weekdayOf } from "~/kernel/clock";
import { ADMIN_TUTORING } from "./urls";

const QUESTION_FIELDS = ["offAsked", "offChoice", "offMessage"] as const;

/** A student on a new day off, as the question names them: a week of a weekly series says so (which series, which week). */
function offName(b: TutoringBooking): string {
  if (!b.series) return shownName(b);
  const every = seriesEvery({ weekday: weekdayOf(dayKeyOf(b.start)), clock: clockOf(b.start) });
  return SERIES_ADMIN_TEXT.offWeek(shownName(b), every, b.series.index, b.series.count);
}

export async function hoursLoader(request: Request) {
  await requireAdmin(request);
  const settings = await or503(getSettings());
  return { values: hoursValues(settings, dayKeyOf(nowDate())), errors: {} as FieldErrors, question: null as OffQuestion | null };
}

/** The sessions still ahead on these Bangkok days that hold at least one confirmed booking. */
async function bookedOn(days: string[], now: Date) {
  const lists = await Promise.all(days.map((d) => listSessionsBetween(bangkokInstant(d, 0), bangkokInstant(addDays(d, 1), 0))));
  return lists.flat().filter((s) => !s.cancelled && s.end.getTime() > now.getTime() && s.bookings.some((b) => b.status === "confirmed"));
}

export async function hoursAction(request: Request, context: AppLoadContext) {
  await requireAdminWrite(request, context);
  const form = await readForm(request);
  const values = { ...postedRows(form), ...formValues(form, [...HOURS_FIELDS, ...QUESTION_FIELDS]) };
  const edited = editRows(values, String(form.get("intent") ?? ""));
  if (edited) return data({ values: edited, errors: {} as FieldErrors, question: null as OffQuestion | null });
  const now = nowDate();
  const parsed = parseHoursForm(values, dayKeyOf(now));
  if (!parsed.ok) return data({ values, errors: parsed.errors, question: null as OffQuestion | null }, { status: 400 });

  const before = await or503(getSettings());
  const wasOff = new Set(before.exceptions.filter((e) => e.kind === "off").map((e) => e.date));
  const newOff = parsed.value.exceptions.filter((e) => e.kind === "off" && !wasOff.has(e.date)).map((e) => e.date);
  const held = newOff.length > 0 ? await or503(bookedOn(newOff, now)) : [];
  let cancelled = 0;
  if (held.length > 0) {
    const errors: FieldErrors = {};
    const choice = values.offChoice;
    const message = parseWith(cancelSchema, { reason: values.offMessage ?? "" });
    if (choice !== "cancel" && choice !== "keep") {
      if (values.offAsked) errors.offChoice = HOURS_PAGE.question.choose;
    } else if (choice === "cancel" && !message.ok) errors.offMessage = values.offMessage?.trim() ? message.errors.reason! : HOURS_PAGE.question.needMessage;
    if (Object.keys(errors).length > 0 || (choice !== "cancel" && choice !== "keep")) {
      const titles = Object.fromEntries((await or503(listTypes({ publishedOnly: false }))).map((t) => [t.id, t.title]));
      const question: OffQuestion = {
        sessions: held.map((s) => ({
          id: s.id,
          when: sessionWhen(s.start, s.end),
          title: titles[s.typeId] ?? "",
          students: s.bookings.filter((b) => b.status === "confirmed").map(offName),
        })),
      };
      return data({ values, errors, question }, { status: 409 });
    }
    // Saved first: no new booking lands on the day while its sessions are cancelled.
    await or503(saveSettings(parsed.value));
    if (choice === "cancel" && message.ok) {
      for (const s of held) await or503(cancelSession({ sessionId: s.id, reason: message.value.reason }));
      cancelled = held.length;
    }
  } else await or503(saveSettings(parsed.value));
  const headers = new Headers();
  headers.append("Set-Cookie", noticeCookie(cancelled > 0 ? HOURS_PAGE.savedCancelled(cancelled) : held.length > 0 ? HOURS_PAGE.savedKept : HOURS_PAGE.saved));
  return redirect(ADMIN_TUTORING.hours, { status: 303, headers });
}
