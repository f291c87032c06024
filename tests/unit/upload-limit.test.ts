/**
 * The one table of the paths that take files (app/platform/upload-limit.ts): the files page,
 * the editors of a stored document, a hand-in, an order's slip; nothing else. Its bounds
 * agree with what the features state (files/limits.ts, handins/limits.ts).
 */
import { describe, expect, it } from "vitest";
import { HANDIN_UPLOAD, uploadBodyBound, uploadRule } from "~/platform/upload-limit";
import { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, MAX_REQUEST_PIXELS } from "~/files/limits";
import { MAX_HANDIN_FILES } from "~/handins/limits";

const MiB = 1024 * 1024;

describe("uploadRule", () => {
  it("takes files on the files page, the editors of a stored lesson, article or course, a hand-in and an order's slip", () => {
    for (const path of ["/admin/lessons/math-01/files", "/admin/lessons/math-01", "/admin/articles/a-1", "/admin/courses/course-math-m4", "/homework/lesson-math-02", "/orders/0f3c2a"]) {
      expect(uploadRule(path), path).not.toBeNull();
    }
    // A hydrated page's post (Remix's single fetch) goes to the same path with `.data`.
    expect(uploadRule("/admin/courses/course-math-m4.data")).toEqual(uploadRule("/admin/courses/course-math-m4"));
  });

  it("takes no file anywhere else: new documents, other admin pages, the site", () => {
    for (const path of ["/admin/articles/new", "/admin/courses/new", "/admin/lessons/math-01/exercise", "/admin/courses/c/lessons/new", "/lesson/math-01", "/lesson/math-01/check", "/logout", "/course/math", "/admin/lessons/a/b/files", "/orders/new", "/profile", "/", "/_root.data"]) {
      expect(uploadRule(path), path).toBeNull();
      expect(uploadBodyBound(path), path).toBeNull();
    }
  });

  it("bounds a hand-in at 10 files of 15 MB, 64 MiB in all; a slip and the tutor's uploads at one file, 16 MiB", () => {
    expect(HANDIN_UPLOAD).toMatchObject({ fileFields: ["files"], maxFiles: MAX_HANDIN_FILES, maxFileBytes: MAX_IMAGE_BYTES, maxBodyBytes: 64 * MiB });
    // Five phone photos of 3.7 MB fit; any body of ten files within their bound is answered by its page.
    expect(5 * 3.7e6).toBeLessThan(HANDIN_UPLOAD.maxBodyBytes);
    expect(HANDIN_UPLOAD.maxAnsweredBytes).toBeGreaterThan(HANDIN_UPLOAD.maxFiles * HANDIN_UPLOAD.maxFileBytes + HANDIN_UPLOAD.maxFields * HANDIN_UPLOAD.maxFieldBytes);
    expect(uploadBodyBound("/homework/lesson-math-02")).toBe(HANDIN_UPLOAD.maxAnsweredBytes);
    for (const path of ["/orders/0f3c2a", "/admin/lessons/math-01/files"]) {
      expect(uploadRule(path), path).toMatchObject({ fileFields: ["file"], maxFiles: 1, maxFileBytes: MAX_IMAGE_BYTES, maxBodyBytes: 16 * MiB });
    }
    expect(uploadRule("/admin/articles/a-1")).toMatchObject({ fileFields: ["picture", "coverFile"], maxFileBytes: MAX_IMAGE_BYTES, maxBodyBytes: 16 * MiB });
  });

  it("lets a hand-in's ten files be ten 12-megapixel phone photos (4 032 × 3 024), and no more than two of the largest pictures", () => {
    expect(MAX_HANDIN_FILES * 4032 * 3024).toBeLessThanOrEqual(MAX_REQUEST_PIXELS);
    expect(3 * (MAX_INPUT_PIXELS - 1_000_000)).toBeGreaterThan(MAX_REQUEST_PIXELS);
  });
});
