// Bar lengths for a few token counts: proportional, or on a labelled log scale once the largest is more than
// `logPast` times the smallest (a 595x gap drawn to scale leaves the short bar a dot).

export interface BarTick {
  value: number;
  /** Position along the track, 0..100. */
  at: number;
  label: string;
  /** Its label is shown: past MAX_LABELLED powers only every other one, counted back from the end. */
  labelled: boolean;
}

export interface BarGeometry {
  scale: 'linear' | 'log';
  /** Bar lengths in percent of the track, in the order of the values. */
  widths: number[];
  /** Powers of ten along a log track (empty on a linear one). */
  ticks: BarTick[];
}

/** More ticks than this and their labels would touch on a narrow track (10M / 100M on Graph). */
const MAX_LABELLED = 7;

/** Past this ratio of largest to smallest, bars switch to a log scale. */
export const LOG_PAST_RATIO = 20;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 0 });

export function barGeometry(values: readonly number[], logPast = LOG_PAST_RATIO): BarGeometry {
  const positive = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const max = Math.max(0, ...positive);
  if (max === 0) return { scale: 'linear', widths: positive.map(() => 0), ticks: [] };
  const min = Math.min(...positive.filter((v) => v > 0));
  if (max / min <= logPast) return { scale: 'linear', widths: positive.map((v) => (v / max) * 100), ticks: [] };
  // log10 from 1 (the track's start) to the next power of ten at or above max (its end).
  const top = Math.max(1, Math.ceil(Math.log10(max)));
  const at = (v: number) => (v <= 1 ? 0 : (Math.log10(v) / top) * 100);
  const ticks: BarTick[] = [];
  const step = top + 1 > MAX_LABELLED ? 2 : 1;
  for (let p = 0; p <= top; p++) ticks.push({ value: 10 ** p, at: (p / top) * 100, label: compact.format(10 ** p), labelled: (top - p) % step === 0 });
  return { scale: 'log', widths: positive.map(at), ticks };
}
