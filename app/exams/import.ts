/**
 * Reading a file of bank questions (pure, browser-safe; the tutor's import page and the demo
 * seed): a CSV file or a Markdown file, formats in docs/exams.md "## The question bank".
 * All or nothing: any error refuses the whole file, each error with its line number in Thai.
 *
 * CSV is read by csv-parse (RFC 4180: comma, quoted fields with "" inside, CRLF or LF, a field
 * may span lines) in platform/csv-records.mjs, on the CPU pool when a user sent the file; this
 * module adds the Thai errors.
 */
import { csvRecords, type CsvRecords } from "~/platform/csv-records.mjs";
import { questionSchema, type Question } from "~/exercises/index";
import { check } from "~/kernel/form";
import { BANK_IMPORT_ERRORS } from "./messages";
import type { Difficulty } from "./model";

/** One question read from the file, before it has an id of the bank. */
export interface ImportedQuestion {
  /** The line the question starts on. */
  line: number;
  topic: string;
  difficulty: Difficulty;
  /** `id` is a placeholder ("import-N"): the writer gives each its own. */
  question: Question;
}

export interface ImportError {
  line: number;
  message: string;
}

export type ImportResult = { ok: true; questions: ImportedQuestion[] } | { ok: false; errors: ImportError[] };

export type ImportFormat = "csv" | "markdown";

/** The bank's import bound: a file larger than this is refused before it is read. */
export const IMPORT_MAX_BYTES = 512 * 1024;
/** Questions one file may hold. */
export const IMPORT_MAX_QUESTIONS = 500;
/** Lines one file may hold (500 questions of 40 lines); a longer file is refused before it is read. */
export const IMPORT_MAX_LINES = 20_000;
/** Errors listed at most (the rest summed up). */
const MAX_ERRORS = 50;

const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  ง่าย: "easy",
  กลาง: "medium",
  ปานกลาง: "medium",
  ยาก: "hard",
  easy: "easy",
  medium: "medium",
  hard: "hard",
};

const TYPE_WORDS: Record<string, Question["type"]> = {
  single: "single",
  multiple: "multiple",
  number: "number",
  text: "text",
  คำตอบเดียว: "single",
  หลายคำตอบ: "multiple",
  ตัวเลข: "number",
  ข้อความ: "text",
};

const E = BANK_IMPORT_ERRORS;
const CHOICE_IDS = "abcdefgh";

/** What the question fields say, before the exercise schema checks them. */
interface Draft {
  line: number;
  topic: string;
  difficulty: string;
  type: string;
  prompt: string;
  choices: Array<{ text: string; correct: boolean }>;
  answer: string;
  explanation: string;
  points: string;
}

/** `text` without a byte-order mark: what the readers below and the CPU pool's CSV task read. */
export const withoutBom = (text: string) => text.replace(/^\uFEFF/, "");

/**
 * Reads `text` as `format`; `topics`, when given, is the course's list a topic must be in. A CSV
 * file's records (`csv`) are read here when not given: the server reads them on the CPU pool
 * (exams/bank-admin.server.ts), from `withoutBom(text)`, at most CSV_MAX_RECORDS. A file of more
 * than IMPORT_MAX_LINES lines or IMPORT_MAX_QUESTIONS questions is refused before any question is checked.
 */
export function parseBankFile(text: string, format: ImportFormat, topics: readonly string[] | null, csv?: CsvRecords): ImportResult {
  const body = withoutBom(text);
  if (linesOver(body.replace(/\r\n?/g, "\n"), IMPORT_MAX_LINES)) return { ok: false, errors: [{ line: IMPORT_MAX_LINES + 1, message: E.tooManyLines(IMPORT_MAX_LINES) }] };
  if (format === "markdown" && (body.match(/^##(?:\s|$)/gm) ?? []).length > IMPORT_MAX_QUESTIONS) return { ok: false, errors: [{ line: 1, message: E.tooMany(IMPORT_MAX_QUESTIONS) }] };
  const read = format === "csv" ? readCsvDrafts(csv ?? csvRecords(body, CSV_MAX_RECORDS)) : readMarkdownDrafts(body);
  if (read.drafts.length > IMPORT_MAX_QUESTIONS) return { ok: false, errors: [{ line: 1, message: E.tooMany(IMPORT_MAX_QUESTIONS) }] };
  const errors: ImportError[] = [...read.errors];
  const questions: ImportedQuestion[] = [];
  if (errors.length === 0 && read.drafts.length === 0) errors.push({ line: 1, message: E.empty });
  read.drafts.forEach((draft, i) => {
    const built = buildQuestion(draft, i + 1, topics);
    if ("errors" in built) errors.push(...built.errors.map((message) => ({ line: draft.line, message })));
    else questions.push(built);
  });
  if (errors.length > 0) {
    errors.sort((a, b) => a.line - b.line);
    const shown = errors.slice(0, MAX_ERRORS);
    if (errors.length > MAX_ERRORS) shown.push({ line: errors[MAX_ERRORS]!.line, message: E.moreErrors(errors.length - MAX_ERRORS) });
    return { ok: false, errors: shown };
  }
  return { ok: true, questions };
}

/** Whether `text` has more than `max` lines (counted without splitting it). */
function linesOver(text: string, max: number): boolean {
  let breaks = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) if (++breaks >= max) return at + 1 < text.length;
  return false;
}

/** The format a file's name says (".csv", ".md"/".markdown"), or null. */
export function formatOfFileName(name: string): ImportFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".md") || lower.endsWith(".markdown")) return "markdown";
  return null;
}

