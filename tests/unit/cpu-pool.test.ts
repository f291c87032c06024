/**
 * The CPU pool (app/platform/cpu-pool.server.ts): a task over its budget answers "over budget"
 * and its thread is replaced (the next task is answered); more tasks than the threads and the
 * queue hold answer "over budget" at once instead of waiting.
 */
import { describe, expect, it } from "vitest";
import { runCpu } from "~/platform/cpu-pool.server";

/** A grey picture of noise: jsQR's slowest input. */
function noise(size: number) {
  const grey = new Uint8Array(size * size);
  for (let i = 0; i < grey.length; i++) grey[i] = Math.random() < 0.5 ? 0 : 255;
  return { kind: "qr" as const, grey, width: size, height: size };
}

describe("the CPU pool", () => {
  it("answers a task within its budget, gives one up past it, and answers the next", async () => {
    expect(await runCpu({ kind: "qr", grey: new Uint8Array(100).fill(255), width: 10, height: 10 }, 5_000)).toEqual({ done: true, value: null });
    const started = performance.now();
    expect(await runCpu(noise(1600), 100)).toEqual({ done: false, overBudget: true });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await runCpu({ kind: "qr", grey: new Uint8Array(100).fill(255), width: 10, height: 10 }, 5_000)).toEqual({ done: true, value: null });
    expect(await runCpu({ kind: "qr", grey: new Uint8Array(4), width: 2, height: 2 }, 0)).toEqual({ done: false, overBudget: true });
  });

  it("turns away what the threads and the queue cannot hold, at once", async () => {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 14 }, () => runCpu(noise(600), 1_500)));
    const turnedAway = answers.filter((a) => !a.done).length;
    // Two running and eight waiting at most: at least four were turned away.
    expect(turnedAway).toBeGreaterThanOrEqual(4);
    expect(performance.now() - started).toBeLessThan(4_000);
  });
});
