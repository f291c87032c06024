/**
 * The one form reader (app/kernel/form.server.ts) and the collection of repeated fields
 * (app/platform/form-fields.ts): a body that is not a form is a 415/413/400, never a throw
 * that would be a 500; names a client chose never reach an object's prototype.
 */
import { describe, expect, it } from "vitest";
import { fieldLists, listsObject } from "~/platform/form-fields";
import { FORM_BODY_ERRORS, readForm, readFormBody } from "~/kernel/form.server";

const post = (body: BodyInit | null, type: string | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", body, headers: { ...(type ? { "Content-Type": type } : {}), ...headers } });

describe("readFormBody", () => {
  it("reads an urlencoded form, repeated fields kept in order", async () => {
    const read = await readFormBody(post("intent=done&a=1&a=2&__proto__=x", "application/x-www-form-urlencoded;charset=UTF-8"));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.form.get("intent")).toBe("done");
    expect(read.form.getAll("a")).toEqual(["1", "2"]);
    expect(read.form.get("__proto__")).toBe("x");
  });

  it("reads a multipart form with its boundary on a path that takes files, and refuses it unread anywhere else", async () => {
    const form = new FormData();
    form.append("intent", "ส่ง");
    form.append("intent", "again");
    const read = await readFormBody(new Request("http://localhost/homework/lesson-math-02", { method: "POST", body: form }));
    expect(read.ok && read.form.getAll("intent")).toEqual(["ส่ง", "again"]);
    for (const path of ["/x", "/logout", "/lesson/math-01/check", "/admin/lessons/new"]) {
      const request = new Request(`http://localhost${path}`, { method: "POST", body: form });
      expect(await readFormBody(request), path).toEqual({ ok: false, status: 415, message: FORM_BODY_ERRORS[415] });
      expect(request.bodyUsed, path).toBe(false);
    }
  });

  it("refuses an urlencoded form of more than 1 000 fields with 413", async () => {
    expect((await readFormBody(post("a&".repeat(999) + "a", "application/x-www-form-urlencoded"))).ok).toBe(true);
    expect(await readFormBody(post("a&".repeat(1000) + "a", "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, status: 413 });
  });

  it("takes an empty form (the logout form has no fields)", async () => {
    const read = await readFormBody(post("", "application/x-www-form-urlencoded"));
    expect(read.ok && [...read.form.keys()]).toEqual([]);
  });

  it.each([
    ["JSON", "application/json", '{"intent":"done"}'],
    ["text/plain", "text/plain", "intent=done"],
    ["XML", "application/xml", "<intent>done</intent>"],
    ["multipart without a boundary", "multipart/form-data", "intent=done"],
    ["no type, empty", null, null],
    ["no type, a body", null, "intent=done"],
    ["a type that only starts like a form's", "application/x-www-form-urlencodedX", "intent=done"],
  ])("refuses %s with 415", async (_label, type, body) => {
    expect(await readFormBody(post(body, type))).toEqual({ ok: false, status: 415, message: FORM_BODY_ERRORS[415] });
  });

  it("refuses a body over the bound with 413, by its declared length or by what arrives", async () => {
    const big = `x=${"a".repeat(100)}`;
    expect(await readFormBody(post(big, "application/x-www-form-urlencoded"), 50)).toMatchObject({ ok: false, status: 413 });
    expect(await readFormBody(post("x=1", "application/x-www-form-urlencoded", { "Content-Length": "999999999" }), 50)).toMatchObject({ ok: false, status: 413 });
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode("a".repeat(20)));
        c.close();
      },
    });
    const chunked = new Request("http://localhost/x", { method: "POST", body: stream, duplex: "half", headers: { "Content-Type": "application/x-www-form-urlencoded" } } as RequestInit);
    expect(await readFormBody(chunked, 50)).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses a multipart body that does not parse with 400", async () => {
    const read = await readFormBody(new Request("http://localhost/orders/o1", { method: "POST", body: "not multipart at all", headers: { "Content-Type": "multipart/form-data; boundary=zzz" } }));
    expect(read).toEqual({ ok: false, status: 400, message: FORM_BODY_ERRORS[400] });
  });
});

describe("readForm", () => {
  it("throws a Thai text, or JSON for a JSON route", async () => {
    const page = await readForm(post("{}", "application/json")).catch((e: unknown) => e);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(415);
    expect(await (page as Response).text()).toBe(FORM_BODY_ERRORS[415]);
    const api = await readForm(post("{}", "application/json"), { json: true }).catch((e: unknown) => e);
    expect((api as Response).status).toBe(415);
    expect(await (api as Response).json()).toEqual({ error: FORM_BODY_ERRORS[415] });
  });
});

describe("fieldLists", () => {
  it("collects repeated fields by the rest of the name in a Map; hostile names are keys like any other", () => {
    const form = new FormData();
    for (const [n, v] of [["answer.q1", "a"], ["answer.q1", "b"], ["answer.constructor", "x"], ["answer.__proto__", "y"], ["answer.toString", "z"], ["other", "n"]]) form.append(n!, v!);
    const { lists, entries } = fieldLists(form, "answer.", 10);
    expect(entries).toBe(5);
    expect([...lists]).toEqual([["q1", ["a", "b"]], ["constructor", ["x"]], ["__proto__", ["y"]], ["toString", ["z"]]]);
    const object = listsObject(lists);
    expect(Object.getPrototypeOf(object)).toBeNull();
    expect(object["__proto__"]).toEqual(["y"]);
    expect(object["hasOwnProperty"]).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("stops collecting past the bound but counts on", () => {
    const form = new FormData();
    for (let i = 0; i < 5; i++) form.append("answer.q", String(i));
    const { lists, entries } = fieldLists(form, "answer.", 3);
    expect(entries).toBe(4);
    expect(lists.get("q")).toEqual(["0", "1", "2"]);
  });
});
