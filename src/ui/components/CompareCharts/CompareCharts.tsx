// Cumulative input tokens per turn for the chosen modes, and the totals or their ranges over repeats. chart.js loads
// lazily; until it has, each chart's box is already in place, so nothing below it moves when it arrives.
import { lazy, Suspense } from 'react';
// The props live with the chart code, so that chunk never imports this file back (no import cycle).
import type { CompareChartsProps } from './CompareChartsImpl';
import { chartCount } from './figures';
import './CompareCharts.css';

export type { CompareChartsProps };

const Charts = lazy(() => import('./CompareChartsImpl'));

export function CompareCharts(props: CompareChartsProps) {
  const loading = (
    <div className="compare-charts" data-testid="compare-charts-loading">
      {Array.from({ length: chartCount(props.modes) }, (_, i) => (
        <figure className="panel" key={i}>
          <div className="compare-chart-box compare-chart-loading"><p className="muted">Loading charts…</p></div>
        </figure>
      ))}
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <Charts {...props} />
    </Suspense>
  );
}
