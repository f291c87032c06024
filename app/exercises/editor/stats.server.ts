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

/** Wrong answers shown per question (the stored list keeps up to 20). */
const SHOWN_WRONG = 5;

function shownAnswer(question: Question | undefined, key: string): string {
  if (key === OTHER_WRONG || !question || !("choices" in question)) return key;
  const texts = key.split(",").map((id) => question.choices.find((c) => c.id === id)?.text ?? id);
  return texts.join(" + ");
}

interface QuestionStatsRow {
  id: string;
  number: number | null;
  prompt: string | null;
  attempts: number;
  rightPercent: number;
  wrong: { answer: string; count: number }[];
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
        prompt: question ? question.prompt.replace(/\s+/g, " ").trim().slice(0, 160) : null,
        attempts: s.attempts,
        rightPercent: s.attempts ? Math.round((s.right * 100) / s.attempts) : 0,
        wrong: s.wrong.slice(0, SHOWN_WRONG).map((w) => ({ answer: shownAnswer(question, w.answer), count: w.count })),
      };
    });
    return {
      lessonId: stats.lessonId,
      title: titles.get(stats.lessonId) ?? stats.lessonId,
      attempts: stats.attempts,
      editUrl: exerciseEditUrl(stats.lessonId),
      rows,
    };
  });
}
