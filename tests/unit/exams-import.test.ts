import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CSV_MAX_RECORDS, formatOfFileName, IMPORT_MAX_LINES, IMPORT_MAX_QUESTIONS, parseBankFile } from "~/exams/import";
import { csvRecords } from "~/platform/csv-records.mjs";
import { BANK_IMPORT_ERRORS } from "~/exams/messages";
import { demoBank } from "../../harness/seed-exams";

const TOPICS = ["เซต", "ตรรกศาสตร์"];
const sample = (name: string) => readFileSync(new URL(`../../docs/samples/${name}`, import.meta.url), "utf8");

describe("importing the question bank", () => {
  it("reads both sample files into the same four questions", () => {
    const csv = parseBankFile(sample("exam-bank.csv"), "csv", TOPICS);
    const md = parseBankFile(sample("exam-bank.md"), "markdown", TOPICS);
    if (!csv.ok) throw new Error(JSON.stringify(csv.errors));
    if (!md.ok) throw new Error(JSON.stringify(md.errors));
    expect(csv.questions.map((q) => [q.topic, q.difficulty, q.question.type])).toEqual([
      ["เซต", "easy", "single"],
      ["เซต", "medium", "multiple"],
      ["เซต", "hard", "number"],
      ["ตรรกศาสตร์", "easy", "text"],
    ]);
    expect(md.questions.map((q) => [q.topic, q.difficulty, q.question.type])).toEqual(csv.questions.map((q) => [q.topic, q.difficulty, q.question.type]));
    const [one, two, three, four] = md.questions.map((q) => q.question);
    expect(one).toMatchObject({ prompt: "ข้อใดเป็นสมาชิกของเซต $A = \\{1, 2, 3\\}$", explanation: "$2$ อยู่ในรายการสมาชิกของ $A$" });
    if (one?.type !== "single" || two?.type !== "multiple" || three?.type !== "number" || four?.type !== "text") throw new Error("types");
    expect(one.choices.map((c) => c.correct)).toEqual([false, true, false]);
    expect(two.points).toBe(2);
    expect(two.explanation).toBe("$A - B = \\{1\\}$\nเพราะ $1$ อยู่ใน $A$ แต่ไม่อยู่ใน $B$");
    expect(three.answer).toBe(16);
    expect(four.accepted).toEqual(["ประพจน์", "proposition"]);
    // The CSV's quoted "" is one quote.
    const csvFour = csv.questions[3]!.question;
    expect(csvFour.explanation).toBe('ประโยคที่มีค่าความจริงแน่นอนเรียกว่า "ประพจน์"');
    const csvTwo = csv.questions[1]!.question;
    if (csvTwo.type !== "multiple") throw new Error("type");
    expect(csvTwo.choices.map((c) => [c.text, c.correct])).toEqual([
      ["$A \\cap B = \\{2\\}$", true],
      ["$A \\cup B = \\{1, 2, 3\\}$", true],
      ["$A - B = \\{3\\}$", false],
    ]);
  });

  it("reads the demo bank (21 questions over three topics)", () => {
    const bank = demoBank();
    expect(bank.length).toBeGreaterThanOrEqual(20);
    expect(new Set(bank.map((q) => q.topic)).size).toBe(3);
  });

  it("refuses a whole Markdown file for one bad question, with its line number", () => {
    const text = ["## ข้อ 1", "หัวข้อ: เซต", "ระดับ: ง่าย", "", "$1 + 1$", "", "คำตอบ: 2", "", "## ข้อ 2", "หัวข้อ: เซต", "ระดับ: ยากมาก", "", "โจทย์", "คำตอบ: 3", "", "## ข้อ 3", "หัวข้อ: เรขาคณิต", "ระดับ: ง่าย", "โจทย์", "- [ ] ก", "- [ ] ข"].join("\n");
    const read = parseBankFile(text, "markdown", TOPICS);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { line: 9, message: BANK_IMPORT_ERRORS.difficulty("ยากมาก") },
      { line: 16, message: BANK_IMPORT_ERRORS.unknownTopic("เรขาคณิต") },
      { line: 16, message: expect.stringContaining("") },
    ]);
  });

  it("refuses a whole CSV file for one bad row, with the line it starts on", () => {
    const text = 'topic,difficulty,prompt,answer\r\nเซต,ง่าย,"สองบรรทัด\r\nของโจทย์",4\r\nเซต,ง่าย,โจทย์,\r\nเซต,ง่าย,โจทย์,5\r\n';
    const read = parseBankFile(text, "csv", TOPICS);
    expect(read).toEqual({ ok: false, errors: [{ line: 4, message: BANK_IMPORT_ERRORS.answerRequired }] });
    const good = parseBankFile(text.replace("โจทย์,\r\n", "โจทย์,ตอบ\r\n"), "csv", TOPICS);
    expect(good.ok && good.questions.map((q) => [q.line, q.question.prompt])).toEqual([
      [2, "สองบรรทัด\nของโจทย์"],
      [4, "โจทย์"],
      [5, "โจทย์"],
    ]);
  });

  it("refuses a CSV with an unknown column, a short row, a stray or unclosed quote", () => {
    expect(parseBankFile("topic,difficulty,prompt,colour\nเซต,ง่าย,x,แดง\n", "csv", null)).toEqual({
      ok: false,
      errors: [{ line: 1, message: BANK_IMPORT_ERRORS.csvUnknownColumn("colour") }],
    });
    expect(parseBankFile("topic,difficulty,prompt,answer\nเซต,ง่าย,x\n", "csv", null)).toEqual({
      ok: false,
      errors: [{ line: 2, message: BANK_IMPORT_ERRORS.csvFieldCount(3, 4) }],
    });
    expect(parseBankFile('topic,difficulty\n1,x"y\n', "csv", null)).toEqual({ ok: false, errors: [{ line: 2, message: BANK_IMPORT_ERRORS.csvQuote }] });
    expect(parseBankFile('topic,difficulty\n1,"open\n\n', "csv", null)).toEqual({ ok: false, errors: [{ line: 2, message: BANK_IMPORT_ERRORS.csvUnclosed }] });
  });

  it("reads no more of a file than its questions may be, and refuses the rest at once", () => {
    // 120 000 records: csv-parse stops after CSV_MAX_RECORDS + 1 (the CPU pool runs it on what a tutor sends).
    const many = `topic,difficulty,prompt,answer\n${"เซต,ง่าย,x,1\n".repeat(120_000)}`;
    const read = csvRecords(many, CSV_MAX_RECORDS);
    expect(read.error).toBeUndefined();
    expect([read.records!.length, read.more]).toEqual([CSV_MAX_RECORDS, true]);
    const tooMany = { ok: false, errors: [{ line: 1, message: BANK_IMPORT_ERRORS.tooMany(IMPORT_MAX_QUESTIONS) }] };
    // Past IMPORT_MAX_LINES a file is not read at all (CR line endings count too).
    const tooLong = { ok: false, errors: [{ line: IMPORT_MAX_LINES + 1, message: BANK_IMPORT_ERRORS.tooManyLines(IMPORT_MAX_LINES) }] };
    expect(parseBankFile(many, "csv", null)).toEqual(tooLong);
    expect(parseBankFile(`## ข้อ\r${"x\r".repeat(IMPORT_MAX_LINES)}`, "markdown", null)).toEqual(tooLong);
    expect(parseBankFile(`topic,difficulty,prompt,answer\n${"เซต,ง่าย,x,1\n".repeat(CSV_MAX_RECORDS)}`, "csv", null)).toEqual(tooMany);
    const rows = `topic,difficulty,prompt,answer\n${"เซต,ง่าย,x,1\n".repeat(IMPORT_MAX_QUESTIONS + 1)}`;
    expect(parseBankFile(rows, "csv", null)).toEqual(tooMany);
    const md = Array.from({ length: IMPORT_MAX_QUESTIONS + 1 }, () => "## ข้อ\nหัวข้อ: เซต\nระดับ: ง่าย\nx\nคำตอบ: 1\n").join("\n");
    expect(parseBankFile(md, "markdown", null)).toEqual(tooMany);
    // Exactly the most a file may hold is read whole.
    const full = parseBankFile(`topic,difficulty,prompt,answer\n${"เซต,ง่าย,x,1\n".repeat(IMPORT_MAX_QUESTIONS)}`, "csv", null);
    expect(full.ok && full.questions.length).toBe(IMPORT_MAX_QUESTIONS);
  });

  it("names the right choices of a CSV row by number", () => {
    const head = "topic,difficulty,prompt,choice1,choice2,choice3,answer\n";
    expect(parseBankFile(`${head}เซต,ง่าย,x,ก,ข,ค,4\n`, "csv", null)).toEqual({
      ok: false,
      errors: [{ line: 2, message: BANK_IMPORT_ERRORS.csvChoiceAnswer("4", 3) }],
    });
    const ok = parseBankFile(`${head}เซต,ง่าย,x,ก,ข,ค,"1, 3"\n`, "csv", null);
    expect(ok.ok && ok.questions[0]!.question).toMatchObject({ type: "multiple", choices: [{ correct: true }, { correct: false }, { correct: true }] });
  });

  it("refuses an empty file and knows the formats by name", () => {
    expect(parseBankFile("# แค่หัวเรื่อง\n", "markdown", null)).toEqual({ ok: false, errors: [{ line: 1, message: BANK_IMPORT_ERRORS.empty }] });
    expect([formatOfFileName("bank.CSV"), formatOfFileName("b.md"), formatOfFileName("b.txt")]).toEqual(["csv", "markdown", null]);
  });
});
