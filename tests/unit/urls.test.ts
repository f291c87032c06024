import { describe, expect, it } from "vitest";
import { articleUrl, blogTagUrl, courseUrl, lessonUrl, loginUrl, sitePath } from "~/kernel/urls";

/** What a Location header may hold: visible ASCII only. */
const HEADER_SAFE = /^\/[\x21-\x7e]*$/;

describe("site URLs", () => {
  it("percent-encodes each segment, so a Thai slug gives a valid header value", () => {
    const slug = "เทคนิคการอ่าน-101";
    expect(courseUrl(slug)).toBe(`/course/${encodeURIComponent(slug)}`);
    expect(articleUrl(slug)).toBe(`/blog/${encodeURIComponent(slug)}`);
    for (const url of [courseUrl(slug), articleUrl(slug), lessonUrl("บท 1"), blogTagUrl("เตรียมสอบ"), loginUrl(courseUrl(slug))]) {
      expect(url).toMatch(HEADER_SAFE);
      expect(() => new Headers({ Location: url })).not.toThrow();
    }
  });

  it("keeps a slash or a query character inside a segment from changing the path", () => {
    expect(courseUrl("a/../../admin")).toBe("/course/a%2F..%2F..%2Fadmin");
    expect(articleUrl("x?y#z")).toBe("/blog/x%3Fy%23z");
    expect(new URL(courseUrl("a/../../admin"), "http://x").pathname).toBe("/course/a%2F..%2F..%2Fadmin");
  });

  it("round-trips: the router's decoded parameter is the slug again", () => {
    const slug = "คณิต ม.4 & ตรรกศาสตร์";
    expect(decodeURIComponent(courseUrl(slug).slice("/course/".length))).toBe(slug);
  });

  it("builds queries with URLSearchParams", () => {
    expect(sitePath(["blog"], { tag: "เตรียมสอบ", q: "a&b" })).toBe(`/blog?tag=${encodeURIComponent("เตรียมสอบ")}&q=a%26b`);
    expect(sitePath(["blog"], {})).toBe("/blog");
    expect(loginUrl("/course/x?y=1")).toBe("/login?redirectTo=%2Fcourse%2Fx%3Fy%3D1");
  });
});
