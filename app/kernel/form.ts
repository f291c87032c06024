/**
 * The one way a form's input becomes field errors (issue 45; ESLint refuses reading zod's
 * issues, `flatten()` or `formErrors` anywhere else): the values as typed, kept to show the
 * form again; zod's issues as the first Thai message of each field; repeated fields collected
 * into a `Map`. Browser-safe and pure; the body itself is read by ./form.server.ts.
 */
import type { z } from "zod";

/** The key of an error about the whole form rather than one field. */
const FORM_ERROR = "form";

/** The first Thai message of each field that has one. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
/** A form's fields as typed ("" for an absent one): what a page shows again after a refusal. */
export type FormValues<K extends string = string> = Record<K, string>;
/** A parse's answer: the data, or the errors by field. */
export type Checked<T, K extends string = string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };
/** Where an issue's message goes: a field's key, or undefined to leave it out. */
type FieldOf<K extends string> = (path: readonly PropertyKey[]) => K | undefined;

type Issue = z.core.$ZodIssue;
type Failed = { readonly issues: readonly Issue[] };

/** The default key: the issue's first path key (a form is flat), or FORM_ERROR for the whole input. */
const topField = (path: readonly PropertyKey[]) => String(path[0] ?? FORM_ERROR);

/** Longest value read back from a form field (the Markdown limit is 100,000; the rest is cut). */
const MAX_FIELD_CHARS = 120_000;

/**
 * The string values of a form: the named fields ("" when absent or a file; a checked checkbox
 * is "on"), or with no names every string field (the last of a repeated one). Each is cut at
 * `maxChars`.
 */
export function formValues<K extends string = string>(form: FormData, fields?: readonly K[], maxChars = MAX_FIELD_CHARS): FormValues<K> {
  const cut = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.slice(0, maxChars) : "");
  if (fields) return Object.fromEntries(fields.map((field) => [field, cut(form.get(field))])) as FormValues<K>;
  const out: Array<[string, string]> = [];
  for (const [name, value] of form.entries()) if (typeof value === "string") out.push([name, cut(value)]);
  return Object.fromEntries(out) as FormValues<K>;
}

/**
 * The first message of each field of a failed parse. `fieldOf` names an issue's field (by
 * default its first path key, FORM_ERROR for the whole input; undefined leaves it out); with
 * `wholeFirst`, an issue about the whole field (fewest path keys) wins over one about a part
 * of it; `fallback` is the field's message when zod's is empty.
 */
export function fieldErrors<K extends string = string>(
  error: Failed,
  options: { fieldOf?: FieldOf<K>; wholeFirst?: boolean; fallback?: (field: K) => string } = {}
): FieldErrors<K> {
  const fieldOf = options.fieldOf ?? (topField as FieldOf<K>);
  // By a Map, so a field a client named (`constructor`, `__proto__`) is a key like any other.
  const found = new Map<K, { message: string; depth: number }>();
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field === undefined) continue;
    const before = found.get(field);
    if (before && !(options.wholeFirst && issue.path.length < before.depth)) continue;
    found.set(field, { message: issue.message || (options.fallback?.(field) ?? ""), depth: issue.path.length });
  }
  return Object.fromEntries([...found].map(([field, { message }]) => [field, message])) as FieldErrors<K>;
}

/** Parses `input` with `schema`: the data, or the first message of each field (as fieldErrors). */
export function check<S extends z.ZodType, K extends string = string>(
  schema: S,
  input: unknown,
  options?: Parameters<typeof fieldErrors<K>>[1]
): Checked<z.output<S>, K> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error, options) };
}

/** The message of a failed parse's first issue (a one-field form's error), with its path ("a.0.b", "" for the input). */
export function firstIssue(error: Failed): { message: string; path: string } | undefined {
  const issue = error.issues[0];
  return issue && { message: issue.message, path: issue.path.map(String).join(".") };
}

/** The message of a failed parse's first issue: a one-field form's error. */
export const firstError = (error: Failed): string => error.issues[0]?.message ?? "";

/** How many issues a failed parse has (for a log line). */
export const issueCount = (error: Failed): number => error.issues.length;

/** Every issue of a failed parse as "path: message; …" (for a log line). */
export const issueSummary = (error: Failed): string => error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");

/** Whether an issue of a failed parse is one `test` looks for (e.g. a bound: `code === "too_big"`). */
export const someIssue = (error: Failed, test: (issue: { code: string; message: string; path: readonly PropertyKey[] }) => boolean): boolean =>
  error.issues.some(test);

/**
 * The string values of the fields whose names start with `prefix`, by the rest of the name,
 * in a `Map` (a name like `__proto__` or `constructor` is a key like any other). At most
 * `maxEntries` values are collected; `entries` counts every matching field.
 */
export function fieldLists(form: FormData, prefix: string, maxEntries: number): { lists: Map<string, string[]>; entries: number } {
  const lists = new Map<string, string[]>();
  let entries = 0;
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(prefix)) continue;
    entries++;
    if (entries > maxEntries) break;
    const key = name.slice(prefix.length);
    const list = lists.get(key) ?? [];
    list.push(typeof value === "string" ? value : "");
    lists.set(key, list);
  }
  return { lists, entries };
}

/** A `Map` of lists as an object without a prototype (what a zod record or a page reads). */
export function listsObject(lists: ReadonlyMap<string, string[]>): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  for (const [key, list] of lists) out[key] = list;
  return out;
}
