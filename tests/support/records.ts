/** Test data for the trash pages, written straight to the emulator (usable from Vitest and Playwright). */
import { Timestamp } from "firebase-admin/firestore";
import { testDb } from "./firestore";

const TRASH = "deletedContent";
const at = () => Timestamp.fromMillis(Date.UTC(2026, 0, 15, 3, 0));

/** A lesson's copy in the trash under a fixed id (its course exists), for pages that need one. */
export async function trashSample(id: string, title = "บทเรียนตัวอย่างในถังขยะ"): Promise<void> {
  await testDb()
    .collection(TRASH)
    .doc(id)
    .set({
      docType: "lesson",
      docId: `${id}-lesson`,
      parent: "course-math-m4",
      deletedAt: at(),
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
        createdAt: at(),
        updatedAt: at(),
      },
    });
}

/** An article's copy in the trash under a fixed id. */
export async function trashArticle(id: string, title: string, slug: string): Promise<void> {
  await testDb()
    .collection(TRASH)
    .doc(id)
    .set({
      docType: "article",
      docId: `${id}-article`,
      parent: null,
      deletedAt: Timestamp.now(),
      deletedBy: "admin2@example.com",
      data: {
        id: `${id}-article`,
        title,
        slug,
        excerpt: "บทความที่ถูกลบไปแล้ว",
        body: "เนื้อหา",
        tags: ["ทดสอบ"],
        cover: null,
        status: "published",
        publishedAt: at(),
        createdAt: at(),
        updatedAt: at(),
      },
    });
}
