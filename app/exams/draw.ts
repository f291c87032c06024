/**
 * Which questions an attempt gets (pure, browser-safe): the exam's fixed list in its order, or
 * for each draw `count` questions of its topic (and difficulty, unless "any") picked at random
 * by a seed (the attempt's id), none twice. A draw the bank cannot fill takes what there is;
 * `shortDraws` tells the tutor's form which draws the bank is short for.
 */
import { seededShuffle } from "~/exercises/index";
import type { BankQuestion, Draw, ExamQuestions } from "./model";

const matches = (q: BankQuestion, draw: Draw) => q.topic === draw.topic && (draw.difficulty === "any" || q.difficulty === draw.difficulty);

/** The questions of one attempt seeded by `seed`, in the order they are sat. */
export function drawQuestions(bank: readonly BankQuestion[], questions: ExamQuestions, seed: string): BankQuestion[] {
  if (questions.kind === "fixed") {
    const byId = new Map(bank.map((q) => [q.id, q]));
    return questions.ids.flatMap((id) => byId.get(id) ?? []);
  }
  const taken = new Set<string>();
  const out: BankQuestion[] = [];
  questions.draws.forEach((draw, i) => {
    const pool = bank.filter((q) => matches(q, draw) && !taken.has(q.id));
    for (const q of seededShuffle(pool, `${seed}:${i}`).slice(0, draw.count)) {
      taken.add(q.id);
      out.push(q);
    }
  });
  return out;
}

/** The draws the bank holds fewer questions for than they ask (each question counted once). */
export function shortDraws(bank: readonly BankQuestion[], draws: readonly Draw[]): Array<Draw & { available: number }> {
  const taken = new Set<string>();
  const short: Array<Draw & { available: number }> = [];
  for (const draw of draws) {
    const pool = bank.filter((q) => matches(q, draw) && !taken.has(q.id)).slice(0, draw.count);
    pool.forEach((q) => taken.add(q.id));
    if (pool.length < draw.count) short.push({ ...draw, available: pool.length });
  }
  return short;
}
