/**
 * A job each server process runs on a timer (the sweeps: files' orphaned chunks, the parents'
 * weekly notes, the paid bookings' holds, the hours' expiry): `start()` (once; again is a no-op)
 * runs `run` after `first`, then every `every`; `stop()` ends it (the server's shutdown). A run
 * that answers a line logs it; a failed run logs `<label> failed: <message>` and the next run
 * comes as planned. The timer never keeps the process alive.
 */
export interface PeriodicJob {
  start(): void;
  stop(): void;
}

export function periodic(label: string, run: () => Promise<string | null | undefined>, { every, first = every }: { every: number; first?: number }): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    run()
      .then((line) => line && console.log(line))
      .catch((error: unknown) => console.error(`${label} failed: ${error instanceof Error ? error.message : String(error)}`));
    timer = setTimeout(tick, every);
    timer.unref();
  };
  return {
    start() {
      if (timer) return;
      timer = setTimeout(tick, first);
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
