/** The server's responsiveness while a request works: `/healthz` asked every ~20 ms, each answer timed. */
export async function healthWhile<T>(base: string, work: Promise<T>): Promise<{ result: T; worstMs: number; polls: number }> {
  let done = false;
  let worstMs = 0;
  let polls = 0;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      worstMs = Math.max(worstMs, performance.now() - started);
      polls++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    const result = await work;
    return { result, worstMs, polls };
  } finally {
    done = true;
    await poll;
  }
}
