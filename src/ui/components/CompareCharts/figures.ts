// Which charts a comparison gets, known before chart.js loads: the placeholders keep the same boxes meanwhile.
import type { Measure } from '../../../core/compare';

export interface RangeGroup {
  title: string;
  measures: ReadonlyArray<{ key: Measure; label: string }>;
  /** Shown values from stored ones (milliseconds to seconds). */
  scale?: number;
}

export const RANGE_GROUPS: readonly RangeGroup[] = [
  { title: 'Tokens per run: min to max', measures: [{ key: 'inputTokens', label: 'Input' }, { key: 'outputTokens', label: 'Output' }, { key: 'totalTokens', label: 'Total' }] },
  { title: 'Calls per run: min to max', measures: [{ key: 'toolCalls', label: 'Tool calls' }, { key: 'httpRequests', label: 'HTTP requests' }] },
  { title: 'Wall time per run (s): min to max', measures: [{ key: 'wallMs', label: 'Wall time' }], scale: 1 / 1000 },
  { title: 'Cost per run (USD): min to max', measures: [{ key: 'costUsd', label: 'Cost' }] },
];

/** What the count reads of each mode: how many runs it measured. */
type Counted = ReadonlyArray<{ aggregate: { measured: number } | null }>;

/** Whether any mode ran more than once (then each measure gets a min-to-max chart instead of the totals). */
export const isRepeated = (modes: Counted): boolean =>
  modes.some((m) => (m.aggregate?.measured ?? 0) > 1);

/** The number of charts: tokens per turn, then the totals or one per range group. */
export const chartCount = (modes: Counted): number =>
  1 + (isRepeated(modes) ? RANGE_GROUPS.length : 1);
