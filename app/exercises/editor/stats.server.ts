/**
 * The per-question statistics page's data: each lesson with an
 * `exerciseStats/{lessonId}` document (bounded: see listExerciseStats), its
 * questions in the exercise's order with attempts, % right and the most
 * common wrong answers (choice ids shown as the choices' text).
 */
import { listExerciseStats } from "~/exercises/exercise-admin.store.server";
import { listAllLessons } from "~/content/lesson.store.server";
import type { Question } from "../schema";
import { OTHER_WRONG } from "../summary";
import { exerciseEditUrl } from "./editor.server";
import { escapeHtml } from "~/platform/markdown.server";
import { inlinePreview } from "~/platform/markdown-inline.server";
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

interface QuestionStatsRow {
  id: string;
  number: number | null;
  /** One line of sanitised HTML (inlinePreview), null for a question since removed. */
  promptHtml: string | null;
  attempts: number;
  rightPercent: number;
  /** `answerHtml`: one line of sanitised HTML; `answer`: the stored key. */
  wrong: { answer: string; answerHtml: string; count: number }[];
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
        wrong: s.wrong.slice(0, SHOWN_WRONG).map((w) => ({ answer: w.answer, answerHtml: shownAnswer(question, w.answer), count: w.count })),
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
