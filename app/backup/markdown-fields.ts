/**
 * Which stored fields hold Markdown, by root collection: the export writes each
 * one also as its own `.md` file (`markdown/<document path>.<field path>.md`),
 * so the texts can be read and reused without this app. A `*` stands for every
 * element of an array. The content kinds' fields come from the registry.
 */
import { KINDS } from "~/content/kinds";

const kindFields = Object.values(KINDS).map((k) => [k.collection, [k.markdownField as string]] as const);

const MARKDOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(kindFields),
  exercises: ["questions.*.prompt", "questions.*.explanation"],
  questions: ["body", "answer", "replies.*.body"],
  faq: ["question", "answer"],
  // The trash keeps whole copies of deleted content under `data`.
  deletedContent: [...new Set(kindFields.flatMap(([, fields]) => fields.map((f) => `data.${f}`)))],
  // app/tutoring/model.ts (TUTORING_COLLECTIONS.types / .sessions); named here
  // so this feature does not reach into tutoring's internals.
  tutoringTypes: ["description"],
  tutoringSessions: ["notes"],
};

/** The Markdown texts of one document: [field path with indexes, text], non-empty strings only. */
export function markdownOf(collection: string, data: unknown): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const pattern of MARKDOWN_FIELDS[collection] ?? []) collect(data, pattern.split("."), [], out);
  return out;
}

function collect(value: unknown, rest: string[], at: string[], out: Array<[string, string]>): void {
  if (rest.length === 0) {
    if (typeof value === "string" && value.trim() !== "") out.push([at.join("."), value]);
    return;
  }
  const [head, ...tail] = rest;
  if (head === "*") {
    if (Array.isArray(value)) value.forEach((v, i) => collect(v, tail, [...at, String(i)], out));
    return;
  }
  if (value && typeof value === "object" && !Array.isArray(value)) collect((value as Record<string, unknown>)[head!], tail, [...at, head!], out);
}
