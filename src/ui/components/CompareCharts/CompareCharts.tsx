// Cumulative input tokens per turn for the chosen modes, and the totals or their ranges over repeats. chart.js loads lazily.
import { lazy, Suspense } from 'react';
// The props live with the chart code, so that chunk never imports this file back (no import cycle).
import type { CompareChartsProps } from './CompareChartsImpl';

export type { CompareChartsProps };

const Charts = lazy(() => import('./CompareChartsImpl'));

export function CompareCharts(props: CompareChartsProps) {
  return (
    <Suspense fallback={<p className="muted">Loading charts…</p>}>
      <Charts {...props} />
    </Suspense>
  );
}
