/** Test data for the trash and student pages, written straight to the emulator. */
import { Timestamp } from "firebase-admin/firestore";
import { DELETED_CONTENT } from "~/models/audit.server";
import { db } from "~/lib/firebase-admin.server";

/** A lesson's copy in the trash under a fixed id (its course exists), for pages that need one. */
export async function trashSample(id: string, title = "บทเรียนตัวอย่างในถังขยะ"): Promise<void> {
  const at = Timestamp.fromMillis(Date.UTC(2026, 0, 15, 3, 0));
  await db()
    .collection(DELETED_CONTENT)
    .doc(id)
    .set({
      docType: "lesson",
      docId: `${id}-lesson`,
      parent: "course-math-m4",
      deletedAt: at,
      deletedBy: "admin@example.com",
      data: {
        id: `${id}-lesson`,
        courseId: "course-math-m4",
        title,
        notes: "เนื้อหาบทเรียน",
        videoUrl: null,
        durationMinutes: 10,
        freePreview: false,
        status: "published",
        order: 99,
        createdAt: at,
        updatedAt: at,
      },
    });
}
