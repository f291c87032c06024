/**
 * The numbers of /admin/stats: students (Firebase Auth accounts that are not
 * admins), enrolments and lessons done (the `enrolments` collection), per-course
 * enrolments and completion rate, page views per day for the last 30 days and
 * the most viewed articles (page-views.store.server.ts). Read on each visit of the
 * page: an admin page, seldom opened, and always current.
 */
import { getEnv } from "~/platform/env.server";
import { adminAuth } from "~/platform/firebase-admin.server";
import { listAllArticles } from "../content/article.store.server";
import { listAllCourses } from "../content/course.store.server";
import { listAllLessons } from "../content/lesson.store.server";
import { enrolmentProgress } from "../learning/index.server";
import { lastDays, readPageViews } from "~/services/stats/page-views.store.server";
import type { ContentStatus } from "~/content/fields";
import { articleUrl } from "~/kernel/urls";
import { percentOf } from "~/platform/percent";
import { DAY_MS, nowDate } from "~/kernel/clock";

export const STATS_DAYS = 30;
const TOP_ARTICLES = 10;

interface CourseStats {
  id: string;
  title: string;
  status: ContentStatus;
  /** Published lessons (what a student has to finish). */
  lessonCount: number;
  enrolments: number;
  /** Enrolments with every published lesson done. */
  completed: number;
  /** completed / enrolments, in whole percent (0 without enrolments). */
  completionRate: number;
  lessonsDone: number;
}

export interface SiteStats {
  generatedAt: Date;
  students: number;
  studentsNew: number;
  enrolments: number;
  lessonsDone: number;
  courses: CourseStats[];
  /** Enrolments whose course was deleted (kept, not shown to students). */
  orphanEnrolments: number;
  views: { day: string; views: number }[];
  viewsTotal: number;
  topArticles: { path: string; slug: string; title: string; views: number }[];
}

/** Accounts that are not admin addresses; and of them, those created since `since`. */
async function countStudents(since: Date): Promise<{ total: number; recent: number }> {
  const admins = new Set(getEnv().ADMIN_EMAILS.map((e) => e.trim().toLowerCase()));
  let total = 0;
  let recent = 0;
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    for (const user of page.users) {
      if (!user.email || admins.has(user.email.toLowerCase())) continue;
      total += 1;
      if (Date.parse(user.metadata.creationTime) >= since.getTime()) recent += 1;
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return { total, recent };
}

interface EnrolmentRow {
  courseId: string;
  done: string[];
}

/** An article's slug from a counted path ("/blog/<slug>"), or null. */
export function articleSlugOf(path: string): string | null {
  const m = /^\/blog\/([^/]+)$/.exec(path);
  return m ? m[1]! : null;
}

export async function siteStats(now = nowDate()): Promise<SiteStats> {
  const days = lastDays(STATS_DAYS, now);
  const since = new Date(now.getTime() - STATS_DAYS * DAY_MS);
  const [students, enrolments, courses, lessons, articles, views] = await Promise.all([
    countStudents(since),
    enrolmentProgress(),
    listAllCourses(),
    listAllLessons(),
    listAllArticles(),
    readPageViews(days),
  ]);

  const publishedLessons = new Map<string, string[]>();
  for (const l of lessons) {
    if (l.status !== "published") continue;
    publishedLessons.set(l.courseId, [...(publishedLessons.get(l.courseId) ?? []), l.id]);
  }
  const byCourse = new Map<string, EnrolmentRow[]>();
  for (const e of enrolments) byCourse.set(e.courseId, [...(byCourse.get(e.courseId) ?? []), e]);

  const courseStats: CourseStats[] = courses.map((c) => {
    const ids = publishedLessons.get(c.id) ?? [];
    const rows = byCourse.get(c.id) ?? [];
    const completed = ids.length === 0 ? 0 : rows.filter((r) => ids.every((id) => r.done.includes(id))).length;
    return {
      id: c.id,
      title: c.title,
      status: c.status,
      lessonCount: ids.length,
      enrolments: rows.length,
      completed,
      completionRate: percentOf(completed, rows.length),
      lessonsDone: rows.reduce((sum, r) => sum + r.done.length, 0),
    };
  });
  const known = new Set(courses.map((c) => c.id));

  const articleViews = new Map<string, number>();
  for (const day of views) {
    for (const [path, n] of Object.entries(day.paths)) {
      const slug = articleSlugOf(path);
      if (slug) articleViews.set(slug, (articleViews.get(slug) ?? 0) + n);
    }
  }
  const titleBySlug = new Map(articles.map((a) => [a.slug, a.title]));
  const topArticles = [...articleViews]
    .filter(([slug]) => titleBySlug.has(slug))
    .map(([slug, n]) => ({ path: articleUrl(slug), slug, title: titleBySlug.get(slug)!, views: n }))
    .sort((a, b) => b.views - a.views || a.title.localeCompare(b.title, "th"))
    .slice(0, TOP_ARTICLES);

  return {
    generatedAt: now,
    students: students.total,
    studentsNew: students.recent,
    enrolments: enrolments.length,
    lessonsDone: enrolments.reduce((sum, e) => sum + e.done.length, 0),
    courses: courseStats,
    orphanEnrolments: enrolments.filter((e) => !known.has(e.courseId)).length,
    views: views.map((d) => ({ day: d.day, views: d.total })),
    viewsTotal: views.reduce((sum, d) => sum + d.total, 0),
    topArticles,
  };
}