function buildQuestion(d: Draft, n: number, topics: readonly string[] | null): ImportedQuestion | { errors: string[] } {
  const errors: string[] = [];
  const topic = d.topic.trim();
  if (topic === "") errors.push(E.topicRequired);
  else if (topics && !topics.includes(topic)) errors.push(E.unknownTopic(topic));
  const difficulty = DIFFICULTY_WORDS[d.difficulty.trim().toLowerCase()];
  if (!difficulty) errors.push(E.difficulty(d.difficulty.trim()));
  const points = d.points.trim() === "" ? 1 : Number(d.points.trim());
  const answer = d.answer.trim();
  let type: Question["type"] | undefined;
  if (d.type.trim() !== "") {
    type = TYPE_WORDS[d.type.trim().toLowerCase()];
    if (!type) errors.push(E.type(d.type.trim()));
  } else if (d.choices.length > 0) type = d.choices.filter((c) => c.correct).length === 1 ? "single" : "multiple";
  else if (answer === "") errors.push(E.answerRequired);
  else type = isNumber(answer) ? "number" : "text";

  const base = { id: `import-${n}`, prompt: d.prompt.trim(), explanation: d.explanation.trim(), points };
  let candidate: unknown = null;
  if (type === "single" || type === "multiple") {
    const choices = d.choices.map((c, i) => ({ id: CHOICE_IDS[i] ?? `c${i}`, text: c.text.trim(), correct: c.correct }));
    candidate = { ...base, type, choices };
  } else if (type === "number") {
    if (!isNumber(answer)) errors.push(E.numberAnswer(answer));
    else candidate = { ...base, type, answer: Number(answer.replace(/,/g, "")) };
  } else if (type === "text") {
    candidate = { ...base, type, accepted: answer.split("|").map((a) => a.trim()).filter((a) => a !== "") };
  }
  if ((type === "number" || type === "text") && d.choices.length > 0) errors.push(E.choicesNotAllowed);
  if (candidate !== null) {
    const parsed = check(questionSchema, candidate, { fieldOf: (path) => path.map(String).join(".") });
    if (!parsed.ok) for (const message of Object.values(parsed.errors)) if (typeof message === "string" && !errors.includes(message)) errors.push(message);
    if (errors.length === 0 && parsed.ok && difficulty) return { line: d.line, topic, difficulty, question: parsed.data };
  }
  return { errors };
}

const isNumber = (s: string) => /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(s.trim());

// ---------------------------------------------------------------- Markdown

const FIELD = /^(หัวข้อ|ระดับ|ชนิด|คะแนน|คำตอบ|เฉลย)\s*[:：]\s*(.*)$/;
const CHOICE = /^[-*]\s+\[( |x|X)\]\s+(.*)$/;

/**
 * `## ` starts a question (its heading's text is the tutor's label, not stored); then the field
 * lines, the prompt's lines, `- [x]`/`- [ ]` choices, and `เฉลย:` whose text runs to the next
 * question. Lines before the first `## ` are the file's own notes.
 */
