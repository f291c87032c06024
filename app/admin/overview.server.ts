/** The lists of the admin overview (/admin): every document of every kind, filtered by a search and a status. */
import { articleKind } from "~/content/article";
import { courseKind } from "~/content/course";
import type { ContentStatus } from "~/content/fields";
import type { ContentKind } from "~/content/labels";
import { lessonKind } from "~/content/lesson";
import { normalizeText } from "~/platform/thai";
import { listAllArticles } from "~/content/article.store.server";
import { listAllCourses } from "~/content/course.store.server";
import { listAllLessons } from "~/content/lesson.store.server";

interface ContentRow {
  id: string;
  kind: ContentKind;
  title: string;
  /** The slug, or for a lesson its course's title. */
  subtitle: string;
  status: ContentStatus;
  updatedAt: Date;
  publishedAt: Date | null;
  editUrl: string;
  /** The public page (published documents only). */
  publicUrl: string | null;
}

export interface OverviewQuery {
  q: string;
  status: "all" | ContentStatus;
}

function matches(query: OverviewQuery, status: ContentStatus, ...texts: string[]): boolean {
  if (query.status !== "all" && status !== query.status) return false;
  if (!query.q) return true;
  const q = normalizeText(query.q);
  return texts.some((t) => normalizeText(t).includes(q));
}

export async function overviewLists(query: OverviewQuery) {
  const [articles, courses, lessons] = await Promise.all([listAllArticles(), listAllCourses(), listAllLessons()]);
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const articleRows = articles
    .filter((a) => matches(query, a.status, a.title, a.slug, a.excerpt, a.tags.join(" ")))
    .map((a) => ({
      ...pick(a, a.slug, a.publishedAt),
      kind: "article" as const,
      editUrl: articleKind.editUrl(a.id),
      publicUrl: articleKind.publicUrl(a),
    }));
  const courseRows = courses
    .filter((c) => matches(query, c.status, c.title, c.slug, c.summary))
    .map((c) => ({ ...pick(c, c.slug, c.publishedAt), kind: "course" as const, editUrl: courseKind.editUrl(c.id), publicUrl: courseKind.publicUrl(c) }));
  const lessonRows = lessons
    .filter((l) => matches(query, l.status, l.title, courseById.get(l.courseId)?.title ?? ""))
    .map((l) => {
      const course = courseById.get(l.courseId);
      return {
        ...pick(l, course ? course.title : "(ไม่มีคอร์ส)", null),
        kind: "lesson" as const,
        editUrl: lessonKind.editUrl(l.id),
        publicUrl: lessonKind.publicUrl(l, course),
      };
    });
  return {
    articles: articleRows satisfies ContentRow[],
    courses: courseRows satisfies ContentRow[],
    lessons: lessonRows satisfies ContentRow[],
    totals: { articles: articles.length, courses: courses.length, lessons: lessons.length },
    /** "kind/id" of every document (filtered or not): which audit entries can link to an editor. */
    existing: new Set([
      ...articles.map((a) => `article/${a.id}`),
      ...courses.map((c) => `course/${c.id}`),
      ...lessons.map((l) => `lesson/${l.id}`),
    ]),
  };
}

function pick(d: { id: string; title: string; status: ContentStatus; updatedAt: Date }, subtitle: string, publishedAt: Date | null) {
  return { id: d.id, title: d.title, subtitle, status: d.status, updatedAt: d.updatedAt, publishedAt };
}
