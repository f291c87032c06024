/** The owners of file uses, spelled once: what a file's `refs` hold and the access rule reads (serve.server.ts). */
export const lessonOwner = (lessonId: string) => `lesson:${lessonId}`;
export const LESSON_OWNER = /^lesson:(.+)$/;
/** A payment slip: seen by the student who sent it (and admins). */
export const slipOwner = (uid: string, orderId: string) => `slip:${uid}:${orderId}`;
export const SLIP_OWNER = /^slip:([^:]+):(.+)$/;
