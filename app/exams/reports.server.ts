/**
 * The tutor's reports on mock exams (docs/exams.md "The tutor's reports"): per exam the results
 * by student (page and CSV) and the item analysis; per student the mock results over time (the
 * tutor's student page); per week the exams a student sat and the topics to work on (the
 * parent's note). The figures are item-analysis.ts's; this module reads and names.
 *
 * Every loader here calls `requireAdmin` first; the CSV's guard is the route's (a file has no
 * error page). Students are named as everywhere (auth's `shownNames`: one batched read).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminAuth } from "~/platform/firebase-admin.server";
import { requireAdmin } from "~/auth/guards.server";
import { shownNames, type Person } from "~/auth/profile.store.server";
import { loadOr404 } from "~/admin-kit/guard.server";
import { or503 } from "~/kernel/http.server";
import { formatDateTime } from "~/kernel/clock";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { correctAnswerText } from "~/exercises/index";
import { listAttemptsOfExam, listAttemptsOfStudent } from "./attempts.store.server";
import { listExams, readExam } from "./exams.store.server";
import { finishedAttempts, itemAnalysis, resultsByStudent, topicsOf, topicScore, type ItemFlag } from "./item-analysis";
import { EXAM_REPORT_TEXT, examDuration, examPoints } from "./messages";
import { timeTakenMs, WEAK_TOPIC_PERCENT, type Attempt, type MockExam } from "./model";
import { percentOf } from "~/platform/percent";
import { attemptResultUrl } from "./urls";

/** Markdown as the admin page shows it (maths typeset; the admin layout loads KaTeX's stylesheet); `inline`: no wrapping paragraph. */
function html(markdown: string, inline = false): string {
  const out = renderMarkdown(markdown, { topHeading: 3 }).html.trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(out);
  return inline && single && !single[1]!.includes("<p>") ? single[1]! : out;
}

/** Each uid's name and e-mail (an account since removed: a dash for both). */
async function namesOf(uids: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
  const people: Person[] = [];
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await adminAuth().getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const u of users) people.push({ uid: u.uid, name: u.displayName ?? null, email: u.email ?? "" });
  }
  const names = await shownNames(people);
  return new Map(uids.map((uid) => [uid, { name: names.get(uid) ?? "–", email: people.find((p) => p.uid === uid)?.email ?? "–" }]));
}

async function examAndAttempts(params: LoaderFunctionArgs["params"]): Promise<{ exam: MockExam; attempts: Attempt[] }> {
  const exam = await or503(loadOr404(readExam, params.id));
  return { exam, attempts: await or503(listAttemptsOfExam(exam.id)) };
}

// ---------------------------------------------------------------- results by student

/** The results table's rows: each student's best finished attempt, named, with each topic's score. */
async function resultRows(attempts: Attempt[]) {
  const topics = topicsOf(finishedAttempts(attempts));
  const rows = resultsByStudent(attempts);
  const names = await or503(namesOf(rows.map((r) => r.uid)));
  return {
    topics,
    finished: finishedAttempts(attempts).length,
    rows: rows.map(({ uid, attempts: count, best }) => {
      const r = best.result;
      const taken = timeTakenMs(best);
      return {
        uid,
        ...names.get(uid)!,
        attempts: count,
        attemptId: best.id,
        score: r.score,
        max: r.max,
        percent: r.percent,
        takenMs: taken,
        expired: best.status === "expired",
        endedAt: best.endedAt,
        topics: topics.map((t) => topicScore(r, t)),
      };
    }),
  };
}

