// Cumulative input tokens per turn for both modes, and the totals side by side. chart.js loads lazily.
import { lazy, Suspense } from 'react';
import type { RunMetrics } from '../../report/types';

export interface CompareChartsProps {
  classic: RunMetrics;
  code: RunMetrics;
}

const Charts = lazy(() => import('./CompareChartsImpl'));

export function CompareCharts(props: CompareChartsProps) {
  return (
    <Suspense fallback={<p className="muted">Loading charts…</p>}>
      <Charts {...props} />
    </Suspense>
  );
}
