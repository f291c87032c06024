/**
 * The tutor side's data access (Firestore, layout in ./model.ts): session
 * types and settings (read and written by the admin pages), the agenda's
 * sessions with their bookings, and the tutor's per-session records
 * (attendance, notes, homework, meeting link). Reads here are the admin's
 * own (unpublished types too); the booking engine (booking.store.server.ts)
 * owns booking, cancelling and rescheduling.
 *
 * Races: attendance is a transaction on the booking (only a confirmed
 * booking of that session); notes, homework and the link are last-write-wins
 * (one tutor writes them; two admins saving at once keep the later one).
 */
import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "~/platform/firestore.store.server";
import {
  DEFAULT_SETTINGS,
  TUTORING_COLLECTIONS as C,
  type Attendance,
  type TutoringBooking,
  type TutoringSession,
  type TutoringSettings,
  type TutoringType,
} from "./model";

const toDate = (v: unknown): Date => (v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : new Date(String(v)));

export function typeFromDoc(id: string, d: DocumentData): TutoringType {
  return {
    id,
    slug: String(d.slug ?? ""),
    title: String(d.title ?? ""),
    description: String(d.description ?? ""),
    durationMinutes: Number(d.durationMinutes ?? 60),
    kind: d.kind === "group" ? "group" : "one",
    seats: Number(d.seats ?? 1),
    courseId: typeof d.courseId === "string" ? d.courseId : null,
    enrolledOnly: d.enrolledOnly === true,
    published: d.published === true,
    meetingUrl: typeof d.meetingUrl === "string" ? d.meetingUrl : null,
    updatedAt: d.updatedAt ? toDate(d.updatedAt) : new Date(0),
  };
}

export function bookingFromDoc(id: string, d: DocumentData): TutoringBooking {
  return {
    id,
    uid: String(d.uid),
    email: String(d.email),
    name: typeof d.name === "string" ? d.name : null,
    typeId: String(d.typeId),
    sessionId: String(d.sessionId),
    start: toDate(d.start),
    end: toDate(d.end),
    status: d.status === "cancelled" ? "cancelled" : "confirmed",
    sequence: Number(d.sequence ?? 0),
    cancelledBy: d.cancelledBy === "student" || d.cancelledBy === "tutor" ? d.cancelledBy : null,
    cancelReason: typeof d.cancelReason === "string" ? d.cancelReason : null,
    attendance: d.attendance === "attended" || d.attendance === "absent" ? d.attendance : null,
    createdAt: d.createdAt ? toDate(d.createdAt) : new Date(0),
    updatedAt: d.updatedAt ? toDate(d.updatedAt) : new Date(0),
  };
}

export function sessionFromDoc(id: string, d: DocumentData): TutoringSession {
  return {
    id,
    typeId: String(d.typeId),
    start: toDate(d.start),
    end: toDate(d.end),
    seats: (d.seats && typeof d.seats === "object" ? d.seats : {}) as Record<string, string>,
    seatsTotal: Number(d.seatsTotal ?? 1),
    cancelled: d.cancelled === true,
    cancelReason: typeof d.cancelReason === "string" ? d.cancelReason : null,
    meetingUrl: typeof d.meetingUrl === "string" ? d.meetingUrl : null,
    notes: String(d.notes ?? ""),
    homework: String(d.homework ?? ""),
  };
}

// ---------------------------------------------------------------- types

export async function readTypes(): Promise<TutoringType[]> {
  const snap = await db().collection(C.types).limit(200).get();
  return snap.docs.map((d) => typeFromDoc(d.id, d.data())).sort((a, b) => a.title.localeCompare(b.title, "th"));
}

export async function readType(id: string): Promise<TutoringType | null> {
  const snap = await db().collection(C.types).doc(id).get();
  return snap.exists ? typeFromDoc(snap.id, snap.data()!) : null;
}

export type TypeInput = Omit<TutoringType, "id" | "updatedAt">;

/** The slug's lock document (`tutoringTypes` slugs are unique): `tutoringConfig/slug-<slug>` → { typeId }. */
const slugRef = (slug: string) => db().collection(C.config).doc(`slug-${Buffer.from(slug, "utf8").toString("base64url")}`);