/** GET /admin/exams/:id/results. */
export async function examResultsLoader({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  await requireAdmin(request);
  const { exam, attempts } = await examAndAttempts(params);
  const { topics, finished, rows } = await resultRows(attempts);
  return {
    exam: { id: exam.id, title: exam.title },
    topics,
    finished,
    rows: rows.map((r) => ({
      uid: r.uid,
      name: r.name,
      attempts: r.attempts,
      resultUrl: attemptResultUrl(exam.id, r.attemptId),
      score: EXAM_REPORT_TEXT.scoreOf(examPoints(r.score), examPoints(r.max)),
      percent: r.percent,
      taken: r.takenMs === null ? "–" : examDuration(r.takenMs),
      expired: r.expired,
      endedAt: r.endedAt === null ? "–" : formatDateTime(new Date(r.endedAt)),
      topics: r.topics.map((t) => (t ? { score: EXAM_REPORT_TEXT.scoreOf(examPoints(t.score), examPoints(t.max)), percent: percentOf(t.score, t.max) } : null)),
    })),
  };
}

/** The CSV of GET /admin/exams/:id/results.csv (the route guards first and answers the file). */
export async function examResultsCsv(params: LoaderFunctionArgs["params"]): Promise<{ examId: string; header: string[]; rows: (string | number)[][] }> {
  const { exam, attempts } = await examAndAttempts(params);
  const { topics, rows } = await resultRows(attempts);
  return {
    examId: exam.id,
    header: [...EXAM_REPORT_TEXT.csvHeader, ...topics.flatMap((t) => [EXAM_REPORT_TEXT.csvTopic(t), `${EXAM_REPORT_TEXT.csvTopic(t)} (${EXAM_REPORT_TEXT.percent})`])],
    rows: rows.map((r) => [
      r.name,
      r.email,
      r.score,
      r.max,
      r.percent,
      r.takenMs === null ? "" : Math.round(r.takenMs / 1000),
      r.attempts,
      r.endedAt === null ? "" : formatDateTime(new Date(r.endedAt)),
      r.expired ? EXAM_REPORT_TEXT.csvExpired : EXAM_REPORT_TEXT.csvSubmitted,
      ...r.topics.flatMap((t): (string | number)[] => (t ? [t.score, percentOf(t.score, t.max)] : ["", ""])),
    ]),
  };
}

// ---------------------------------------------------------------- item analysis

/** GET /admin/exams/:id/items. */
export async function examItemsLoader({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  await requireAdmin(request);
  const { exam, attempts } = await examAndAttempts(params);
  const items = itemAnalysis(attempts);
  return {
    exam: { id: exam.id, title: exam.title },
    finished: finishedAttempts(attempts).length,
    items: items.map((item, i) => ({
      id: item.id,
      number: i + 1,
      topic: item.topic,
      type: item.question.type,
      promptHtml: html(item.question.prompt),
      /** Number and text questions: the key, since there are no choices to show it. */
      answerHtml: item.choices ? null : html(correctAnswerText(item.question), true),
      answered: item.answered,
      right: item.right,
      rightPercent: item.rightPercent,
      blank: item.blank,
      blankPercent: item.blankPercent,
      choices: item.choices?.map((c) => ({ id: c.id, html: html(c.text, true), correct: c.correct, picked: c.picked, percent: c.percent })) ?? null,
      /** As the students typed them: plain text, never Markdown. */
      wrongAnswers: item.wrongAnswers,
      flags: item.flags satisfies ItemFlag[],
    })),
  };
}

// ---------------------------------------------------------------- the student page, the parent's note

/** A student's finished attempts, oldest first, with their exam's title (null: the exam was deleted). */
async function finishedOf(uid: string): Promise<{ attempt: Attempt & { result: NonNullable<Attempt["result"]> }; exam: MockExam | null }[]> {
  const finished = finishedAttempts(await listAttemptsOfStudent(uid));
  if (finished.length === 0) return [];
  const exams = new Map((await listExams()).map((e) => [e.id, e]));
  return finished.map((attempt) => ({ attempt, exam: exams.get(attempt.examId) ?? null }));
}

/** The tutor's student page: every mock result of the student, oldest first (by when it ended). */
export async function studentMockResults(uid: string) {
  const list = await finishedOf(uid);
  return list
    .sort((a, b) => (a.attempt.endedAt ?? a.attempt.startedAt) - (b.attempt.endedAt ?? b.attempt.startedAt))
    .map(({ attempt, exam }) => ({
      id: attempt.id,
      title: exam?.title ?? EXAM_REPORT_TEXT.examGone,
      resultUrl: exam ? attemptResultUrl(exam.id, attempt.id) : null,
      n: attempt.n,
      endedAt: attempt.endedAt ?? attempt.startedAt,
      score: EXAM_REPORT_TEXT.scoreOf(examPoints(attempt.result.score), examPoints(attempt.result.max)),
      percent: attempt.result.percent,
      expired: attempt.status === "expired",
    }));
}

/**
 * The parent's weekly note: the mock exams the student finished in [from, to) (plain words: the
 * caller's letter turns any maths of a title into text) and the topics under
 * WEAK_TOPIC_PERCENT in them, each with its share over the week's attempts.
 */
export async function mockExamsOfWeek(uid: string, from: Date, to: Date): Promise<{ scores: string[]; weakTopics: string[] }> {
  const inWeek = (await finishedOf(uid)).filter(({ attempt }) => {
    const at = attempt.endedAt ?? attempt.startedAt;
    return at >= from.getTime() && at < to.getTime();
  });
  inWeek.sort((a, b) => (a.attempt.endedAt ?? 0) - (b.attempt.endedAt ?? 0));
  const scores = inWeek.map(({ attempt, exam }) =>
    EXAM_REPORT_TEXT.parentScore(exam?.title ?? EXAM_REPORT_TEXT.examGone, examPoints(attempt.result.score), examPoints(attempt.result.max), attempt.result.percent),
  );
  const topics = new Map<string, { score: number; max: number }>();
  for (const { attempt } of inWeek) {
    for (const t of attempt.result.byTopic) {
      const sum = topics.get(t.topic) ?? { score: 0, max: 0 };
      topics.set(t.topic, { score: sum.score + t.score, max: sum.max + t.max });
    }
  }
  const weakTopics = [...topics.entries()]
    .map(([topic, s]) => ({ topic, percent: percentOf(s.score, s.max) }))
    .filter((t) => t.percent < WEAK_TOPIC_PERCENT)
    .sort((a, b) => a.percent - b.percent)
    .map((t) => EXAM_REPORT_TEXT.parentWeakTopic(t.topic, t.percent));
  return { scores, weakTopics };
}
