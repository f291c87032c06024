/**
 * Rate limits count per window of the clock (a minute, ten minutes: each starts on a minute):
 * a sequence of requests that must land in one window must not start just before a minute ends.
 */
export async function notNearTheEndOfAMinute(): Promise<void> {
  const seconds = new Date().getSeconds();
  if (seconds > 45) await new Promise((r) => setTimeout(r, (61 - seconds) * 1000));
}
