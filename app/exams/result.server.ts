/**
 * The result of an attempt (docs/exams.md, "The result"): only its student or an admin reads
 * it; another student gets the 404. An open attempt before its deadline sends the student back
 * to its page; one past its deadline that the sweep has not graded yet is shown graded with
 * what was saved, as the sweep will grade it (nothing written here). Right answers and
 * explanations reach the page only when `mayShowAnswers` says so; the group's standing only
 * once the exam has closed.
 */
import { redirect } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { correctAnswerText, gradeQuestion, type Question } from "~/exercises/index";
import { renderForPage } from "~/exercises/index.server";
import { formatDateTime, now } from "~/kernel/clock";
import { notFound, or503 } from "~/kernel/http.server";
import { idSchema } from "~/kernel/ids";
import { listAttemptsOfExam, readAttempt } from "./attempts.store.server";
import { readExam } from "./exams.store.server";
import { gradeAttempt } from "./grade";
import { mayShowAnswers, timeTakenMs, type Attempt, type AttemptResult, type MockExam } from "./model";
import { standingOf, type Standing } from "./standing";
import { attemptUrl } from "./urls";
import { weakTopics } from "./weak-topics";

export interface ResultParams {
  id?: string;
  attemptId?: string;
}

/** A finished attempt (or one past its deadline, graded as the sweep will) with its exam. */
interface FinishedAttempt {
  exam: MockExam;
  attempt: Attempt & { result: AttemptResult; endedAt: number };
}

/**
 * The attempt of these URL params, read by its student or an admin (anyone else, an unknown
 * id, or an attempt of another exam: the 404); an open one before its deadline redirects to its page.
 */
export async function finishedAttempt(request: Request, params: ResultParams): Promise<FinishedAttempt> {
  const user = await requireUser(request);
  const examId = idSchema.safeParse(params.id);
  const attemptId = idSchema.safeParse(params.attemptId);
  if (!examId.success || !attemptId.success) notFound();
  const attempt = (await or503(readAttempt(attemptId.data))) ?? notFound();
  if (attempt.examId !== examId.data || (attempt.uid !== user.uid && !user.isAdmin)) notFound();
  const exam = (await or503(readExam(attempt.examId))) ?? notFound();
  if (attempt.status === "open" || attempt.result === null || attempt.endedAt === null) {
    if (attempt.status === "open" && now() < attempt.deadline) throw redirect(attemptUrl(exam.id, attempt.id));
    // Past its deadline, not swept yet: what was saved, graded at the deadline (the sweep's rule).
    return { exam, attempt: { ...attempt, status: "expired", endedAt: attempt.deadline, result: gradeAttempt(attempt) } };
  }
  return { exam, attempt: { ...attempt, result: attempt.result, endedAt: attempt.endedAt } };
}

interface ShownChoice {
  id: string;
  html: string;
  chosen: boolean;
  /** Only when answers may show; null before. */
  correct: boolean | null;
}

/** One question as the result shows it: the key, the right choices and the explanation are null until they may show. */
export interface ShownQuestion {
  id: string;
  number: number;
  topic: string;
  points: number;
  /** Right or wrong and the points earned: only once answers may show (before, they would tell the key). */
  verdict: { state: "right" | "partly" | "wrong"; earned: number } | null;
  answered: boolean;
  promptHtml: string;
  choices: ShownChoice[] | null;
  /** A typed answer (number, short text). */
  typed: string | null;
  correctAnswer: string | null;
  note: string | null;
  explanationHtml: string | null;
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

function shownQuestion(question: Question, topic: string, number: number, given: readonly string[], show: boolean): ShownQuestion {
  const verdict = gradeQuestion(question, given);
  const earned = hundredths(verdict.share * question.points);
  const isChoice = question.type === "single" || question.type === "multiple";
  return {
    id: question.id,
    number,
    topic,
    points: question.points,
    verdict: show ? { state: verdict.correct ? "right" : earned > 0 ? "partly" : "wrong", earned } : null,
    answered: given.some((v) => v.trim() !== ""),
    promptHtml: renderForPage(question.prompt, { inline: false }),
    choices: isChoice
      ? question.choices.map((c) => ({ id: c.id, html: renderForPage(c.text, { inline: true }), chosen: given.includes(c.id), correct: show ? c.correct : null }))
      : null,
    typed: isChoice ? null : (given[0] ?? ""),
    correctAnswer: show ? correctAnswerText(question) : null,
    note: show ? verdict.note : null,
    explanationHtml: show && question.explanation.trim() !== "" ? renderForPage(question.explanation, { inline: false }) : null,
  };
}

export interface ResultPage {
  exam: { id: string; title: string };
  attempt: { id: string; n: number; status: "submitted" | "expired"; endedAt: string; timeTakenMs: number };
  result: Pick<AttemptResult, "score" | "max" | "percent" | "byTopic">;
  questions: ShownQuestion[];
  /** When answers will show ("เฉลยจะแสดงเมื่อ…"), or null when they show now. */
  answersAt: string | null;
  /** Once the exam has closed; before, when it will. */
  standing: { kind: "shown"; standing: Standing } | { kind: "later"; at: string } | null;
  weak: string[];
}

/** GET /exams/<id>/attempts/<attemptId>/result. */
export async function resultLoader(request: Request, params: ResultParams): Promise<ResultPage> {
  const { exam, attempt } = await finishedAttempt(request, params);
  const at = now();
  const show = mayShowAnswers(exam, attempt, at);
  const closed = at >= exam.closesAt;
  const mine = closed ? standingOf(await or503(listAttemptsOfExam(exam.id)), attempt.uid) : null;
  const { result } = attempt;
  return {
    exam: { id: exam.id, title: exam.title },
    attempt: {
      id: attempt.id,
      n: attempt.n,
      status: attempt.status === "submitted" ? "submitted" : "expired",
      endedAt: formatDateTime(new Date(attempt.endedAt)),
      timeTakenMs: timeTakenMs(attempt) ?? 0,
    },
    result: { score: result.score, max: result.max, percent: result.percent, byTopic: result.byTopic },
    questions: attempt.questions.map((q, i) => shownQuestion(q.question, q.topic, i + 1, attempt.answers[q.question.id] ?? [], show)),
    answersAt: show ? null : formatDateTime(new Date(exam.closesAt)),
    standing: closed ? (mine ? { kind: "shown", standing: mine } : null) : { kind: "later", at: formatDateTime(new Date(exam.closesAt)) },
    weak: weakTopics(result),
  };
}
