/**
 * The bench's mock exam case, `exam_save` (issue 43: starting an exam and saving a page cost
 * about what an exercise submit costs): an open exam of the bench exercise's 10 questions, 5 a
 * page, written before the server starts; each signed-in student starts one attempt (the start
 * is timed too), then POSTs page 1's answers again and again as a browser without JavaScript
 * does, each post with a new page token (autocannon's `[<id>]`), so every post is a real save
 * (a transaction on the attempt) answered 303 to page 2.
 */
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { DAY_MS } from "../../app/kernel/clock.ts";
import { EXAM_COLLECTIONS } from "../../app/exams/model.ts";
import type { BankQuestion, MockExam } from "../../app/exams/model.ts";
import { rightAnswer } from "../../harness/seed-exercises.ts";
import { signedInSession } from "../../harness/auth.ts";
import { assertDemoProject } from "../../harness/stack.ts";
import { benchExercise } from "./exercise.ts";
import { BROWSER_HEADERS, round, runLoadsTogether, type LoadResult } from "./load.ts";

const EXAM_ID = "bench-exam";
const PAGE_SIZE = 5;

async function withEmulator<T>(opts: { projectId: string; firestoreHost: string }, run: (db: Firestore) => Promise<T>): Promise<T> {
  assertDemoProject(opts.projectId);
  process.env.FIRESTORE_EMULATOR_HOST = opts.firestoreHost;
  const app = initializeApp({ projectId: opts.projectId }, `bench-exam-${Date.now()}-${Math.random()}`);
  try {
    return await run(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** Writes the bench's bank questions and its open exam (before the server starts). */
export async function writeBenchExam(opts: { projectId: string; firestoreHost: string }, now: number): Promise<void> {
  const questions = benchExercise().questions;
  await withEmulator(opts, async (db) => {
    const batch = db.batch();
    questions.forEach((question, i) => {
      const q: Omit<BankQuestion, "id"> = { courseSlug: "", topic: i < 5 ? "คณิต" : "ฟิสิกส์", difficulty: "medium", question, createdAt: now + i, updatedAt: now + i };
      batch.set(db.collection(EXAM_COLLECTIONS.bank).doc(question.id), q);
    });
    const exam: Omit<MockExam, "id"> = {
      title: "ข้อสอบของ bench",
      courseSlug: null,
      minutes: 600,
      opensAt: now - 3_600_000,
      closesAt: now + 2 * DAY_MS,
      attempts: 1,
      showAnswers: "submit",
      pageSize: PAGE_SIZE,
      questions: { kind: "fixed", ids: questions.map((q) => q.id) },
      published: true,
      createdAt: now,
      updatedAt: now,
    };
    batch.set(db.collection(EXAM_COLLECTIONS.exams).doc(EXAM_ID), exam);
    await batch.commit();
  });
}

function formHeaders(origin: string, cookie: string): Record<string, string> {
  return { ...BROWSER_HEADERS, "content-type": "application/x-www-form-urlencoded", host: new URL(origin).host, origin, cookie };
}

/** Page 1's form body with the bench's right answers, `[<id>]` for the page token. */
function pageBody(): string {
  const fields: string[] = ["token=[<id>]", "page=1", "go=next"];
  for (const q of benchExercise().questions.slice(0, PAGE_SIZE)) for (const v of rightAnswer(q)) fields.push(`${encodeURIComponent(`answer.${q.id}`)}=${encodeURIComponent(v)}`);
  return fields.join("&");
}

export interface PreparedExam {
  /** One attempt page's path and Cookie header per student. */
  sitters: Array<{ path: string; cookie: string }>;
  /** The starts' times (ms), each a POST answered 303 with its attempt. */
  start_ms: number[];
}

/** New students start one attempt each (timed); the first page of one is checked to show 5 questions. */
export async function prepareExamCase(site: { url: string; origin: string; authHost: string }, students: number): Promise<PreparedExam> {
  const sitters: PreparedExam["sitters"] = [];
  const startMs: number[] = [];
  for (let i = 1; i <= students; i++) {
    const s = await signedInSession({ email: `bench-exam-${i}-${Date.now()}@example.com` }, { baseUrl: site.origin, authHost: site.authHost });
    const t0 = performance.now();
    const res = await fetch(`${site.origin}/exams/${EXAM_ID}`, { method: "POST", headers: formHeaders(site.origin, s.cookie), body: "", redirect: "manual" });
    startMs.push(performance.now() - t0);
    const location = res.headers.get("location");
    if (res.status !== 303 || !location) throw new Error(`starting the bench exam answered ${res.status}`);
    sitters.push({ path: new URL(location, site.origin).pathname, cookie: s.cookie });
  }
  const page = await fetch(`${site.url}${sitters[0]!.path}`, { headers: { cookie: sitters[0]!.cookie } });
  const shown = new Set([...(await page.text()).matchAll(/name="answer\.(bench-q\d+)"/g)].map((m) => m[1])).size;
  if (page.status !== 200 || shown !== PAGE_SIZE) throw new Error(`the bench exam's page answered ${page.status} with ${shown} of ${PAGE_SIZE} questions`);
  return { sitters, start_ms: startMs };
}

export interface ExamSaveResult extends LoadResult {
  name: "exam_save";
  connections: number;
  /** Starting an attempt (POST /exams/:id), once per student before the load: median and worst. */
  start_p50_ms: number;
  start_max_ms: number;
  ratio: number;
  /** The exercise submit's req/s in the same run, when measured: a page save should cost about as much. */
  ratio_to_exercise_submit: number | null;
  server_cpu_ms_per_save: number | null;
  firestore_reads_per_save: number | null;
}

export async function benchExamSave(opts: {
  site: { url: string; origin: string };
  prepared: PreparedExam;
  duration: number;
  warmup: number;
  baselineRps: number;
  exerciseSubmitRps: number | null;
  reads: (() => Promise<number>) | null;
  cpuMs: () => number;
}): Promise<ExamSaveResult> {
  const { site, prepared } = opts;
  const body = pageBody();
  console.log(`▶ POST an exam attempt's page 1 (a new token each), ${opts.duration} s, ${prepared.sitters.length} signed-in students, a connection each`);
  const load = (duration: number) =>
    runLoadsTogether(prepared.sitters.map((s) => ({ url: `${site.url}${s.path}`, headers: formHeaders(site.origin, s.cookie), duration, connections: 1, post: body })));
  if (opts.warmup > 0) await load(opts.warmup);
  const r0 = opts.reads ? await opts.reads() : 0;
  const cpu0 = opts.cpuMs();
  const r = await load(opts.duration);
  const cpu = r.responses > 0 ? round((opts.cpuMs() - cpu0) / r.responses, 2) : null;
  const reads = opts.reads && r.responses > 0 ? round(((await opts.reads()) - r0) / r.responses, 3) : null;
  const starts = [...prepared.start_ms].sort((a, b) => a - b);
  const result: ExamSaveResult = {
    name: "exam_save",
    ...r,
    connections: prepared.sitters.length,
    start_p50_ms: round(starts[Math.floor(starts.length / 2)] ?? 0, 1),
    start_max_ms: round(starts.at(-1) ?? 0, 1),
    ratio: opts.baselineRps > 0 ? round(r.rps / opts.baselineRps, 4) : 0,
    ratio_to_exercise_submit: opts.exerciseSubmitRps ? round(r.rps / opts.exerciseSubmitRps, 2) : null,
    server_cpu_ms_per_save: cpu,
    firestore_reads_per_save: reads,
  };
  console.log(
    `  ${r.rps} req/s (${String(result.ratio_to_exercise_submit)} of the exercise submit's), p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, answers ${JSON.stringify(r.status_codes)}, server CPU ms/save ${String(cpu)}, reads/save ${String(reads)}; a start: p50 ${result.start_p50_ms} ms, worst ${result.start_max_ms} ms`,
  );
  return result;
}