/** Creates or updates a type; answers "slugTaken" when another type has the slug. One transaction (slug lock + type). */
export async function saveType(id: string | null, input: TypeInput): Promise<{ kind: "ok"; id: string } | { kind: "slugTaken" } | { kind: "notFound" }> {
  return db().runTransaction(async (tx) => {
    const ref = id ? db().collection(C.types).doc(id) : db().collection(C.types).doc();
    const [current, lock] = await Promise.all([id ? tx.get(ref) : Promise.resolve(null), tx.get(slugRef(input.slug))]);
    if (id && !current?.exists) return { kind: "notFound" as const };
    const owner = lock.exists ? String(lock.data()?.typeId) : null;
    if (owner && owner !== ref.id) return { kind: "slugTaken" as const };
    const oldSlug = current?.exists ? String(current.data()?.slug ?? "") : "";
    if (oldSlug && oldSlug !== input.slug) tx.delete(slugRef(oldSlug));
    tx.set(slugRef(input.slug), { typeId: ref.id });
    tx.set(ref, { ...input, updatedAt: FieldValue.serverTimestamp() });
    return { kind: "ok" as const, id: ref.id };
  });
}

// ---------------------------------------------------------------- settings

const settingsRef = () => db().collection(C.config).doc("settings");

export async function readSettings(): Promise<TutoringSettings> {
  const d = (await settingsRef().get()).data();
  if (!d) return DEFAULT_SETTINGS;
  const weekly = { ...DEFAULT_SETTINGS.weekly };
  for (const k of [0, 1, 2, 3, 4, 5, 6] as const) weekly[k] = Array.isArray(d.weekly?.[k]) ? d.weekly[k] : [];
  return { ...DEFAULT_SETTINGS, ...d, weekly, exceptions: Array.isArray(d.exceptions) ? d.exceptions : [] } as TutoringSettings;
}

export async function saveSettings(settings: TutoringSettings): Promise<void> {
  await settingsRef().set({ ...settings, updatedAt: FieldValue.serverTimestamp() });
}

// ---------------------------------------------------------------- agenda

export type AgendaSession = TutoringSession & { bookings: TutoringBooking[] };

/** Sessions (cancelled too) starting in [from, to), by start, each with its bookings. */
export async function readSessionsBetween(from: Date, to: Date): Promise<AgendaSession[]> {
  const snap = await db()
    .collection(C.sessions)
    .where("start", ">=", Timestamp.fromDate(from))
    .where("start", "<", Timestamp.fromDate(to))
    .orderBy("start")
    .limit(500)
    .get();
  const sessions = snap.docs.map((d) => sessionFromDoc(d.id, d.data()));
  if (sessions.length === 0) return [];
  const bookingSnap = await db()
    .collection(C.bookings)
    .where("start", ">=", Timestamp.fromDate(from))
    .where("start", "<", Timestamp.fromDate(to))
    .limit(5_000)
    .get();
  const bySession = new Map<string, TutoringBooking[]>();
  for (const d of bookingSnap.docs) {
    const b = bookingFromDoc(d.id, d.data());
    bySession.set(b.sessionId, [...(bySession.get(b.sessionId) ?? []), b]);
  }
  return sessions.map((s) => ({ ...s, bookings: bySession.get(s.id) ?? [] }));
}

export async function readSession(id: string): Promise<TutoringSession | null> {
  const snap = await db().collection(C.sessions).doc(id).get();
  return snap.exists ? sessionFromDoc(snap.id, snap.data()!) : null;
}

export async function readBooking(id: string): Promise<TutoringBooking | null> {
  const snap = await db().collection(C.bookings).doc(id).get();
  return snap.exists ? bookingFromDoc(snap.id, snap.data()!) : null;
}

/** A student's bookings starting at or after `from` (cancelled too), by start. */
export async function readBookingsOf(uid: string, from: Date): Promise<TutoringBooking[]> {
  const snap = await db().collection(C.bookings).where("uid", "==", uid).limit(1_000).get();
  return snap.docs
    .map((d) => bookingFromDoc(d.id, d.data()))
    .filter((b) => b.start >= from)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Marks a confirmed booking of this session attended or absent (null clears it). */
export async function setAttendance(sessionId: string, bookingId: string, attendance: Attendance): Promise<boolean> {
  const ref = db().collection(C.bookings).doc(bookingId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const d = snap.data();
    if (!d || d.sessionId !== sessionId || d.status !== "confirmed") return false;
    tx.update(ref, { attendance, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/** The tutor's notes, homework and link override (last write wins). */
export async function saveSessionRecord(sessionId: string, record: { notes: string; homework: string; meetingUrl: string | null }): Promise<boolean> {
  const ref = db().collection(C.sessions).doc(sessionId);
  return db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.update(ref, { ...record, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);
