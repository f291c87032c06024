/** Rate limits count per minute: a sequence of requests must not start just before a minute ends. */
export async function notNearTheEndOfAMinute(): Promise<void> {
  const seconds = new Date().getSeconds();
  if (seconds > 45) await new Promise((r) => setTimeout(r, (61 - seconds) * 1000));
}
