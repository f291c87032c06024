/**
 * Students for the admin: accounts of Firebase Auth that are not admin
 * addresses (as /admin/stats counts them), each with their enrolments
 * (learning's enrolment.store.server.ts: progress and the exercise summary per lesson). Every
 * read is bounded. Each is named as everywhere (auth's `shownNames`: their
 * profile's display name, else the IdP's, else the e-mail's local part).
 * Firestore and Auth only: no UI copy.
 */
import type { UserRecord } from "firebase-admin/auth";
import { getEnv } from "~/platform/env.server";
import { adminAuth } from "~/platform/firebase-admin.server";
import { shownNames } from "~/auth/profile.store.server";
import { listCourseEnrolments, listEnrolments, type Enrolment } from "../learning/index.server";

/** At most this many accounts are read for the student list. */
export const STUDENT_READ_LIMIT = 5000;
/** At most this many enrolments of one course go into its CSV. */
const ROSTER_LIMIT = 5000;

export interface Student {
  uid: string;
  email: string;
  /** How the student is named (never empty). */
  name: string;
  createdAt: Date | null;
  /** The last sign-in or token refresh Auth knows of. */
  lastSeenAt: Date | null;
}

function dateOf(text: string | null | undefined): Date | null {
  const ms = text ? Date.parse(text) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms) : null;
}

function latest(...dates: (Date | null | undefined)[]): Date | null {
  return dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);
}

function adminSet(): Set<string> {
  return new Set(getEnv().ADMIN_EMAILS.map((e) => e.trim().toLowerCase()));
}

/** The accounts as students, each named by one batched read of their profiles. */
async function toStudents(users: readonly UserRecord[]): Promise<Student[]> {
  const names = await shownNames(users.map((u) => ({ uid: u.uid, name: u.displayName ?? null, email: u.email ?? "" })));
  return users.map((u) => toStudent(u, names.get(u.uid) ?? ""));
}

function toStudent(user: UserRecord, name: string): Student {
  return {
    uid: user.uid,
    email: user.email ?? "",
    name,
    createdAt: dateOf(user.metadata.creationTime),
    lastSeenAt: latest(dateOf(user.metadata.lastSignInTime), dateOf(user.metadata.lastRefreshTime)),
  };
}

/** Every student (up to the read limit), newest account first. */
export async function listStudents(): Promise<{ students: Student[]; truncated: boolean }> {
  const admins = adminSet();
  const accounts: UserRecord[] = [];
  let pageToken: string | undefined;
  let read = 0;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    read += page.users.length;
    for (const user of page.users) if (user.email && !admins.has(user.email.toLowerCase())) accounts.push(user);
    pageToken = page.pageToken;
  } while (pageToken && read < STUDENT_READ_LIMIT);
  const students = await toStudents(accounts);
  students.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  return { students, truncated: Boolean(pageToken) };
}

/** One student's account, or null (unknown uid, or an admin's). */
export async function getStudent(uid: string): Promise<Student | null> {
  try {
    const user = await adminAuth().getUser(uid);
    if (user.email && adminSet().has(user.email.toLowerCase())) return null;
    return (await toStudents([user]))[0]!;
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return null;
    throw error;
  }
}

/** The student's enrolments (one query) and their last activity: a mark, an exercise, the enrolment, a sign-in. */
export async function studentRecord(student: Student): Promise<{ enrolments: Enrolment[]; lastActivity: Date | null }> {
  const enrolments = await listEnrolments(student.uid);
  const lastActivity = latest(student.lastSeenAt, ...enrolments.flatMap((e) => [e.updatedAt, e.enrolledAt]));
  return { enrolments, lastActivity };
}

/** A course's enrolments (bounded) with each student's account (missing accounts: null). */
export async function courseRoster(courseId: string): Promise<{ enrolment: Enrolment; student: Student | null }[]> {
  const enrolments = await listCourseEnrolments(courseId, ROSTER_LIMIT);
  const byUid = new Map<string, Student>();
  for (let i = 0; i < enrolments.length; i += 100) {
    const { users } = await adminAuth().getUsers(enrolments.slice(i, i + 100).map((e) => ({ uid: e.uid })));
    for (const student of await toStudents(users)) byUid.set(student.uid, student);
  }
  return enrolments
    .map((enrolment) => ({ enrolment, student: byUid.get(enrolment.uid) ?? null }))
    .sort((a, b) => a.enrolment.enrolledAt.getTime() - b.enrolment.enrolledAt.getTime());
}
