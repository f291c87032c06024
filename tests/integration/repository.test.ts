/**
 * The generic content repository against the Firestore emulator, in this
 * process: slug uniqueness, the conflict check, publish dates, the content
 * version bump with every write, the audit entry, deletes that keep a copy of
 * the document and its children, and a stored cover that breaks the URL rule
 * never reaching a page.
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { articles } from "~/content/article.store.server";
import { AUDIT_LOG, DELETED_CONTENT } from "~/content/audit.store.server";
import { readContentVersion } from "~/content/content-version.store.server";
import { courses } from "~/content/course.store.server";
import { lessons } from "~/content/lesson.store.server";
import { ConflictError, NotFoundError, SlugTakenError } from "~/content/shared.store.server";

const tag = () => randomUUID().slice(0, 8);
const actor = { uid: "repo-test", email: "repo-test@example.com" };

afterAll(async () => {
  await closeFirebase();
});

async function auditOf(docId: string) {
  const snap = await db().collection(AUDIT_LOG).where("docId", "==", docId).get();
  return snap.docs.map((d) => d.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

describe("the content repository", () => {
  it("creates with a unique slug, bumps the version and writes the audit entry", async () => {
    const slug = `repo-${tag()}`;
    const before = await readContentVersion();
    const created = await articles.create(
      { slug, title: "ทดสอบ", excerpt: "ย่อ", body: "", tags: [] },
      { audit: { actor, detail: "สร้างเป็นฉบับร่าง" } }
    );
    expect(created).toMatchObject({ slug, status: "draft", publishedAt: null });
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect((await auditOf(created.id)).map((e) => [e.action, e.actorEmail, e.detail])).toEqual([["create", actor.email, "สร้างเป็นฉบับร่าง"]]);
    await expect(articles.create({ slug, title: "ซ้ำ", excerpt: "ย่อ", body: "", tags: [] })).rejects.toBeInstanceOf(SlugTakenError);
    await articles.remove(created.id);
  });

  it("updates only from the stored version, keeps the first publish date, and names the action in the audit", async () => {
    const course = await courses.create({ slug: `repo-${tag()}`, title: "คอร์ส", summary: "สรุป", description: "", level: "beginner" });
    const published = await courses.setStatus(course.id, "published", course.updatedAt);
    expect(published.publishedAt).toBeInstanceOf(Date);
    await expect(courses.update(course.id, { ...course, title: "เก่า" }, course.updatedAt)).rejects.toBeInstanceOf(ConflictError);
    const detail = (b: { title: string } | null, a: { title: string } | null) => `${b?.title} → ${a?.title}`;
    const saved = await courses.update(course.id, { ...course, title: "ใหม่", status: "draft" }, published.updatedAt, { audit: { actor, detail } });
    expect(saved).toMatchObject({ title: "ใหม่", status: "draft" });
    expect(saved.publishedAt?.getTime()).toBe(published.publishedAt?.getTime());
    const last = (await auditOf(course.id)).at(-1)!;
    expect([last.action, last.detail]).toEqual(["unpublish", "คอร์ส → ใหม่"]);
    await courses.remove(course.id);
    await expect(courses.setStatus(course.id, "published")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("deletes a course with its lessons in one go, keeping a whole copy of each", async () => {
    const course = await courses.create({ slug: `repo-${tag()}`, title: "คอร์สลบ", summary: "สรุป", description: "", level: "beginner" });
    const one = await lessons.create({ courseId: course.id, title: "บทที่ 1", notes: "โน้ต", durationMinutes: 5 });
    const two = await lessons.create({ courseId: course.id, title: "บทที่ 2", notes: "", durationMinutes: 5 });
    expect([one.order, two.order]).toEqual([1, 2]);
    await expect(lessons.create({ courseId: `missing-${tag()}`, title: "x", notes: "", durationMinutes: 1 })).rejects.toBeInstanceOf(NotFoundError);

    const { children } = await courses.remove(course.id, { audit: { actor, detail: "ลบ" } });
    expect(children.map((c) => c.id).sort()).toEqual([one.id, two.id].sort());
    expect(await courses.get(course.id)).toBeNull();
    expect(await lessons.get(one.id)).toBeNull();
    const copies = await db().collection(DELETED_CONTENT).where("docId", "in", [course.id, one.id, two.id]).get();
    expect(copies.size).toBe(3);
    const lessonCopy = copies.docs.find((d) => d.get("docId") === one.id)!;
    expect(lessonCopy.get("parent")).toBe(course.id);
    expect(lessonCopy.get("data.notes")).toBe("โน้ต");
    expect(lessonCopy.get("deletedBy")).toBe(actor.email);
    expect((await auditOf(course.id)).at(-1)?.action).toBe("delete");
  });

  it("refuses a cover that leaves the site on write, and drops one already stored on read", async () => {
    const input = { slug: `repo-${tag()}`, title: "ปก", excerpt: "ย่อ", body: "", tags: [] };
    const bad = { url: "/\\evil.example/a.png", alt: "", width: 1200, height: 675 };
    await expect(articles.create({ ...input, cover: bad })).rejects.toThrow();
    const created = await articles.create({ ...input, cover: { ...bad, url: "/images/a.png" } });
    await db().collection("articles").doc(created.id).update({ "cover.url": bad.url });
    const read = await articles.get(created.id);
    expect(read?.id).toBe(created.id);
    expect(read?.cover).toBeNull();
    await articles.remove(created.id);
  });
});
