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
 * Reads are counted (app/platform/firestore-reads.server.ts); marking
 * attendance forgets the student's dashboard copy in this process
 * (./next-session.server.ts; other processes within its 30 s).
 */
import { FieldValue } from "firebase-admin/firestore";
import { countedDocs, parseDocs } from "~/content/shared.store.server";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { enqueueHomeworkMails } from "./homework-mail.server";
import { notifyHomework } from "./notices.server";
import { forgetNextSession } from "./next-session.server";
import { bookingSchema } from "./records.store.server";
import { defaultWeeklyMaxWeeks, SERIES_WEEKS, TUTORING_COLLECTIONS as C, type Attendance, type TutoringBooking, type TutoringSettings, type TutoringType } from "./model";
import { tx } from "~/kernel/store.server";
import { newId } from "~/kernel/ids";

// ---------------------------------------------------------------- types

/** `weeklyMaxWeeks` left out (a form without the field): the kind's default (model.ts). */
export type TypeInput = Omit<TutoringType, "id" | "updatedAt" | "weeklyMaxWeeks"> & { weeklyMaxWeeks?: number };

/** The slug's lock document (`tutoringTypes` slugs are unique): `tutoringConfig/slug-<slug>` → { typeId }. */
const slugRef = (slug: string) =>
  db()
    .collection(C.config)
    .doc(`slug-${Buffer.from(slug, "utf8").toString("base64url")}`);

/** Creates or updates a type; answers "slugTaken" when another type has the slug. One transaction (slug lock + type). */
export async function saveType(
  id: string | null,
  input: TypeInput
): Promise<{ kind: "ok"; id: string } | { kind: "slugTaken" } | { kind: "notFound" }> {
  return tx("tutoring type save", async (tx) => {
    const ref = id ? db().collection(C.types).doc(id) : db().collection(C.types).doc(newId());
    const [current, lock] = await Promise.all([id ? tx.get(ref) : Promise.resolve(null), tx.get(slugRef(input.slug))]);
    countReads(id ? 2 : 1);
    if (id && !current?.exists) return { kind: "notFound" as const };
    const owner = lock.exists ? String(lock.data()?.typeId) : null;
    if (owner && owner !== ref.id) return { kind: "slugTaken" as const };
    const oldSlug = current?.exists ? String(current.data()?.slug ?? "") : "";
    if (oldSlug && oldSlug !== input.slug) tx.delete(slugRef(oldSlug));
    tx.set(slugRef(input.slug), { typeId: ref.id });
    const weeklyMaxWeeks = Math.min(SERIES_WEEKS.max, Math.max(0, Math.trunc(input.weeklyMaxWeeks ?? defaultWeeklyMaxWeeks(input.kind))));
    tx.set(ref, { ...input, weeklyMaxWeeks, updatedAt: FieldValue.serverTimestamp() });
    return { kind: "ok" as const, id: ref.id };
  });
}

// ---------------------------------------------------------------- settings

const settingsRef = () => db().collection(C.config).doc("settings");

export async function saveSettings(settings: TutoringSettings): Promise<void> {
  await settingsRef().set({
    ...settings,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

// ---------------------------------------------------------------- agenda

/** A student's bookings starting at or after `from` (cancelled too), by start. */
export async function readBookingsOf(uid: string, from: Date): Promise<TutoringBooking[]> {
  const snap = await db().collection(C.bookings).where("uid", "==", uid).limit(1_000).get();
  return parseDocs(bookingSchema, countedDocs(snap))
    .filter((b) => b.start >= from)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Marks a confirmed booking of this session attended or absent (null clears it). */
export async function setAttendance(sessionId: string, bookingId: string, attendance: Attendance): Promise<boolean> {
  const ref = db().collection(C.bookings).doc(bookingId);
  const uid = await tx("attendance", async (tx) => {
    const snap = await tx.get(ref);
    countReads(1);
    const d = snap.data();
    if (!d || d.sessionId !== sessionId || d.status !== "confirmed") return null;
    tx.update(ref, { attendance, updatedAt: FieldValue.serverTimestamp() });
    return String(d.uid);
  });
  if (uid !== null) forgetNextSession(uid);
  return uid !== null;
}

/**
 * The tutor's notes, homework and link override (last write wins). When the
 * homework's text changes (and is not empty), the session's `homeworkVersion`
 * goes up and each booked student's e-mail is queued in the same transaction
 * (./homework-mail.server.ts); a save that changes nothing of it sends nothing.
 */
export async function saveSessionRecord(
  sessionId: string,
  record: { notes: string; homework: string; meetingUrl: string | null; handinRequired: boolean; homeworkDue: string | null }
): Promise<boolean> {
  const ref = db().collection(C.sessions).doc(sessionId);
  const saved = await tx("session record", async (tx): Promise<{ found: boolean; homework?: Parameters<typeof notifyHomework>[0] }> => {
    const snap = await tx.get(ref);
    countReads(1);
    if (!snap.exists) return { found: false };
    const before = String(snap.get("homework") ?? "").trim();
    const homework = record.homework.trim();
    if (homework === before || homework === "") {
      tx.update(ref, { ...record, updatedAt: FieldValue.serverTimestamp() });
      return { found: true };
    }
    const typeId = String(snap.get("typeId") ?? "");
    const [bookingSnap, typeSnap] = await Promise.all([
      tx.get(db().collection(C.bookings).where("sessionId", "==", sessionId).limit(200)),
      typeId ? tx.get(db().collection(C.types).doc(typeId)) : Promise.resolve(null),
    ]);
    countReads(bookingSnap.size + 1);
    const version = (Number(snap.get("homeworkVersion")) || 0) + 1;
    const bookings = parseDocs(bookingSchema, bookingSnap.docs);
    const title = String(typeSnap?.get("title") ?? "");
    await enqueueHomeworkMails(tx, { sessionId, version, homework: record.homework, title, bookings });
    tx.update(ref, { ...record, homeworkVersion: version, updatedAt: FieldValue.serverTimestamp() });
    return { found: true, homework: { sessionId, version, title, bookings } };
  });
  // Beside the e-mails: each booked student's notification on the site.
  if (saved.homework) await notifyHomework(saved.homework);
  return saved.found;
}

