/**
 * The bench's exercise cases:
 *
 * - `lesson_exercise`: GET, signed in, of a lesson with a 10-question exercise
 *   (no demo exercise has 10 questions, so the bench gives one to a demo maths
 *   lesson before the server starts: the maths and physics demo questions,
 *   formulas and every type, renamed; written with the model's own
 *   `exerciseDocData`, as the seed writes the demo exercises);
 * - `exercise_submit`: signed-in, enrolled students POST that whole exercise
 *   (as a browser without JavaScript does), each request with a new attempt id
 *   (autocannon's `[<id>]`), so every request is graded and saved: the attempt,
 *   the student's summary on the enrolment and the lesson's `exerciseStats`.
 *   One student per connection (a student submits one attempt at a time), all
 *   on the same lesson: every submit counts in the same statistics document.
 *
 * The students are new Auth emulator accounts with real sessions, enrolled
 * through the course page's enrol action.
 */
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { ATTEMPTS, EXERCISES } from "../../app/exercises/exercise.store.server.ts";
import { exerciseDocData } from "../../harness/seed-exercises.ts";
import { exerciseSchema, type Answers, type Exercise, type Question } from "../../app/exercises/schema.ts";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content.ts";
import { demoExercises, rightAnswer, wrongAnswer } from "../../harness/seed-exercises.ts";
import { signedInSession } from "../../harness/auth.ts";
import { BROWSER_HEADERS, round, runLoadsTogether, type LoadResult } from "./load.ts";
import { assertDemoProject } from "../../harness/stack.ts";

/** A published maths lesson, not a free preview, with no demo exercise. */
export const BENCH_EXERCISE_LESSON = "math-05";
const BENCH_EXERCISE_QUESTIONS = 10;
/** "บันทึกผลแล้ว" (EXERCISE_TEXT.saved), as the result page shows it. */
const SAVED = "บันทึกผลแล้ว";
/** Questions the bench's attempt answers wrongly (the statistics' wrong-answer lists are written too). */
const WRONG_ANSWERS = 2;

export function benchLesson() {
  const lesson = DEMO_LESSONS.find((l) => l.id === BENCH_EXERCISE_LESSON);
  const course = DEMO_COURSES.find((c) => c.id === lesson?.courseId);
  if (!lesson || !course || lesson.freePreview || lesson.status !== "published") {
    throw new Error(`${BENCH_EXERCISE_LESSON} must be a published demo lesson that is not a free preview`);
  }
  if (demoExercises().some((e) => e.lessonId === lesson.id)) throw new Error(`${lesson.id} already has a demo exercise`);
  return { lesson, course };
}

/** The bench's 10-question exercise: the maths and physics demo questions in turn, with new ids. */
export function benchExercise(): Exercise {
  const pool = demoExercises()
    .filter((e) => e.lessonId.startsWith("math-") || e.lessonId.startsWith("phy-"))
    .flatMap((e) => e.exercise.questions);
  if (pool.length < BENCH_EXERCISE_QUESTIONS) throw new Error(`only ${pool.length} maths and physics demo questions`);
  const questions = pool.slice(0, BENCH_EXERCISE_QUESTIONS).map((q, i) => ({ ...q, id: `bench-q${i + 1}` }));
  return exerciseSchema.parse({ settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: true }, questions });
}

