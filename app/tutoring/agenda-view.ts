/**
 * What the tutor's agenda and session page say about a session and each of
 * its students, from the stored session and its bookings (browser-safe, pure):
 * free, booked, running, finished, cancelled; a student booked, attended,
 * absent, not yet marked, cancelled (by whom, why) or moved to another time.
 * A booking's `note` and `cancelReason` are read as optional strings.
 */
import { shownName } from "~/auth/user";
import { AGENDA_TEXT, SERIES_ADMIN_TEXT } from "./admin-messages";
import type { TutoringBooking, TutoringSession, TypePayment } from "./model";
import { dayKeyOf } from "~/kernel/clock";

export type StudentState = "booked" | "attended" | "absent" | "unmarked" | "cancelled" | "moved";
/** How a seated student's class is paid: a held booking waiting for its slip, paid, free, or from their hours. */
export type PayState = "held" | "paid" | "free" | "hours";
export type SessionState = "free" | "booked" | "running" | "finished" | "cancelled";

export interface StudentLine {
  /** The booking id (a moved booking's too: its page is still the student's). */
  id: string;
  name: string;
  email: string;
  state: StudentState;
  /** What the state reads as ("ยกเลิกโดยนักเรียน: ติดสอบ"). */
  label: string;
  /** What the student wants to study (the booking's note), if any. */
  note: string | null;
  /** How the class is paid (a seated student's; null once cancelled or moved, or the type unknown). */
  pay: { state: PayState; label: string } | null;
  /** A week of a weekly series: its id (the tutor's series page) and "ประจำ · ครั้งที่ 3/8"; null for a single booking. */
  series: { id: string; label: string } | null;
}

export interface SessionCard {
  id: string;
  start: string;
  end: string;
  title: string;
  state: SessionState;
  label: string;
  /** Attendance may be marked: from the session's start, on a session not cancelled. */
  canMark: boolean;
  /** The session is on today's Bangkok day. */
  today: boolean;
  students: StudentLine[];
}

/** A cancelled booking (or a session the tutor cancelled with nobody in it): one quiet line of the agenda. */
export interface CancelledLine {
  /** The booking's id (the session's for a session without students). */
  id: string;
  sessionId: string;
  start: string;
  end: string;
  title: string;
  /** The student's name; null for a session cancelled with nobody in it. */
  name: string | null;
  /** Who cancelled, and why ("ยกเลิกโดยนักเรียน: ติดสอบ"). */
  label: string;
}

/**
 * The agenda's cards without what was cancelled, and the cancelled in their own quiet list, as the
 * student's sessions page has them (issue 42: cancelled classes stayed full cards): a session the
 * tutor cancelled, or one whose every student cancelled, leaves the cards; a card keeps its other
 * students. Each cancelled student is a line, with who cancelled and why, the latest class first.
 */
export function splitCancelled(cards: readonly SessionCard[]): { live: SessionCard[]; cancelled: CancelledLine[] } {
  const live: SessionCard[] = [];
  const cancelled: CancelledLine[] = [];
  for (const card of cards) {
    const gone = card.students.filter((s) => s.state === "cancelled");
    const staying = card.students.filter((s) => s.state !== "cancelled");
    const line = { sessionId: card.id, start: card.start, end: card.end, title: card.title };
    for (const s of gone) cancelled.push({ ...line, id: s.id, name: s.name, label: s.label });
    if (card.state === "cancelled" && gone.length === 0) cancelled.push({ ...line, id: card.id, name: null, label: card.label });
    if (card.state === "cancelled" || (gone.length > 0 && staying.length === 0)) continue;
    live.push({ ...card, students: staying });
  }
  cancelled.sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return { live, cancelled };
}

/** An optional string field of a stored booking (absent in older documents). */
function optionalText(b: object, key: "note" | "cancelReason"): string | null {
  const v = (b as Record<string, unknown>)[key];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : null;
}

