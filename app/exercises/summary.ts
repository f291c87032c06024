/**
 * What a graded attempt changes, as pure functions the store
 * calls between its read and its batch (docs/architecture.md, "Exercises"): the attempt's
 * document id and data, the student's summary per lesson on the enrolment, the
 * per-question statistics, and whether a "required" exercise lets the lesson
 * count as done.
 */
import type { ExerciseSummary } from "~/learning/index.server";
import { normaliseShortText, readNumber } from "./answers";
import { formatNumber, type AttemptResult } from "./grading";
import type { Answers, ExerciseSettings, Question } from "./schema";

/** `attempts/{uid}_{lessonId}_{attemptId}`: the same form posted twice is the same document. */
export function attemptDocId(uid: string, lessonId: string, attemptId: string): string {
  for (const part of [uid, lessonId, attemptId]) {
    if (part === "" || part.includes("/")) throw new RangeError("attempt key parts must be non-empty and hold no '/'");
  }
  return `${uid}_${lessonId}_${attemptId}`;
}

/** The stored attempt (without the ids and the time, which the model adds). */
export function attemptData(result: AttemptResult, answers: Answers) {
  return {
    attemptId: result.attemptId,
    answers,
    perQuestion: Object.fromEntries(result.questions.map((q) => [q.id, { correct: q.correct, earned: q.earned }])),
    earned: result.earned,
    total: result.total,
    percent: result.percent,
    passed: result.passed,
  };
}

/** The summary after one more (new, not repeated) attempt. */
export function summariseAttempt(previous: ExerciseSummary | null, result: AttemptResult, at: Date): ExerciseSummary {
  const better = !previous || result.percent > previous.bestPercent;
  return {
    attempts: (previous?.attempts ?? 0) + 1,
    bestPercent: better ? result.percent : previous.bestPercent,
    bestEarned: better ? result.earned : previous.bestEarned,
    total: better ? result.total : previous.total,
    passedAt: previous?.passedAt ?? (result.mode === "required" && result.passed ? at : null),
    lastAt: at,
  };
}

/** Whether the lesson may be marked done: always for practice, once passed for "required". */
export function lessonRequirementMet(settings: Pick<ExerciseSettings, "mode">, summary: ExerciseSummary | null): boolean {
  return settings.mode === "practice" || summary?.passedAt != null;
}

/** Most distinct wrong answers counted per question; the rest go under OTHER_WRONG. */
export const MAX_WRONG_ANSWERS = 20;
export const OTHER_WRONG = "อื่น ๆ";

/**
 * A wrong answer as the statistics group it: chosen choice ids in the
 * exercise's order, a number as its value and unit, a text normalised (so
 * "Paris." and "paris" are one row). Cut to 100 characters.
 */
export function wrongAnswerKey(question: Question, given: readonly string[]): string {
  switch (question.type) {
    case "single":
    case "multiple": {
      const chosen = new Set(given);
      return question.choices
        .filter((c) => chosen.has(c.id))
        .map((c) => c.id)
        .join(",");
    }
    case "number": {
      const reading = readNumber(given[0] ?? "");
      if (reading.kind !== "number") return normaliseShortText(given[0] ?? "").slice(0, 100);
      return `${formatNumber(reading.value)}${reading.unitKey ? ` ${reading.unitKey}` : ""}`.slice(0, 100);
    }
    case "text":
      return normaliseShortText(given[0] ?? "", question.ignoreFinalFullStop).slice(0, 100);
  }
}

export interface WrongAnswerCount {
  answer: string;
  count: number;
}

/** Per choice id, how many attempts (choice ids are safe map keys: [a-z0-9]{1,12}). */
export type ChoiceCounts = Record<string, number>;

