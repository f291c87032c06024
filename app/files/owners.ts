/** The owners of file uses, spelled once: what a file's `refs` hold and the access rule reads (serve.server.ts). */
export const lessonOwner = (lessonId: string) => `lesson:${lessonId}`;
export const LESSON_OWNER = /^lesson:(.+)$/;
/** An article's pictures (in its text, its cover) and a course's cover: seen by whoever sees the published page. */
export const articleOwner = (articleId: string) => `article:${articleId}`;
export const ARTICLE_OWNER = /^article:(.+)$/;
export const courseOwner = (courseId: string) => `course:${courseId}`;
export const COURSE_OWNER = /^course:(.+)$/;
