/**
 * What reaches the page before a student submits: for every demo exercise the
 * serialised public view (and its rendered form) holds no answer key,
 * tolerance, accepted answer, correct flag or explanation. The per-attempt
 * order of choices is deterministic. The demo exercises fit the schema and
 * the demo courses.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExerciseForm } from "~/exercises/ExerciseForm";
import { gradeAttempt } from "~/exercises/grading";
import { publicView } from "~/exercises/public-view";
import { renderPublicView, type RenderMarkdown } from "~/exercises/render";
import { QUESTION_TYPES, exerciseSchema, type Exercise } from "~/exercises/schema";
import { choicesInAttemptOrder, newAttemptId, seededShuffle } from "~/exercises/shuffle";
import { DEMO_EXERCISES, demoExercises } from "../../harness/seed-exercises";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";

/** A stand-in for the server's Markdown renderer: escapes, so what is in the HTML is the source text. */
const escape: RenderMarkdown = (md) => md.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const demos = demoExercises();

/** Strings that must never reach the page before submitting. */
function secretsOf(exercise: Exercise, { spelledAsIds = true } = {}): string[] {
  const secrets: string[] = [];
  for (const q of exercise.questions) {
    if (q.explanation.trim() !== "") secrets.push(q.explanation);
    // Also as an id would spell them ("empty set" → "empty-set").
    if (q.type === "text") secrets.push(...q.accepted);
    if (q.type === "text" && spelledAsIds) secrets.push(...q.accepted.map((a) => a.toLowerCase().replace(/\s+/g, "-")));
  }
  return secrets;
}

const FORBIDDEN_KEYS = ["answer", "tolerance", "accepted", "correct", "explanation", "ignoreFinalFullStop", "amount", "kind"];

function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe("the public view of every demo exercise", () => {
  it.each(demos.map((d) => [d.lessonId, d.exercise] as const))("%s holds no answer key or explanation", (_lessonId, exercise) => {
    const attemptId = newAttemptId();
    const view = publicView(exercise, attemptId);
    const json = JSON.stringify(view);
    const html = renderToStaticMarkup(<ExerciseForm exercise={renderPublicView(view, escape)} />);

    const keys = keysOf(view);
    for (const key of FORBIDDEN_KEYS) expect(keys.has(key), key).toBe(false);
    for (const secret of secretsOf(exercise)) {
      expect(json.includes(JSON.stringify(secret).slice(1, -1)), secret).toBe(false);
      expect(html.includes(escape(secret, { inline: false })), secret).toBe(false);
    }
    // Yet everything a student needs is there.
    expect(view.questions.map((q) => q.id)).toEqual(exercise.questions.map((q) => q.id));
    for (const q of exercise.questions) expect(json).toContain(JSON.stringify(q.prompt).slice(1, -1));
  });

  it("would show the secrets if they leaked: the check above can fail", () => {
    const exercise = demos[0]!.exercise;
    const result = JSON.stringify(gradeAttempt(exercise, {}, newAttemptId()));
    for (const secret of secretsOf(exercise, { spelledAsIds: false })) expect(result).toContain(JSON.stringify(secret).slice(1, -1));
    expect(keysOf(JSON.parse(result)).has("correct")).toBe(true);
  });
});