/** A Firestore client on the bench's emulator (demo- projects only), closed after `run`. */
async function withEmulator<T>(opts: { projectId: string; firestoreHost: string }, run: (db: Firestore) => Promise<T>): Promise<T> {
  assertDemoProject(opts.projectId);
  process.env.FIRESTORE_EMULATOR_HOST = opts.firestoreHost;
  const app = initializeApp({ projectId: opts.projectId }, `bench-exercise-${Date.now()}-${Math.random()}`);
  try {
    return await run(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** Writes the bench's exercise to its lesson (before the server starts: no process holds an older copy). */
export async function writeBenchExercise(opts: { projectId: string; firestoreHost: string }): Promise<void> {
  const { lesson } = benchLesson();
  await withEmulator(opts, (db) =>
    db.collection(EXERCISES).doc(lesson.id).set(exerciseDocData(lesson.id, lesson.courseId, benchExercise(), new Date())),
  );
}

/** The saved attempts of the bench lesson (only the bench submits it), counted in Firestore. */
export function savedAttempts(opts: { projectId: string; firestoreHost: string }): Promise<number> {
  return withEmulator(opts, async (db) => {
    const q = db.collection(ATTEMPTS).where("lessonId", "==", BENCH_EXERCISE_LESSON);
    return (await q.count().get()).data().count;
  });
}

/** The bench's answers: every question answered, all right but the last WRONG_ANSWERS. */
export function benchAnswers(exercise: Exercise): Answers {
  return Object.fromEntries(
    exercise.questions.map((q: Question, i) => [q.id, i < exercise.questions.length - WRONG_ANSWERS ? rightAnswer(q) : wrongAnswer(q)]),
  );
}

/** The form a browser posts with the bench's answers, `[<id>]` for the attempt id. */
function submitBody(exercise: Exercise, attemptId = "[<id>]"): string {
  const fields = [["intent", "exercise"], ["attemptId", attemptId]];
  for (const [id, answer] of Object.entries(benchAnswers(exercise))) for (const v of answer) fields.push([`answer.${id}`, v]);
  // autocannon replaces `[<id>]` literally: keep it out of the encoding.
  return fields.map(([k, v]) => `${encodeURIComponent(k!)}=${v === "[<id>]" ? v : encodeURIComponent(v!)}`).join("&");
}

/**
 * A browser's form post to the server's ORIGIN: the load goes to 127.0.0.1,
 * so the Host header names the origin's host (Remix refuses an action whose
 * Host and Origin differ, the CSRF check one whose Origin is not ORIGIN).
 * fetch() ignores a Host header: posts made with it go to the origin's URL.
 */
function formHeaders(origin: string, cookie: string): Record<string, string> {
  return { ...BROWSER_HEADERS, "content-type": "application/x-www-form-urlencoded", host: new URL(origin).host, origin, cookie };
}

export interface PreparedExercise {
  path: string;
  /** The submit's form body, `[<id>]` for the attempt id. */
  body: string;
  /** One Cookie header per submitting student. */
  submitters: string[];
}

/** Enrols a signed-in student in a course (default: the bench lesson's) through the course page's enrol action. */
export async function enrol(site: { origin: string }, cookie: string, course: { slug: string } = benchLesson().course): Promise<void> {
  // fetch() sends its own Host: these go to the origin's address.
  const res = await fetch(`${site.origin}/course/${encodeURIComponent(course.slug)}`, {
    method: "POST",
    headers: formHeaders(site.origin, cookie),
    body: "intent=enrol",
    redirect: "manual",
  });
  if (res.status !== 302 && res.status !== 303) throw new Error(`enrolling in ${course.slug} answered ${res.status}`);
}

/**
 * Enrols the bench student (and `submitters` new students) in the bench
 * lesson's course and checks both cases before they are measured: the lesson
 * page shows 10 questions, and one submit is graded and saved. Throws otherwise.
 */
export async function prepareExerciseCases(
  site: { url: string; origin: string; authHost: string },
  cookie: string,
  submitters: number,
): Promise<PreparedExercise> {
  const { lesson } = benchLesson();
  await enrol(site, cookie);
  const path = `/lesson/${lesson.id}`;
  const page = await fetch(`${site.url}${path}`, { headers: { cookie } });
  const html = await page.text();
  const shown = new Set([...html.matchAll(/name="answer\.(bench-q\d+)"/g)].map((m) => m[1])).size;
  if (page.status !== 200 || shown !== BENCH_EXERCISE_QUESTIONS) {
    throw new Error(`${path} answered ${page.status} with ${shown} of ${BENCH_EXERCISE_QUESTIONS} questions`);
  }
  const exercise = benchExercise();
  const one = await fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: formHeaders(site.origin, cookie),
    body: submitBody(exercise, `bench-check-${Date.now()}`),
    redirect: "manual",
  });
  if (one.status !== 200 || !(await one.text()).includes(SAVED)) throw new Error(`a submit of ${path} answered ${one.status}, not saved`);
  const cookies: string[] = [];
  for (let i = 1; i <= submitters; i++) {
    const student = await signedInSession({ email: `bench-exercise-${i}-${Date.now()}@example.com` }, { baseUrl: site.origin, authHost: site.authHost });
    await enrol(site, student.cookie);
    cookies.push(student.cookie);
  }
  return { path, body: submitBody(exercise), submitters: cookies };
}

export interface ExerciseSubmitResult extends LoadResult {
  name: "exercise_submit";
  path: string;
  ratio: number;
  connections: number;
  questions: number;
  /** Firestore reads per submit as the data layer counts them (transaction retries read again). */
  firestore_reads_per_submit: number | null;
  /** The server processes' CPU time (user + system, /proc) during the run, per answer. */
  server_cpu_ms_per_submit: number | null;
  /** Attempts saved during the measured run, counted in Firestore afterwards (= 2xx answers when each was saved once). */
  attempts_saved: number | null;
}

/** Runs the submit case: `duration` seconds of POSTs (after `warmup`), each a new attempt. */
export async function benchExerciseSubmit(opts: {
  site: { url: string; origin: string };
  prepared: PreparedExercise;
  duration: number;
  warmup: number;
  baselineRps: number;
  reads: (() => Promise<number>) | null;
  cpuMs: () => number;
  countAttempts: () => Promise<number>;
}): Promise<ExerciseSubmitResult> {
  const { site, prepared } = opts;
  const url = `${site.url}${prepared.path}`;
  const connections = prepared.submitters.length;
  console.log(`▶ POST ${prepared.path} (exercise submit, a new attempt each), ${opts.duration} s, ${connections} signed-in students, a connection each`);
  const load = (duration: number) =>
    runLoadsTogether(
      prepared.submitters.map((cookie) => ({ url, headers: formHeaders(site.origin, cookie), duration, connections: 1, post: prepared.body })),
    );
  if (opts.warmup > 0) await load(opts.warmup);
  const attempts0 = await opts.countAttempts();
  const r0 = opts.reads ? await opts.reads() : 0;
  const cpu0 = opts.cpuMs();
  const r = await load(opts.duration);
  const cpu = r.responses > 0 ? round((opts.cpuMs() - cpu0) / r.responses, 2) : null;
  const reads = opts.reads && r.responses > 0 ? round(((await opts.reads()) - r0) / r.responses, 3) : null;
  const saved = (await opts.countAttempts()) - attempts0;
  const result: ExerciseSubmitResult = {
    name: "exercise_submit",
    path: prepared.path,
    ...r,
    ratio: opts.baselineRps > 0 ? round(r.rps / opts.baselineRps, 4) : 0,
    connections,
    questions: BENCH_EXERCISE_QUESTIONS,
    firestore_reads_per_submit: reads,
    server_cpu_ms_per_submit: cpu,
    attempts_saved: saved,
  };
  console.log(
    `  ${r.rps} req/s (${result.ratio} of the baseline; target ≥ 0.01), p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, non-2xx ${r.non2xx}, reads/submit ${String(reads)}, server CPU ms/submit ${String(cpu)}, attempts saved ${saved} of ${r.responses}`,
  );
  return result;
}