export interface QuestionStats {
  attempts: number;
  right: number;
  /** The most common wrong answers first (a list: answers are not safe as Firestore map keys); not kept for multiple-answer questions. */
  wrong: WrongAnswerCount[];
  /** Multiple-answer questions: per right choice, the attempts that left it out. */
  missed: ChoiceCounts;
  /** Multiple-answer questions: per wrong choice, the attempts that picked it. */
  wrongPicked: ChoiceCounts;
}

function addCounts(counts: Readonly<ChoiceCounts>, ids: readonly string[], n = 1): ChoiceCounts {
  const next = { ...counts };
  for (const id of ids) next[id] = (next[id] ?? 0) + n;
  return next;
}

/**
 * A multiple-answer attempt as the tutor reads it: which right choices it left
 * out and which wrong ones it picked (a right choice is never "a wrong answer").
 */
function choiceMistakes(question: Extract<Question, { type: "multiple" }>, given: readonly string[]): { missed: string[]; wrongPicked: string[] } {
  const chosen = new Set(given);
  return {
    missed: question.choices.filter((c) => c.correct && !chosen.has(c.id)).map((c) => c.id),
    wrongPicked: question.choices.filter((c) => !c.correct && chosen.has(c.id)).map((c) => c.id),
  };
}

/**
 * Statistics stored before `missed`/`wrongPicked` existed counted a
 * multiple-answer question's wrong attempts by the set chosen ("a,c"): read
 * into per-choice counts against the question's choices (the OTHER_WRONG
 * bucket names no choice and is left out).
 */
export function migrateChoiceStats(question: Extract<Question, { type: "multiple" }>, stats: QuestionStats): QuestionStats {
  let { missed, wrongPicked } = stats;
  for (const w of stats.wrong) {
    if (w.answer === OTHER_WRONG) continue;
    const mistakes = choiceMistakes(question, w.answer === "" ? [] : w.answer.split(","));
    missed = addCounts(missed, mistakes.missed, w.count);
    wrongPicked = addCounts(wrongPicked, mistakes.wrongPicked, w.count);
  }
  return { ...stats, wrong: [], missed, wrongPicked };
}

function countWrong(wrong: readonly WrongAnswerCount[], key: string): WrongAnswerCount[] {
  const known = wrong.some((w) => w.answer === key);
  const distinct = wrong.filter((w) => w.answer !== OTHER_WRONG).length;
  const slot = known || distinct < MAX_WRONG_ANSWERS ? key : OTHER_WRONG;
  const next = wrong.some((w) => w.answer === slot)
    ? wrong.map((w) => (w.answer === slot ? { answer: slot, count: w.count + 1 } : w))
    : [...wrong, { answer: slot, count: 1 }];
  return next.sort((a, b) => b.count - a.count);
}

/** The per-question statistics after one more attempt (bounded: see MAX_WRONG_ANSWERS). */
export function addToStats(
  stats: Readonly<Record<string, QuestionStats>>,
  questions: readonly Question[],
  result: AttemptResult,
  answers: Answers
): Record<string, QuestionStats> {
  const next: Record<string, QuestionStats> = { ...stats };
  for (const graded of result.questions) {
    const question = questions.find((q) => q.id === graded.id);
    if (!question) continue;
    const before = stats[graded.id] ?? { attempts: 0, right: 0, wrong: [], missed: {}, wrongPicked: {} };
    const given = answers[graded.id] ?? [];
    const counted = { ...before, attempts: before.attempts + 1, right: before.right + (graded.correct ? 1 : 0) };
    if (question.type === "multiple") {
      // Per choice, also for a partly right attempt: what it missed and what it picked wrongly.
      const mistakes = choiceMistakes(question, given);
      next[graded.id] = { ...counted, missed: addCounts(before.missed, mistakes.missed), wrongPicked: addCounts(before.wrongPicked, mistakes.wrongPicked) };
    } else {
      next[graded.id] = { ...counted, wrong: graded.correct ? before.wrong : countWrong(before.wrong, wrongAnswerKey(question, given)) };
    }
  }
  return next;
}