describe("the order of choices", () => {
  const shuffled = demos.find((d) => d.exercise.settings.shuffleChoices && d.exercise.questions.some((q) => "choices" in q))!.exercise;
  const orderOf = (exercise: Exercise, attemptId: string) =>
    publicView(exercise, attemptId).questions.map((q) => ("choices" in q ? q.choices.map((c) => c.id).join(",") : ""));

  it("is the same for the same attempt (a re-render, a double submit, the result)", () => {
    const attemptId = newAttemptId();
    expect(orderOf(shuffled, attemptId)).toEqual(orderOf(shuffled, attemptId));
    const result = gradeAttempt(shuffled, {}, attemptId);
    const view = publicView(shuffled, attemptId);
    result.questions.forEach((graded, i) => {
      const shown = view.questions[i];
      if (graded.choices && shown && "choices" in shown) expect(graded.choices.map((c) => c.id)).toEqual(shown.choices.map((c) => c.id));
    });
  });

  it("differs between attempts and keeps every choice", () => {
    const orders = new Set(Array.from({ length: 40 }, (_, i) => orderOf(shuffled, `attempt-${String(i).padStart(12, "0")}`).join("|")));
    expect(orders.size).toBeGreaterThan(10);
    const ids = ["a", "b", "c", "d", "e", "f", "g", "h"];
    for (let i = 0; i < 200; i++) expect(seededShuffle(ids, `seed-${i}`).sort()).toEqual(ids);
  });

  it("is fixed for known seeds (the same on every machine and in the browser)", () => {
    expect(seededShuffle(["a", "b", "c", "d", "e"], "attempt-1\u0000q1")).toEqual(seededShuffle(["a", "b", "c", "d", "e"], "attempt-1\u0000q1"));
    expect(seededShuffle(["a", "b", "c", "d", "e"], "x")).toMatchInlineSnapshot(`
      [
        "b",
        "d",
        "e",
        "a",
        "c",
      ]
    `);
  });

  it("puts each position first about equally often", () => {
    const firsts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const first = seededShuffle(["a", "b", "c", "d"], `attempt-${i}`)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const count of firsts.values()) expect(count).toBeGreaterThan(850);
  });

  it("is the tutor's order when shuffling is off", () => {
    const plain = demos.find((d) => !d.exercise.settings.shuffleChoices)!.exercise;
    const q = plain.questions.find((x) => "choices" in x)!;
    if (!("choices" in q)) throw new Error("no choice question");
    expect(choicesInAttemptOrder(q.choices, q.id, newAttemptId(), false)).toEqual(q.choices);
    expect(orderOf(plain, newAttemptId())).toEqual(orderOf(plain, newAttemptId()));
  });
});

describe("the demo exercises", () => {
  it("fit the schema", () => {
    for (const { lessonId, exercise } of DEMO_EXERCISES) {
      const parsed = exerciseSchema.safeParse(exercise);
      expect(parsed.success, `${lessonId}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("sit on published demo lessons of the maths, physics and English courses, every type in each", () => {
    const courses = ["course-math-m4", "course-physics-motion", "course-english-reading"];
    const lessonIds = DEMO_EXERCISES.map((d) => d.lessonId);
    expect(new Set(lessonIds).size).toBe(lessonIds.length);
    for (const courseId of courses) {
      expect(DEMO_COURSES.some((c) => c.id === courseId)).toBe(true);
      const mine = demos.filter((d) => DEMO_LESSONS.find((l) => l.id === d.lessonId)?.courseId === courseId);
      expect(mine.length, courseId).toBeGreaterThanOrEqual(2);
      const types = new Set(mine.flatMap((d) => d.exercise.questions.map((q) => q.type)));
      expect([...types].sort(), courseId).toEqual([...QUESTION_TYPES].sort());
      for (const d of mine) expect(DEMO_LESSONS.find((l) => l.id === d.lessonId)?.status).toBe("published");
    }
    // A visitor can try one on a free preview in every course.
    for (const courseId of courses) {
      expect(demos.some((d) => DEMO_LESSONS.find((l) => l.id === d.lessonId && l.courseId === courseId)?.freePreview)).toBe(true);
    }
  });

  it("write formulas in $…$ in maths and physics, and English in the English course", () => {
    for (const { lessonId, exercise } of demos) {
      const text = exercise.questions.map((q) => `${q.prompt}\n${q.explanation}`).join("\n");
      if (/^(math|phy)-/.test(lessonId)) {
        expect(text, lessonId).toMatch(/\$[^$\n]+\$/);
        expect(text, lessonId).toMatch(/[\u0e00-\u0e7f]/);
      } else {
        expect(exercise.questions.every((q) => !/[\u0e00-\u0e7f]/.test(q.prompt)), lessonId).toBe(true);
      }
    }
  });

  it("are answered right by their own answer keys", () => {
    for (const { exercise } of demos) {
      const answers = Object.fromEntries(
        exercise.questions.map((q) => {
          switch (q.type) {
            case "single":
            case "multiple":
              return [q.id, q.choices.filter((c) => c.correct).map((c) => c.id)];
            case "number":
              return [q.id, [`${q.answer}${q.units[0] ? ` ${q.units[0]}` : ""}`]];
            case "text":
              return [q.id, [q.accepted[0] ?? ""]];
          }
        })
      );
      expect(gradeAttempt(exercise, answers, newAttemptId())).toMatchObject({ percent: 100, passed: true });
    }
  });
});
