/**
 * The bench's "submit an exercise" case: a signed-in, enrolled student POSTs
 * the whole exercise form of a demo lesson (as a browser without JavaScript
 * does), each request with a fresh attempt id, so every request is graded and
 * saved (the attempt, the enrolment summary and `exerciseStats/{lessonId}` in
 * one transaction). All requests write the same two documents (one student,
 * one lesson): the figure is a floor, Firestore serialises those transactions.
 */
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { DEMO_COURSES, DEMO_LESSONS } from "../seed-content.ts";
import { demoExercises, rightAnswer } from "../seed-exercises.ts";
import { round } from "./load.ts";

/** Connections for this case (more only adds transaction retries on the same documents). */
const CONNECTIONS = 4;
/** "บันทึกผลแล้ว" (EXERCISE_TEXT.saved), as the result page shows it. */
const SAVED = "บันทึกผลแล้ว";

function body(lessonId: string): string {
  const exercise = demoExercises().find((e) => e.lessonId === lessonId)!.exercise;
  const fields = new URLSearchParams({ intent: "exercise", attemptId: randomBytes(16).toString("base64url") });
  for (const q of exercise.questions) for (const v of rightAnswer(q)) fields.append(`answer.${q.id}`, v);
  return fields.toString();
}

function headers(site: string, cookie: string) {
  return { "content-type": "application/x-www-form-urlencoded", origin: site, cookie, accept: "text/html" };
}

/** A demo lesson with an exercise whose submit this student saves (enrolling in its course if need be). */
async function lessonToSubmit(site: string, origin: string, cookie: string): Promise<string | null> {
  const submit = (lessonId: string) =>
    fetch(`${site}/lesson/${lessonId}`, { method: "POST", headers: headers(origin, cookie), body: body(lessonId), redirect: "manual" });
  const ids = demoExercises().map((e) => e.lessonId);
  for (const id of ids) {
    const res = await submit(id);
    if (res.status === 200 && (await res.text()).includes(SAVED)) return id;
  }
  const lesson = DEMO_LESSONS.find((l) => l.id === ids[0]);
  const course = DEMO_COURSES.find((c) => c.id === lesson?.courseId);
  if (!lesson || !course) return null;
  await fetch(`${site}/course/${encodeURIComponent(course.slug)}`, {
    method: "POST",
    headers: headers(origin, cookie),
    body: "intent=enrol",
    redirect: "manual",
  });
  const res = await submit(lesson.id);
  return res.status === 200 && (await res.text()).includes(SAVED) ? lesson.id : null;
}

export interface ExerciseSubmitResult {
  path: string;
  rps: number;
  ratio: number;
  p50_ms: number;
  p99_ms: number;
  responses: number;
  non2xx: number;
  errors: number;
  connections: number;
}

/** Runs the case for `duration` seconds; null (with a line saying why) when no lesson could be submitted. */
export async function benchExerciseSubmit(
  site: { url: string; origin: string },
  cookie: string,
  duration: number,
  baselineRps: number
): Promise<ExerciseSubmitResult | null> {
  const lessonId = await lessonToSubmit(site.url, site.origin, cookie);
  if (!lessonId) {
    console.log("▶ skipping exercise_submit: no demo exercise this student can save");
    return null;
  }
  const path = `/lesson/${lessonId}`;
  console.log(`▶ POST ${path} (exercise submit, signed in, a new attempt each time), ${duration} s, ${CONNECTIONS} connections`);
  const r = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration,
    timeout: 30,
    requests: [{ method: "POST", path, headers: headers(site.origin, cookie), setupRequest: (req) => ({ ...req, body: body(lessonId) }) }],
  });
  const result: ExerciseSubmitResult = {
    path,
    rps: round(r.requests.average, 1),
    ratio: baselineRps > 0 ? round(r.requests.average / baselineRps, 4) : 0,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    responses: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    connections: CONNECTIONS,
  };
  console.log(`  ${result.rps} req/s (${result.ratio} of the baseline; target ≥ 0.01), p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, non-2xx ${result.non2xx}`);
  return result;
}
