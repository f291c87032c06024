/** Each content kind as the admin pages use it: its registry entry and its repository. */
import { articleKind } from "~/content/article";
import { parseArticleForm, parseCourseForm, parseLessonForm, type Parsed } from "~/content/form";
import type { ContentKind } from "~/content/labels";
import { courseKind } from "~/content/course";
import type { ContentDoc } from "~/content/kind";
import { lessonKind } from "~/content/lesson";
import { articles, type Article } from "~/content/article.store.server";
import { courses, type Course } from "~/content/course.store.server";
import { lessons, type Lesson } from "~/content/lesson.store.server";
import type { ContentRepository } from "~/content/repository.store.server";

/** What the generic admin helpers need of a kind (kept loose: each kind's own types live in its modules). */
export interface EditorKind<D extends ContentDoc> {
  def: {
    kind: ContentKind;
    label: string;
    fields: readonly string[];
    markdownField: string;
    parent?: { kind: string; field: string };
    toForm(doc: D): Record<string, string>;
    editUrl(id: string): string;
    publicUrl(doc: D, parent?: { status: ContentDoc["status"] } | null): string | null;
  };
  /** The kind's form, parsed with its registry schema. */
  parse(form: FormData): Parsed<string, Record<string, unknown>>;
  repo: ContentRepository<D>;
  /** The document a child lives in (a lesson's course). */
  parentOf?(doc: D): Promise<ContentDoc | null>;
  parentEditUrl?(id: string): string;
}

export const ARTICLE: EditorKind<Article> = { def: articleKind, parse: parseArticleForm, repo: articles };
export const COURSE: EditorKind<Course> = { def: courseKind, parse: parseCourseForm, repo: courses };
export const LESSON: EditorKind<Lesson> = { def: lessonKind, parse: parseLessonForm, repo: lessons, parentOf: (l) => courses.get(l.courseId),
  parentEditUrl: courseKind.editUrl,
};
