/** The owners of file uses, spelled once: what a file's `refs` hold and the access rule reads (serve.server.ts). */
export const lessonOwner = (lessonId: string) => `lesson:${lessonId}`;
export const LESSON_OWNER = /^lesson:(.+)$/;
/** One hand-in's files (app/handins): the student's uid, then the submission's own id (a replacement is a new one). */
export const handinOwner = (uid: string, submissionId: string) => `handin:${uid}:${submissionId}`;
export const HANDIN_OWNER = /^handin:([^:]+):[^:]+$/;
/** An article's pictures (in its text, its cover) and a course's cover: seen by whoever sees the published page. */
export const articleOwner = (articleId: string) => `article:${articleId}`;
export const ARTICLE_OWNER = /^article:(.+)$/;
export const courseOwner = (courseId: string) => `course:${courseId}`;
export const COURSE_OWNER = /^course:(.+)$/;
/** A payment slip: seen by the student who sent it (and admins). */
export const slipOwner = (uid: string, orderId: string) => `slip:${uid}:${orderId}`;
export const SLIP_OWNER = /^slip:([^:]+):(.+)$/;
