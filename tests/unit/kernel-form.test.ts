/**
 * The one way a form's input becomes field errors (app/kernel/form.ts): the values as typed,
 * the first Thai message of each field, the whole field's message before a part's, and the
 * issues a log line names.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { check, fieldErrors, firstError, firstIssue, formValues, issueCount, issueSummary, someIssue } from "~/kernel/form";

const schema = z.object({
  name: z.string().trim().min(1, "กรุณากรอกชื่อ").max(5, "ชื่อยาวเกินไป").regex(/^[a-z]*$/, "ใช้ได้เฉพาะ a-z"),
  hours: z.string().regex(/^\d+$/, "จำนวนชั่วโมงไม่ถูกต้อง"),
});

const form = (entries: Array<[string, string | Blob]>) => {
  const f = new FormData();
  for (const [name, value] of entries) f.append(name, value);
  return f;
};

describe("formValues", () => {
  it("keeps the named fields as typed, an absent one or a file as empty, and cuts a long one", () => {
    const typed = form([["name", " ต้น "], ["picture", new Blob(["x"])], ["note", "x".repeat(30)]]);
    expect(formValues(typed, ["name", "hours", "picture"])).toEqual({ name: " ต้น ", hours: "", picture: "" });
    expect(formValues(typed, ["note"], 10)).toEqual({ note: "x".repeat(10) });
  });

  it("without names keeps every string field, the last of a repeated one, a name like __proto__ as its own key", () => {
    const values = formValues(form([["a", "1"], ["a", "2"], ["__proto__", "x"], ["file", new Blob(["y"])]]));
    expect(Object.keys(values)).toEqual(["a", "__proto__"]);
    expect(values.a).toBe("2");
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
  });
});

describe("check and fieldErrors", () => {
  it("answers the data, or the first Thai message of each field", () => {
    expect(check(schema, { name: "ton", hours: "3" })).toEqual({ ok: true, data: { name: "ton", hours: "3" } });
    // "ABCDEFG" breaks the bound and the letters: the first issue's message is the field's.
    expect(check(schema, { name: "ABCDEFG", hours: "x" })).toEqual({ ok: false, errors: { name: "ชื่อยาวเกินไป", hours: "จำนวนชั่วโมงไม่ถูกต้อง" } });
  });

  it("puts an issue about the whole input under the form's key and a field's under its first path key", () => {
    const refined = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a === v.b, "ไม่ตรงกัน");
    expect(check(refined, { a: "1", b: "2" })).toEqual({ ok: false, errors: { form: "ไม่ตรงกัน" } });
    expect(check(z.object({ list: z.array(z.string().min(1, "ว่าง")) }), { list: ["x", ""] })).toEqual({ ok: false, errors: { list: "ว่าง" } });
  });

  it("names fields by the caller's rule, leaves out what it does not name, prefers the whole field with wholeFirst, and falls back for an empty message", () => {
    const list = z.object({ choices: z.array(z.string().min(1, "ตัวเลือกว่าง")).min(3, "ต้องมีอย่างน้อยสามตัวเลือก"), extra: z.string() });
    const parsed = list.safeParse({ choices: ["", "b"], extra: 1 });
    if (parsed.success) throw new Error("should fail");
    const byChoice = (path: readonly PropertyKey[]) => (path[0] === "choices" ? "choices" : undefined);
    expect(fieldErrors(parsed.error, { fieldOf: byChoice })).toEqual({ choices: "ตัวเลือกว่าง" });
    expect(fieldErrors(parsed.error, { fieldOf: byChoice, wholeFirst: true })).toEqual({ choices: "ต้องมีอย่างน้อยสามตัวเลือก" });
    expect(fieldErrors(parsed.error, { fieldOf: (path) => path.map(String).join(".") })).toMatchObject({ "choices.0": "ตัวเลือกว่าง", choices: "ต้องมีอย่างน้อยสามตัวเลือก" });
    const silent = new z.ZodError([{ code: "custom", path: ["title"], message: "", input: "" }]);
    expect(fieldErrors(silent, { fallback: (field) => `กรุณากรอก${field}` })).toEqual({ title: "กรุณากรอกtitle" });
  });

  it("a field named by the client never reaches an object's prototype", () => {
    const record = z.record(z.string(), z.string().min(2, "สั้นไป"));
    const parsed = record.safeParse(JSON.parse('{"constructor": "x", "toString": "y"}'));
    if (parsed.success) throw new Error("should fail");
    const errors = fieldErrors(parsed.error);
    expect(errors.constructor).toBe("สั้นไป");
    expect(errors.toString).toBe("สั้นไป");
  });
});

describe("one issue, for a one-field form or a log line", () => {
  const parsed = schema.safeParse({ name: "", hours: "x" });
  if (parsed.success) throw new Error("should fail");
  it("firstError, firstIssue, issueCount, issueSummary, someIssue", () => {
    expect(firstError(parsed.error)).toBe("กรุณากรอกชื่อ");
    expect(firstIssue(parsed.error)).toEqual({ message: "กรุณากรอกชื่อ", path: "name" });
    expect(issueCount(parsed.error)).toBe(2);
    expect(issueSummary(parsed.error)).toBe("name: กรุณากรอกชื่อ; hours: จำนวนชั่วโมงไม่ถูกต้อง");
    expect(someIssue(parsed.error, (i) => i.path[0] === "hours")).toBe(true);
    expect(someIssue(parsed.error, (i) => i.code === "too_big")).toBe(false);
  });
});
