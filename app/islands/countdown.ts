/**
 * The countdown island (a mock exam's attempt pages, exams/AttemptClock.tsx): shows the time left
 * before the deadline ("เวลาที่เหลือ 12:34"), counted down each second from what the server saw
 * when it rendered the page (`data-remaining-ms`) on the browser's monotonic clock, and
 * "หมดเวลาแล้ว" at zero. The page says "ส่งได้ถึง 14:35 น." without it; the server decides the deadline either way.
 */
import { COUNTDOWN_MARKUP } from "~/platform/island-markup";

const two = (n: number) => String(n).padStart(2, "0");

function shown(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

for (const box of document.querySelectorAll<HTMLElement>(`.${COUNTDOWN_MARKUP.box}`)) {
  const remaining = Number(box.dataset.remainingMs);
  if (!Number.isFinite(remaining)) continue;
  const started = performance.now();
  const label = box.dataset.label ?? "";
  const over = box.dataset.over ?? "";
  box.hidden = false;
  const tick = () => {
    const left = remaining - (performance.now() - started);
    if (left <= 0) {
      box.textContent = over;
      box.classList.add("exam-clock__countdown--over");
      return;
    }
    box.textContent = `${label} ${shown(left)}`;
    setTimeout(tick, ((left - 1) % 1000) + 1);
  };
  tick();
}
