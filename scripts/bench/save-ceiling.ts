/**
 * The store's own ceiling for the `exercise_submit` case: the model's save
 * (`saveAttempt`: one read, one batch, the statistics' group write) called
 * directly from this process, with the same exercise, answers and number of
 * students at once, and no HTTP, no page, no session. What a submit can never
 * beat on this machine while the Firestore emulator shares its cores; the
 * submit's figure read against it tells the server's part from the store's.
 */
import { round } from "./load.ts";
import { assertDemoProject } from "../../harness/stack.ts";
import { BENCH_EXERCISE_LESSON, benchAnswers, benchExercise } from "./exercise.ts";

export interface SaveCeilingResult {
  saves_per_s: number;
  saves: number;
  connections: number;
  /** This process's CPU (the Firestore client and grading) per save. */
  client_cpu_ms_per_save: number;
  ratio: number;
}

export async function benchSaveCeiling(opts: {
  projectId: string;
  firestoreHost: string;
  courseId: string;
  connections: number;
  duration: number;
  baselineRps: number;
}): Promise<SaveCeilingResult> {
  assertDemoProject(opts.projectId);
  // The app's own Firebase module reads these on its first use (this process has no other default app).
  process.env.FIREBASE_PROJECT_ID = opts.projectId;
  process.env.FIRESTORE_EMULATOR_HOST = opts.firestoreHost;
  process.env.ADMIN_EMAILS ??= "bench@example.com";
  const { saveAttempt } = await import("../../app/exercises/exercise.store.server.ts");
  const { enrol } = await import("../../app/learning/enrolment.store.server.ts");
  const { gradeAttempt } = await import("../../app/exercises/grading.ts");
  const { newAttemptId } = await import("../../app/exercises/shuffle.ts");
  const { closeFirebase } = await import("../../app/platform/firebase-admin.server.ts");

  const exercise = benchExercise();
  const answers = benchAnswers(exercise);
  const lesson = { id: BENCH_EXERCISE_LESSON, courseId: opts.courseId };
  const stamp = Date.now();
  const uids = Array.from({ length: opts.connections }, (_, i) => `bench-ceiling-${stamp}-${i}`);
  for (const uid of uids) await enrol(uid, opts.courseId);
  const save = async (uid: string) => {
    const attemptId = newAttemptId();
    await saveAttempt(uid, lesson, exercise, answers, gradeAttempt(exercise, answers, attemptId));
  };
  await Promise.all(uids.map(save)); // warm: channels open, the statistics' answers known

  console.log(`▶ the model's save alone (no server), ${opts.duration} s, ${opts.connections} students at once`);
  let saves = 0;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const until = started + opts.duration * 1000;
  await Promise.all(
    uids.map(async (uid) => {
      while (performance.now() < until) {
        await save(uid);
        saves++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await closeFirebase();
  const savesPerS = round(saves / seconds, 1);
  const result: SaveCeilingResult = {
    saves_per_s: savesPerS,
    saves,
    connections: opts.connections,
    client_cpu_ms_per_save: round((cpu.user + cpu.system) / 1000 / Math.max(1, saves), 2),
    ratio: opts.baselineRps > 0 ? round(savesPerS / opts.baselineRps, 4) : 0,
  };
  console.log(`  ${savesPerS} saves/s (${result.ratio} of the baseline), client CPU ${result.client_cpu_ms_per_save} ms/save`);
  return result;
}
