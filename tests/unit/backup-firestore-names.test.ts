/**
 * The import's checks of what Firestore would refuse (app/backup/firestore-names.ts):
 * ids, document paths, field names, nesting and a document's size.
 */
import { describe, expect, it } from "vitest";
import { dataProblem, documentBytes, documentPathProblem, idProblem, MAX_DOCUMENT_BYTES } from "~/backup/firestore-names";

describe("ids and paths", () => {
  it("refuses empty, . and .., slashes, reserved __.*__ ids and ids over 1 500 bytes", () => {
    for (const id of ["", ".", "..", "a/b", "__bad__", "__x__", "____", "ก".repeat(501), "x".repeat(1501)]) expect(idProblem(id), JSON.stringify(id.slice(0, 20))).not.toBeNull();
    for (const id of ["abc", "__x", "x__", "_x_", "...", "ก".repeat(500), "x".repeat(1500), "demo-student-1"]) expect(idProblem(id), id.slice(0, 20)).toBeNull();
  });

  it("takes collection/id pairs of good ids, at most 100 subcollections deep", () => {
    expect(documentPathProblem("articles/abc")).toBeNull();
    expect(documentPathProblem("exercises/x/attempts/y")).toBeNull();
    for (const path of ["articles", "articles/abc/comments", "articles//x", "articles/__bad__", "__c__/x", "articles/.."]) expect(documentPathProblem(path), path).not.toBeNull();
    const deep = (levels: number) => Array.from({ length: levels + 1 }, (_, i) => `c${i}/d${i}`).join("/");
    expect(documentPathProblem(deep(100))).toBeNull();
    expect(documentPathProblem(deep(101))).toMatch(/deeper than 100/);
  });
});

describe("document data", () => {
  it("refuses reserved field names at any depth, in $map too, and bad reference paths", () => {
    expect(dataProblem({ title: "x", nested: { a: [{ b: 1 }] }, ref: { $ref: "courses/x" } })).toBeNull();
    expect(dataProblem({ __name__: 1 })).toMatch(/reserved field name "__name__"/);
    expect(dataProblem({ a: { b: [{ __x__: 1 }] } })).toMatch(/"__x__"/);
    expect(dataProblem({ a: { $map: { $price: 1, __y__: 2 } } })).toMatch(/"__y__"/);
    expect(dataProblem({ ref: { $ref: "courses/__x__" } })).toMatch(/reserved id/);
    expect(dataProblem({ ["n".repeat(1501)]: 1 })).toMatch(/field name of 1501 bytes/);
    expect(dataProblem({ a: [[1]] })).toMatch(/array directly inside an array/);
  });

  it("refuses maps nested deeper than 20", () => {
    const nest = (depth: number): Record<string, never> => (depth === 0 ? {} : ({ a: nest(depth - 1) } as never));
    expect(dataProblem(nest(20))).toBeNull();
    expect(dataProblem(nest(22))).toMatch(/deeper than 20/);
  });

  it("counts a document's size as Firestore does, so one over 1 MiB is found before writing", () => {
    // "articles/abc": (8+1)+(3+1)+16 = 29; "t": 2 + "hello": 6; + 32.
    expect(documentBytes("articles/abc", { t: "hello" })).toBe(29 + 8 + 32);
    expect(documentBytes("a/b", { n: 1, b: true, z: null, at: { $timestamp: { seconds: 1, nanoseconds: 0 } } })).toBeGreaterThan(0);
    expect(documentBytes("a/b", { body: "x".repeat(MAX_DOCUMENT_BYTES) })).toBeGreaterThan(MAX_DOCUMENT_BYTES);
  });
});
