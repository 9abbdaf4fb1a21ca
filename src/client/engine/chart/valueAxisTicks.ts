import type { ValueDomain } from './chartValueDomain';

/** The step of 1, 2 or 5 times a power of ten that gives about `count` ticks over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const nice = residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1;
  return nice * magnitude;
}

/**
 * Round values to label the value axis with, from a tick at or below the domain's minimum to
 * one at or above its maximum, so the axis starts and ends on a label. A chart whose series are all whole numbers
 * (a pain score, a heart rate) gets whole-number ticks only: 2.5 on a 0–10 pain scale would
 * suggest a reading that cannot exist.
 */
export function valueAxisTicks(domain: ValueDomain, wholeNumbers: boolean, count = 6): number[] {
  const span = domain.max - domain.min;
  if (span <= 0) return [domain.min];
  const step = wholeNumbers
    ? Math.max(1, Math.round(niceStep(span, count)))
    : niceStep(span, count);
  const ticks: number[] = [];
  const last = Math.ceil(domain.max / step) * step;
  for (let tick = Math.floor(domain.min / step) * step; tick <= last + step / 1e6; tick += step) {
    // Repeated addition drifts (0.1 + 0.2); round to the step's own precision.
    ticks.push(Number(tick.toPrecision(12)));
  }
  return ticks;
}
