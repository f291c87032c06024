/**
 * An attempt's result (pure, browser-safe): each question graded by the exercises' rules
 * (`gradeQuestion`), points earned in hundredths, the total, the whole percent (half up) and
 * the score of each topic in the order the topics first appear.
 */
import { gradeQuestion } from "~/exercises/index";
import { percentOf } from "~/platform/percent";
import type { Attempt, AttemptResult, TopicScore } from "./model";

const hundredths = (n: number) => Math.round(n * 100) / 100;

export function gradeAttempt(attempt: Pick<Attempt, "questions" | "answers">): AttemptResult {
  const topics = new Map<string, TopicScore>();
  const perQuestion: AttemptResult["perQuestion"] = [];
  let score = 0;
  let max = 0;
  for (const { topic, question } of attempt.questions) {
    const verdict = gradeQuestion(question, attempt.answers[question.id] ?? []);
    const earned = hundredths(verdict.share * question.points);
    perQuestion.push({ id: question.id, share: verdict.share, correct: verdict.correct });
    score += earned;
    max += question.points;
    const t = topics.get(topic) ?? { topic, score: 0, max: 0 };
    t.score = hundredths(t.score + earned);
    t.max += question.points;
    topics.set(topic, t);
  }
  score = hundredths(score);
  return { score, max, percent: percentOf(score, max), byTopic: [...topics.values()], perQuestion };
}
