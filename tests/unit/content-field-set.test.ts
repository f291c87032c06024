/**
 * The kinds' field sets (app/content/field-set.ts): each field written once
 * gives the form's inputs in order, the schema (with the status and a
 * parent's id), the form schema, the form mapping both ways, the Markdown
 * field, the slug rule and the admin page of every kind.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { articleKind } from "~/content/article";
import { courseKind } from "~/content/course";
import { FIELD, FORM, field, fieldSet } from "~/content/field-set";
import { lessonKind } from "~/content/lesson";

describe("a kind's field set", () => {
  it("gives each kind its form inputs in form order, its Markdown field and its slug rule", () => {
    expect(articleKind.fields).toEqual(["title", "slug", "excerpt", "body", "tags", "coverUrl", "coverAlt"]);
    expect(courseKind.fields).toEqual(["title", "slug", "summary", "description", "level", "icon", "coverUrl", "coverAlt", "order", "featured", "price"]);
    expect(lessonKind.fields).toEqual(["title", "notes", "videoUrl", "durationMinutes", "freePreview"]);
    expect([articleKind.markdownField, courseKind.markdownField, lessonKind.markdownField]).toEqual(["body", "description", "notes"]);
    expect([articleKind.slugFromTitle, courseKind.slugFromTitle, lessonKind.slugFromTitle]).toEqual([true, true, false]);
    expect([articleKind.publishedAt, courseKind.publishedAt, lessonKind.publishedAt]).toEqual([true, true, false]);
  });

  it("gives every kind its admin page at /admin/<collection>/<id>, percent-encoded", () => {
    expect(courseKind.editUrl("c 1")).toBe("/admin/courses/c%201");
    expect(lessonKind.editUrl("math-01")).toBe("/admin/lessons/math-01");
  });

  it("puts the status (draft by default) and a parent's id in the schema, not in the form schema", () => {
    const typed = { title: "บท", notes: "", videoUrl: null, durationMinutes: 5, freePreview: false };
    expect(lessonKind.schema.parse({ ...typed, courseId: "c1" })).toMatchObject({ status: "draft", courseId: "c1" });
    expect(lessonKind.schema.safeParse(typed).success).toBe(false);
    expect(Object.keys(lessonKind.formSchema.shape).sort()).toEqual(["durationMinutes", "freePreview", "notes", "title", "videoUrl"]);
    expect(Object.keys(articleKind.formSchema.shape)).not.toContain("status");
  });

  it("reads the form's strings and writes a stored value back the same way for each codec", () => {
    const set = fieldSet({
      title: FIELD.title,
      text: FIELD.markdown("notes"),
      link: field(z.string().nullable(), FORM.url),
      count: field(z.number(), FORM.integer),
      open: field(z.boolean(), FORM.checkbox),
      tags: FIELD.tags,
      cover: FIELD.cover,
    });
    expect(set.names).toEqual(["title", "text", "link", "count", "open", "tags", "coverUrl", "coverAlt"]);
    expect(set.markdownField).toBe("text");
    expect(set.slugFromTitle).toBe(false);
    const typed = { title: "ก", text: "a\r\nb", link: " https://x.example/v ", count: " 7 ", open: "on", tags: "ก, ข,ก", coverUrl: "", coverAlt: "" };
    const read = set.fromForm(typed);
    expect(read).toEqual({ title: "ก", text: "a\nb", link: "https://x.example/v", count: 7, open: true, tags: ["ก", "ข"], cover: null });
    expect(set.toForm(read as never)).toEqual({ ...typed, text: "a\nb", link: "https://x.example/v", count: "7", tags: "ก, ข" });
    expect(set.fromForm({ ...typed, count: "", open: "", link: "" })).toMatchObject({ count: undefined, open: false, link: null });
  });

  it("refuses a field set without a Markdown field", () => {
    expect(() => fieldSet({ title: FIELD.title })).toThrow(/Markdown/);
  });
});