/** How a booking is paid: its own payment (a priced type's hold), else its type's way (free or hours). */
function payOf(b: TutoringBooking, typePayment: TypePayment | null): StudentLine["pay"] {
  const state: PayState | null = b.payment ? b.payment.status : typePayment === "free" || typePayment === "hours" ? typePayment : null;
  return state ? { state, label: AGENDA_TEXT.pay[state] } : null;
}

/** A week of a series as the agenda labels it (an older booking has no `series`). */
function seriesLine(b: TutoringBooking): StudentLine["series"] {
  return b.series ? { id: b.series.id, label: SERIES_ADMIN_TEXT.week(b.series.index, b.series.count) } : null;
}

function studentLine(b: TutoringBooking, started: boolean, typePayment: TypePayment | null): StudentLine {
  const base = { id: b.id, name: shownName(b), email: b.email, note: optionalText(b, "note"), pay: null, series: seriesLine(b) };
  if (b.status === "cancelled") {
    const reason = optionalText(b, "cancelReason");
    const who = b.cancelledBy === "tutor" ? AGENDA_TEXT.cancelledByTutor : AGENDA_TEXT.cancelledByStudent;
    return { ...base, state: "cancelled", label: reason ? `${who}: ${reason}` : who };
  }
  const seated = { ...base, pay: payOf(b, typePayment) };
  if (b.attendance) return { ...seated, state: b.attendance, label: AGENDA_TEXT.student[b.attendance] };
  return started ? { ...seated, state: "unmarked", label: AGENDA_TEXT.student.unmarked } : { ...seated, state: "booked", label: AGENDA_TEXT.student.booked };
}

/** One booking as the tutor's student page lists it: its state (by `now`) and how it is paid. */
export function bookingLine(b: TutoringBooking, now: Date, typePayment: TypePayment | null): StudentLine {
  return studentLine(b, now.getTime() >= b.start.getTime(), typePayment);
}

/** The students who left this session for another time (their booking moved on; the session kept who they were). */
function movedLines(session: TutoringSession, bookings: TutoringBooking[]): StudentLine[] {
  const here = new Set(bookings.map((b) => b.id));
  return Object.entries(session.left ?? {})
    .filter(([id]) => !here.has(id))
    .map(([id, p]) => ({ id, name: shownName(p), email: p.email, note: null, pay: null, series: null, state: "moved" as const, label: AGENDA_TEXT.student.moved }));
}

/** The card of a session of a type titled `title` (paid by `typePayment`, null when the type is gone). */
export function sessionCard(session: TutoringSession & { bookings: TutoringBooking[] }, title: string, now: Date, typePayment: TypePayment | null = null): SessionCard {
  const started = now.getTime() >= session.start.getTime();
  const ended = now.getTime() >= session.end.getTime();
  const students = [...session.bookings.map((b) => studentLine(b, started, typePayment)), ...movedLines(session, session.bookings)];
  const seated = session.bookings.filter((b) => b.status === "confirmed").length;
  let state: SessionState;
  let label: string;
  if (session.cancelled) {
    state = "cancelled";
    label = session.cancelReason ? `${AGENDA_TEXT.session.cancelled}: ${session.cancelReason}` : AGENDA_TEXT.session.cancelled;
  } else if (seated === 0) {
    state = "free";
    label = ended ? AGENDA_TEXT.session.empty : AGENDA_TEXT.session.free;
  } else {
    state = ended ? "finished" : started ? "running" : "booked";
    label = state === "booked" && session.seatsTotal > 1 ? AGENDA_TEXT.session.seats(seated, session.seatsTotal) : AGENDA_TEXT.session[state];
  }
  return {
    id: session.id,
    start: session.start.toISOString(),
    end: session.end.toISOString(),
    title,
    state,
    label,
    canMark: started && !session.cancelled,
    today: dayKeyOf(session.start) === dayKeyOf(now),
    students,
  };
}