function readMarkdownDrafts(text: string): { drafts: Draft[]; errors: ImportError[] } {
  const lines = text.split(/\r\n|\n|\r/);
  const drafts: Draft[] = [];
  const errors: ImportError[] = [];
  let current: (Draft & { promptLines: string[]; explanationLines: string[] | null; fenced: boolean }) | null = null;
  const finish = () => {
    if (!current) return;
    current.prompt = current.promptLines.join("\n");
    current.explanation = (current.explanationLines ?? []).join("\n");
    drafts.push(current);
  };
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (/^##\s/.test(raw) || raw.trim() === "##") {
      finish();
      current = { line, topic: "", difficulty: "", type: "", prompt: "", choices: [], answer: "", explanation: "", points: "", promptLines: [], explanationLines: null, fenced: false };
      return;
    }
    if (!current) return;
    const q = current as NonNullable<typeof current>;
    if (/^\s*(```|~~~)/.test(raw)) q.fenced = !q.fenced;
    if (q.explanationLines) {
      q.explanationLines.push(raw);
      return;
    }
    const field = q.fenced ? null : FIELD.exec(raw.trim());
    if (field) {
      const [, name, value] = field as unknown as [string, string, string];
      if (name === "เฉลย") {
        q.explanationLines = [value];
        return;
      }
      const key = ({ หัวข้อ: "topic", ระดับ: "difficulty", ชนิด: "type", คะแนน: "points", คำตอบ: "answer" } as const)[name as "หัวข้อ"];
      if (q[key] !== "") errors.push({ line, message: E.duplicateField(name) });
      q[key] = value.trim();
      return;
    }
    const choice = q.fenced ? null : CHOICE.exec(raw.trim());
    if (choice) {
      q.choices.push({ text: choice[2] ?? "", correct: choice[1] !== " " });
      return;
    }
    if (q.choices.length > 0 && raw.trim() !== "") {
      errors.push({ line, message: E.textAfterChoices });
      return;
    }
    if (q.choices.length === 0) q.promptLines.push(raw);
  });
  finish();
  return { drafts, errors };
}

// ---------------------------------------------------------------- CSV

/** The CSV file's columns (its first row names them, in any order; choice1…choice8 optional). */
export const CSV_COLUMNS = ["topic", "difficulty", "type", "prompt", "answer", "explanation", "points"] as const;
const REQUIRED_COLUMNS = ["topic", "difficulty", "prompt"] as const;
const MAX_CHOICE_COLUMNS = 8;

/** The records of a CSV file that may hold IMPORT_MAX_QUESTIONS questions, with a header and blank lines (more are not read). */
export const CSV_MAX_RECORDS = 4 * IMPORT_MAX_QUESTIONS;

function readCsvDrafts(read: CsvRecords): { drafts: Draft[]; errors: ImportError[] } {
  if (read.error) return { drafts: [], errors: [{ line: read.error.line, message: read.error.code === "unclosed" ? E.csvUnclosed : E.csvQuote }] };
  if (read.more) return { drafts: [], errors: [{ line: 1, message: E.tooMany(IMPORT_MAX_QUESTIONS) }] };
  const { records } = read;
  const rows = records.filter((r) => r.fields.some((f) => f.trim() !== ""));
  const header = rows.shift();
  if (!header) return { drafts: [], errors: [] };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const known = new Set<string>([...CSV_COLUMNS, ...Array.from({ length: MAX_CHOICE_COLUMNS }, (_, i) => `choice${i + 1}`)]);
  const errors: ImportError[] = [];
  names.forEach((name) => {
    if (!known.has(name)) errors.push({ line: header.line, message: E.csvUnknownColumn(name) });
  });
  for (const name of REQUIRED_COLUMNS) if (!names.includes(name)) errors.push({ line: header.line, message: E.csvMissingColumn(name) });
  if (new Set(names).size !== names.length) errors.push({ line: header.line, message: E.csvDuplicateColumn });
  if (errors.length > 0) return { drafts: [], errors };
  const col = (row: string[], name: string) => {
    const at = names.indexOf(name);
    return at < 0 ? "" : (row[at] ?? "");
  };
  const drafts: Draft[] = [];
  for (const { line, fields } of rows) {
    if (fields.length !== names.length) {
      errors.push({ line, message: E.csvFieldCount(fields.length, names.length) });
      continue;
    }
    const answer = col(fields, "answer").trim();
    const choiceTexts = Array.from({ length: MAX_CHOICE_COLUMNS }, (_, i) => col(fields, `choice${i + 1}`));
    const lastFilled = choiceTexts.reduce((last, t, i) => (t.trim() !== "" ? i + 1 : last), 0);
    const choices = choiceTexts.slice(0, lastFilled).map((t) => ({ text: t, correct: false }));
    let answerText = answer;
    if (choices.length > 0) {
      // For choice questions, `answer` names the right choices by number: "2" or "1, 3".
      const picks = answer.split(/[,\s]+/).filter((p) => p !== "");
      const bad = picks.filter((p) => !/^\d+$/.test(p) || Number(p) < 1 || Number(p) > choices.length);
      if (picks.length === 0 || bad.length > 0) {
        errors.push({ line, message: E.csvChoiceAnswer(answer, choices.length) });
        continue;
      }
      for (const p of picks) choices[Number(p) - 1]!.correct = true;
      answerText = "";
    }
    drafts.push({
      line,
      topic: col(fields, "topic"),
      difficulty: col(fields, "difficulty"),
      type: col(fields, "type"),
      prompt: col(fields, "prompt"),
      choices,
      answer: answerText,
      explanation: col(fields, "explanation"),
      points: col(fields, "points"),
    });
  }
  return { drafts, errors };
}
