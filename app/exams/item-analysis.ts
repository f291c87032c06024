/**
 * The tutor's reports on one exam, pure (browser-safe): the results by student and the
 * item analysis (docs/exams.md "The tutor's reports").
 *
 * - Only finished attempts count (submitted, or graded at the deadline); an open one has no result.
 * - Results by student: each student's best attempt (the highest score; of equal scores the
 *   earliest), with the number of finished attempts.
 * - Item analysis: per question id across every finished attempt that held it (a drawn question
 *   is in some attempts only): how many answered it right (a partly right multiple-answer
 *   question is not right), how many left it blank, for a choice question how often each
 *   choice was picked, and for a number or text question its most common wrong answers
 *   (as typed, spaces trimmed and runs of spaces as one; at most `WRONG_ANSWERS_SHOWN`). The question shown is the newest attempt's copy (the bank may have been
 *   edited since the first).
 * - A question "looks wrong" (`ItemFlag`) once at least `FLAG_MIN_ANSWERS` attempts held it and
 *   either under `FLAG_RIGHT_PERCENT` % got it right, or a wrong choice was picked more often than
 *   a right one (for several answers: than the least picked right one). The page says the rule.
 */
import type { Question } from "~/exercises/index";
import { percentOf } from "~/platform/percent";
import type { Attempt, AttemptResult, TopicScore } from "./model";

export const FLAG_MIN_ANSWERS = 3;
export const FLAG_RIGHT_PERCENT = 20;

/** Wrong typed answers an item lists at most. */
export const WRONG_ANSWERS_SHOWN = 5;

export type ItemFlag = "fewRight" | "wrongChoicePreferred";

type Finished = Attempt & { result: AttemptResult };

export function finishedAttempts(attempts: readonly Attempt[]): Finished[] {
  return attempts.filter((a): a is Finished => a.status !== "open" && a.result !== null);
}

// ---------------------------------------------------------------- results by student

export interface StudentResultRow {
  uid: string;
  /** Finished attempts of this student. */
  attempts: number;
  best: Finished;
}

/** The better of two attempts: the higher score, then the earlier start. */
const better = (a: Finished, b: Finished) => (b.result.score > a.result.score || (b.result.score === a.result.score && b.startedAt < a.startedAt) ? b : a);

/** One row per student with a finished attempt: their best one; the highest percent first (then the earliest). */
export function resultsByStudent(attempts: readonly Attempt[]): StudentResultRow[] {
  const rows = new Map<string, StudentResultRow>();
  for (const attempt of finishedAttempts(attempts)) {
    const row = rows.get(attempt.uid);
    if (row) {
      row.attempts += 1;
      row.best = better(row.best, attempt);
    } else rows.set(attempt.uid, { uid: attempt.uid, attempts: 1, best: attempt });
  }
  return [...rows.values()].sort((a, b) => b.best.result.percent - a.best.result.percent || a.best.startedAt - b.best.startedAt);
}

/** The topics of the exam's attempts, in the order they first appear (the table's columns). */
export function topicsOf(attempts: readonly Attempt[]): string[] {
  const topics = new Set<string>();
  for (const a of attempts) for (const q of a.questions) topics.add(q.topic);
  return [...topics];
}

/** A topic's score in a result, or null when the attempt had none of its questions. */
export function topicScore(result: AttemptResult, topic: string): TopicScore | null {
  return result.byTopic.find((t) => t.topic === topic) ?? null;
}

// ---------------------------------------------------------------- item analysis

export interface ChoiceStat {
  id: string;
  /** Markdown (inline). */
  text: string;
  correct: boolean;
  picked: number;
  /** Of the attempts that held the question, whole percent. */
  percent: number;
}

export interface ItemStat {
  id: string;
  topic: string;
  /** The newest attempt's copy. */
  question: Question;
  /** Finished attempts that held it. */
  answered: number;
  right: number;
  rightPercent: number;
  /** Left without an answer. */
  blank: number;
  blankPercent: number;
  /** Choice questions only. */
  choices: ChoiceStat[] | null;
  /** Number and text questions only: the wrong answers given most, most first (then first given). */
  wrongAnswers: WrongAnswer[] | null;
  flags: ItemFlag[];
}

export interface WrongAnswer {
  answer: string;
  count: number;
  /** Of the attempts that held the question, whole percent. */
  percent: number;
}

const isBlank = (answer: readonly string[] | undefined) => !answer || answer.every((v) => v.trim() === "");

function flagsOf(item: Omit<ItemStat, "flags">): ItemFlag[] {
  if (item.answered < FLAG_MIN_ANSWERS) return [];
  const flags: ItemFlag[] = [];
  if (item.rightPercent < FLAG_RIGHT_PERCENT) flags.push("fewRight");
  if (item.choices) {
    const right = item.choices.filter((c) => c.correct).map((c) => c.picked);
    const leastRight = right.length > 0 ? Math.min(...right) : 0;
    if (item.choices.some((c) => !c.correct && c.picked > leastRight)) flags.push("wrongChoicePreferred");
  }
  return flags;
}

/** Every question of the exam's finished attempts, in the order they first appear. */
export function itemAnalysis(attempts: readonly Attempt[]): ItemStat[] {
  const finished = finishedAttempts(attempts);
  const tallies = new Map<string, { topic: string; question: Question; newest: number; answered: number; right: number; blank: number; picks: Map<string, number>; wrong: Map<string, number> }>();
  for (const attempt of finished) {
    const verdicts = new Map(attempt.result.perQuestion.map((p) => [p.id, p.correct]));
    for (const { topic, question } of attempt.questions) {
      let t = tallies.get(question.id);
      if (!t) {
        t = { topic, question, newest: attempt.startedAt, answered: 0, right: 0, blank: 0, picks: new Map(), wrong: new Map() };
        tallies.set(question.id, t);
      } else if (attempt.startedAt > t.newest) {
        Object.assign(t, { topic, question, newest: attempt.startedAt });
      }
      const answer = attempt.answers[question.id];
      t.answered += 1;
      const right = verdicts.get(question.id) === true;
      if (right) t.right += 1;
      if (isBlank(answer)) t.blank += 1;
      else if (question.type === "single" || question.type === "multiple") for (const id of new Set(answer)) t.picks.set(id, (t.picks.get(id) ?? 0) + 1);
      else if (!right) {
        const typed = answer!.map((v) => v.trim().replace(/\s+/g, " ")).filter((v) => v !== "").join(" ");
        t.wrong.set(typed, (t.wrong.get(typed) ?? 0) + 1);
      }
    }
  }
  return [...tallies.entries()].map(([id, t]) => {
    const q = t.question;
    const choices =
      q.type === "single" || q.type === "multiple"
        ? q.choices.map((c) => ({ id: c.id, text: c.text, correct: c.correct, picked: t.picks.get(c.id) ?? 0, percent: percentOf(t.picks.get(c.id) ?? 0, t.answered) }))
        : null;
    // Map order is first-given order, and the sort is stable: of equal counts the first given comes first.
    const wrongAnswers = choices
      ? null
      : [...t.wrong.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, WRONG_ANSWERS_SHOWN)
          .map(([answer, count]) => ({ answer, count, percent: percentOf(count, t.answered) }));
    const item = {
      id,
      topic: t.topic,
      question: q,
      answered: t.answered,
      right: t.right,
      rightPercent: percentOf(t.right, t.answered),
      blank: t.blank,
      blankPercent: percentOf(t.blank, t.answered),
      choices,
      wrongAnswers,
    };
    return { ...item, flags: flagsOf(item) };
  });
}
