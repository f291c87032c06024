/**
 * The per-question statistics page's data: each lesson with an
 * `exerciseStats/{lessonId}` document (bounded: see listExerciseStats), its
 * questions in the exercise's order with attempts, % right and the most
 * common wrong answers (choice ids shown as the choices' text); for a
 * multiple-answer question, instead, the right choices missed and the wrong
 * ones picked, each with its count (never a right choice as a wrong answer).
 */
import { listExerciseStats } from "~/exercises/exercise-admin.store.server";
import { listAllLessons } from "~/content/lesson.store.server";
import type { Question } from "../schema";
import { migrateChoiceStats, OTHER_WRONG, type ChoiceCounts, type QuestionStats } from "../summary";
import { exerciseEditUrl } from "./editor.server";
import { escapeHtml } from "~/services/markdown/markdown.server";
import { inlinePreview } from "~/services/markdown/markdown-inline.server";
import { percentOf } from "~/platform/percent";

/** Wrong answers shown per question (the stored list keeps up to 20). */
const SHOWN_WRONG = 5;

/** A wrong answer as one line of sanitised HTML: the choices' texts rendered (they are Markdown), a typed answer escaped. */
function shownAnswer(question: Question | undefined, key: string): string {
  if (key === OTHER_WRONG || !question || !("choices" in question)) return escapeHtml(key);
  const texts = key.split(",").map((id) => {
    const choice = question.choices.find((c) => c.id === id);
    return choice ? inlinePreview(choice.text, 80) : escapeHtml(id);
  });
  return texts.join(" + ");
}

/** A choice and how many attempts missed (or wrongly picked) it, most first; `html`: the choice's text, one line of sanitised HTML. */
interface ChoiceCountRow {
  id: string;
  html: string;
  count: number;
}

function choiceRows(question: Extract<Question, { choices: unknown }>, counts: ChoiceCounts): ChoiceCountRow[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([id, count]) => {
      const choice = question.choices.find((c) => c.id === id);
      return { id, html: choice ? inlinePreview(choice.text, 80) : escapeHtml(id), count };
    })
    .sort((a, b) => b.count - a.count);
}

/** A multiple-answer question's mistakes per choice (older statistics migrated on read), or null for other questions. */
function choiceMistakeRows(question: Question | undefined, stats: QuestionStats) {
  if (question?.type !== "multiple") return null;
  const { missed, wrongPicked } = migrateChoiceStats(question, stats);
  return { missed: choiceRows(question, missed), wrongPicked: choiceRows(question, wrongPicked) };
}

interface QuestionStatsRow {
  id: string;
  number: number | null;
  /** One line of sanitised HTML (inlinePreview), null for a question since removed. */
  promptHtml: string | null;
  attempts: number;
  rightPercent: number;
  /** `answerHtml`: one line of sanitised HTML; `answer`: the stored key. */
  wrong: { answer: string; answerHtml: string; count: number }[];
  /** Multiple-answer questions: right choices missed and wrong ones picked (then `wrong` is empty). */
  choices: { missed: ChoiceCountRow[]; wrongPicked: ChoiceCountRow[] } | null;
}

export async function exerciseStatsView() {
  const [entries, lessons] = await Promise.all([listExerciseStats(), listAllLessons()]);
  const titles = new Map(lessons.map((l) => [l.id, l.title]));
  return entries.map(({ stats, exercise }) => {
    const questions = exercise?.questions ?? [];
    const known = questions.map((q) => q.id).filter((id) => id in stats.questions);
    const removed = Object.keys(stats.questions).filter((id) => !questions.some((q) => q.id === id));
    const rows: QuestionStatsRow[] = [...known, ...removed].map((id) => {
      const s = stats.questions[id]!;
      const index = questions.findIndex((q) => q.id === id);
      const question = questions[index];
      return {
        id,
        number: index >= 0 ? index + 1 : null,
        promptHtml: question ? inlinePreview(question.prompt, 160) : null,
        attempts: s.attempts,
        rightPercent: percentOf(s.right, s.attempts),
        wrong: question?.type === "multiple" ? [] : s.wrong.slice(0, SHOWN_WRONG).map((w) => ({ answer: w.answer, answerHtml: shownAnswer(question, w.answer), count: w.count })),
        choices: choiceMistakeRows(question, s),
      };
    });
    return {
      lessonId: stats.lessonId,
      title: titles.get(stats.lessonId) ?? stats.lessonId,
      attempts: stats.attempts,
      /** Checks per saved attempt (null before any attempt was counted with its checks). */
      checksPerAttempt: stats.checkedAttempts > 0 ? stats.checks / stats.checkedAttempts : null,
      checkedAttempts: stats.checkedAttempts,
      editUrl: exerciseEditUrl(stats.lessonId),
      rows,
    };
  });
}
