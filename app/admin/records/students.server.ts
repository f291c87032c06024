/**
 * The student pages' HTTP side: /admin/students (search, 25 a page),
 * /admin/students/:uid (courses, progress, last activity, exercise scores, the
 * latest attempts with the questions checked one by one before each; mock exam
 * results over time (exams' `studentMockResults`); hours left,
 * orders, receipts and bookings) and
 * /admin/courses/:id/students.csv. Guard first in every loader; reads bounded
 * (students.server.ts); progress counts a course's published lessons, as the
 * student's own pages do.
 */
import { uidSchema } from "~/kernel/ids";
import { notFound } from "~/kernel/http.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { formatDateTime } from "~/kernel/clock";
import { courseProgress } from "~/learning/index.server";
import { listAttemptsForStudent } from "~/exercises/index.server";
import { getCourseById, listAllCourses } from "~/content/course.store.server";
import { listAllLessons, listLessonsOfCourse } from "~/content/lesson.store.server";
import { courseRoster, getStudent, listStudents, studentRecord, STUDENT_READ_LIMIT } from "~/admin/students.server";
import { loadOr404 } from "~/admin-kit/guard.server";
import { toCsv } from "./csv";
import { matchesSearch, paginate, readListQuery } from "./list-query";
import { STUDENT_TEXT } from "./messages";
import { ADMIN_URLS, lessonAttemptUrl } from "~/kernel/urls";
import { studentPayments } from "~/payments/index.server";
import { studentBookings, studentSeries } from "~/tutoring/index.server";
import { studentMockResults } from "~/exams/index.server";

/** Latest saved attempts shown on a student's page. */
const RECENT_ATTEMPTS = 20;

export async function studentsLoader({ request }: Pick<LoaderFunctionArgs, "request">) {
  await requireAdmin(request);
  const query = readListQuery(new URL(request.url));
  const [{ students, truncated }, courses] = await Promise.all([listStudents(), listAllCourses()]);
  const found = students.filter((s) => matchesSearch(query.q, s.name, s.email));
  return {
    query,
    page: paginate(found, query.page),
    total: students.length,
    truncated: truncated ? STUDENT_TEXT.truncated(STUDENT_READ_LIMIT) : null,
    courses: courses.map((c) => ({ id: c.id, title: c.title })),
  };
}

export async function studentLoader({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  await requireAdmin(request);
  const uid = uidSchema.safeParse(params.uid);
  const student = uid.success ? await getStudent(uid.data) : null;
  if (!student) notFound();
  const [{ enrolments, lastActivity }, courses, lessons, attempts, payments, bookings, mockResults, series] = await Promise.all([
    studentRecord(student),
    listAllCourses(),
    listAllLessons(),
    listAttemptsForStudent(student.uid, RECENT_ATTEMPTS),
    studentPayments(student.uid),
    studentBookings(student.uid),
    studentMockResults(student.uid),
    studentSeries(student.uid),
  ]);
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const lessonById = new Map(lessons.map((l) => [l.id, l]));
  const courseRows = enrolments.map((e) => {
    const course = courseById.get(e.courseId) ?? null;
    const published = lessons.filter((l) => l.courseId === e.courseId && l.status === "published").map((l) => l.id);
    const progress = courseProgress(published, e);
    const exercises = Object.entries(e.exercises)
      .map(([lessonId, x]) => ({
        lessonId,
        lessonTitle: lessonById.get(lessonId)?.title ?? STUDENT_TEXT.lessonGone,
        order: lessonById.get(lessonId)?.order ?? Number.MAX_SAFE_INTEGER,
        attempts: x.attempts,
        bestPercent: x.bestPercent,
        bestEarned: x.bestEarned,
        total: x.total,
        passed: x.passedAt !== null,
        lastAt: x.lastAt,
      }))
      .sort((a, b) => a.order - b.order);
    return {
      courseId: e.courseId,
      title: course?.title ?? STUDENT_TEXT.courseGone,
      editUrl: course ? ADMIN_URLS.course(course.id) : null,
      enrolledAt: e.enrolledAt,
      lastActivity: e.updatedAt,
      done: progress.done,
      totalLessons: progress.total,
      percent: progress.percent,
      exercises,
    };
  });
  const recentAttempts = attempts.map((a) => ({
    id: a.id,
    /** The student's review of it (an admin reads it by naming the student). */
    reviewUrl: lessonAttemptUrl(a.lessonId, a.attemptId, student.uid),
    lessonTitle: lessonById.get(a.lessonId)?.title ?? STUDENT_TEXT.lessonGone,
    submittedAt: a.submittedAt,
    earned: a.earned,
    total: a.total,
    percent: a.percent,
    checks: a.checks,
  }));
  return { student, lastActivity, courses: courseRows, recentAttempts, payments, bookings, mockResults, series };
}

/**
 * requireAdmin for a file download (a resource route has no error page: the
 * guard's thrown 403 data would become a 500), its 403 as Thai plain text.
 */
export async function requireAdminForFile(request: Request) {
  try {
    return await requireAdmin(request);
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    throw new Response("ไม่มีสิทธิ์เข้าถึงหน้านี้", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** GET /admin/courses/:id/students.csv: the course's students and their progress, for a spreadsheet. */
export async function rosterCsv({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  await requireAdminForFile(request);
  const course = await loadOr404(getCourseById, params.id);
  const [roster, lessons] = await Promise.all([courseRoster(course.id), listLessonsOfCourse(course.id)]);
  const published = lessons.filter((l) => l.status === "published").map((l) => l.id);
  const rows = roster.map(({ enrolment: e, student }) => {
    const p = courseProgress(published, e);
    const scores = Object.values(e.exercises);
    return [
      student?.name ?? "",
      student?.email ?? STUDENT_TEXT.accountGone,
      formatDateTime(e.enrolledAt),
      p.done,
      p.total,
      p.percent,
      scores.length,
      scores.reduce((n, x) => n + x.attempts, 0),
      formatDateTime(e.updatedAt),
    ];
  });
  const body = toCsv(STUDENT_TEXT.csvHeader, rows);
  const name = `students-${course.slug}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="students-${course.id}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
