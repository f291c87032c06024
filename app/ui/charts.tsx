/**
 * Server-rendered SVG charts (no chart JavaScript). The plot is an SVG that
 * stretches to its box; axis labels are HTML beside it, so text stays legible
 * on a phone as on a desktop. The charts are decorative for assistive
 * technology (`aria-hidden`): each page puts a table of the same numbers next
 * to its chart.
 */
import { formatNumber } from "~/platform/thai";

/** A round top for an axis with four equal whole steps: 4, 8, 20, 40, 80, 200, … (step 1, 2, 5 × 10ⁿ). */
export function niceMax(max: number): number {
  const rawStep = Math.max(1, max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= rawStep) return 4 * step * magnitude;
  }
  return 40 * magnitude;
}

export interface ColumnDatum {
  key: string;
  /** Axis label (short). */
  label: string;
  /** Tooltip label (long). */
  title: string;
  value: number;
}

/**
 * Which items get an axis label: every `every`-th and the last one, minus one
 * that would sit closer than `every` items to the last (their labels would
 * overlap). Counted from the last, every other one is `minor`: hidden on
 * narrow screens, where the labels would collide.
 */
export function xLabels(count: number, every: number): { index: number; minor: boolean }[] {
  if (count === 0) return [];
  const last = count - 1;
  const picked = [];
  for (let i = every - 1; i < last; i += every) if (last - i >= every) picked.push(i);
  picked.push(last);
  return picked.map((index, k) => ({ index, minor: (picked.length - 1 - k) % 2 === 1 }));
}

/** Vertical bars, one per item (e.g. views per day); every `labelEvery`-th item is labelled. */
export function ColumnChart({ data, unit, labelEvery = 5, testId }: { data: ColumnDatum[]; unit: string; labelEvery?: number; testId?: string }) {
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max];
  const width = Math.max(1, data.length) * 10;
  return (
    <div className="chart" aria-hidden="true" data-testid={testId}>
      <div className="chart__y">
        {ticks.map((t) => (
          <span key={t} style={{ bottom: `${(t / max) * 100}%` }}>
            {formatNumber(Math.round(t))}
          </span>
        ))}
      </div>
      <div className="chart__area">
        <svg className="chart__svg" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" focusable="false">
          {ticks.map((t) => (
            <line key={t} className="chart__grid" x1={0} x2={width} y1={100 - (t / max) * 100} y2={100 - (t / max) * 100} vectorEffect="non-scaling-stroke" />
          ))}
          {data.map((d, i) => {
            const h = (d.value / max) * 100;
            return (
              <rect key={d.key} className="chart__bar" x={i * 10 + 1.5} width={7} y={100 - h} height={h} data-key={d.key} data-value={d.value}>
                <title>{`${d.title}: ${formatNumber(d.value)} ${unit}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="chart__x">
          {xLabels(data.length, labelEvery).map(({ index: i, minor }) => {
            const d = data[i]!;
            const last = i === data.length - 1;
            return (
              <span
                key={d.key}
                className={last ? "chart__x-last" : minor ? "chart__x-minor" : undefined}
                style={last ? undefined : { left: `${((i + 0.5) / data.length) * 100}%` }}
              >
                {d.label}
              </span>
            );
          })}
        </div>
      </div>
    </div>
  );
}

export interface BarDatum {
  key: string;
  label: string;
  value: number;
  /** Shown after the bar (defaults to the number). */
  display?: string;
}

/** Horizontal bars with their labels (e.g. enrolments per course). `max` fixes the scale (100 for percentages). */
export function BarChart({ data, max, testId, tone = "primary" }: { data: BarDatum[]; max?: number; testId?: string; tone?: "primary" | "accent" }) {
  const top = max ?? niceMax(Math.max(0, ...data.map((d) => d.value)));
  return (
    <ul className={`hbar hbar--${tone}`} aria-hidden="true" data-testid={testId}>
      {data.map((d) => (
        <li key={d.key} className="hbar__row">
          <span className="hbar__label">{d.label}</span>
          <svg className="hbar__svg" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
            <rect className="hbar__track" x={0} y={0} width={100} height={10} rx={0} />
            <rect className="hbar__bar" x={0} y={0} width={top === 0 ? 0 : (d.value / top) * 100} height={10} data-value={d.value} />
          </svg>
          <span className="hbar__value">{d.display ?? formatNumber(d.value)}</span>
        </li>
      ))}
    </ul>
  );
}
