/** Which paths take an upload's body (app/platform/upload-limit.ts): the files page, the editors of a stored document, a hand-in, an order's slip; nothing else. */
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BODY_BYTES, uploadBodyBound } from "~/platform/upload-limit";

describe("uploadBodyBound", () => {
  it("gives the upload bound to the files page, the editors of a stored lesson, article or course, a hand-in and an order's slip", () => {
    for (const path of ["/admin/lessons/math-01/files", "/admin/lessons/math-01", "/admin/articles/a-1", "/admin/courses/course-math-m4", "/homework/lesson-math-02", "/orders/0f3c2a"]) {
      expect(uploadBodyBound(path), path).toBe(MAX_UPLOAD_BODY_BYTES);
    }
  });

  it("keeps the server's own bound everywhere else: new documents, other admin pages, the site", () => {
    for (const path of ["/admin/articles/new", "/admin/courses/new", "/admin/lessons/math-01/exercise", "/admin/courses/c/lessons/new", "/lesson/math-01", "/admin/lessons/a/b/files", "/orders/new", "/profile"]) {
      expect(uploadBodyBound(path), path).toBeNull();
    }
  });
});
