// The chart.js side of CompareCharts (its own chunk): cumulative input per turn of each mode's latest run, and the
// totals; with repeats, floating bars from min to max of each measure (the mean in the tooltip and the table).
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Title, Tooltip, type TooltipItem } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { AgentMode } from '../../../core/agent';
import type { Measure, ModeAggregate } from '../../../core/compare';
import type { RunMetrics } from '../../report/types';
import { isRepeated, RANGE_GROUPS, type RangeGroup } from './figures';

export interface ChartMode {
  id: AgentMode;
  label: string;
  color: string;
  /** The latest run. */
  metrics: RunMetrics;
  aggregate: ModeAggregate | null;
}

export interface CompareChartsProps {
  modes: ChartMode[];
}

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Title, Tooltip, Legend);

const common = { responsive: true, maintainAspectRatio: false, animation: false as const };
const round = (x: number) => Math.round(x * 10_000) / 10_000;

function RangeChart({ group, modes }: { group: RangeGroup; modes: ChartMode[] }) {
  const k = group.scale ?? 1;
  const range = (m: ChartMode, key: Measure) => m.aggregate?.ranges[key] ?? null;
  if (!modes.some((m) => group.measures.some((g) => range(m, g.key)))) return null;
  const data = {
    labels: group.measures.map((g) => g.label),
    datasets: modes.map((m) => ({
      label: m.label,
      backgroundColor: m.color,
      // A range of one value is still drawn, as a thin bar.
      minBarLength: 3,
      data: group.measures.map((g): [number, number] | null => {
        const r = range(m, g.key);
        return r ? [round(r.min * k), round(r.max * k)] : null;
      }),
    })),
  };
  const label = (item: TooltipItem<'bar'>) => {
    const mode = modes[item.datasetIndex];
    const g = group.measures[item.dataIndex];
    const r = mode && g ? range(mode, g.key) : null;
    return r ? `${mode?.label}: mean ${round(r.mean * k)} (${round(r.min * k)}–${round(r.max * k)}, ${r.n} runs)` : '';
  };
  const fallback = (
    <table data-testid="range-table">
      <caption>{group.title}</caption>
      <tbody>
        {modes.flatMap((m) => group.measures.map((g) => {
          const r = range(m, g.key);
          return r && (
            <tr key={`${m.id}-${g.key}`} data-mode={m.id} data-measure={g.key} data-min={r.min} data-mean={r.mean} data-max={r.max} data-n={r.n}>
              <th>{m.label} {g.label}</th><td>{round(r.min * k)}</td><td>{round(r.mean * k)}</td><td>{round(r.max * k)}</td>
            </tr>
          );
        }))}
      </tbody>
    </table>
  );
  return (
    <figure className="panel">
      <div className="compare-chart-box">
        <Bar data={data} fallbackContent={fallback} options={{ ...common, plugins: { title: { display: true, text: group.title }, tooltip: { callbacks: { label } } } }} />
      </div>
    </figure>
  );
}

export default function CompareChartsImpl({ modes }: CompareChartsProps) {
  const turns = Math.max(1, ...modes.map((m) => m.metrics.turns.length));
  const repeated = isRepeated(modes);
  const line = {
    labels: Array.from({ length: turns }, (_, i) => `Turn ${i + 1}`),
    datasets: modes.map((m) => ({ label: m.label, data: m.metrics.turns.map((t) => t.cumulativeInputTokens), borderColor: m.color, backgroundColor: m.color })),
  };
  const bar = {
    labels: ['Input', 'Cached input', 'Output'],
    datasets: modes.map((m) => ({ label: m.label, data: [m.metrics.inputTokens, m.metrics.cachedInputTokens, m.metrics.outputTokens], backgroundColor: m.color })),
  };
  return (
    <div className="compare-charts" data-testid="compare-charts">
      <figure className="panel">
        <div className="compare-chart-box">
          <Line data={line} options={{ ...common, plugins: { title: { display: true, text: repeated ? 'Cumulative input tokens per turn (latest run)' : 'Cumulative input tokens per turn' } } }} />
        </div>
      </figure>
      {repeated ? (
        RANGE_GROUPS.map((g) => <RangeChart key={g.title} group={g} modes={modes} />)
      ) : (
        <figure className="panel">
          <div className="compare-chart-box">
            <Bar data={bar} options={{ ...common, plugins: { title: { display: true, text: 'Tokens in total' } } }} />
          </div>
        </figure>
      )}
    </div>
  );
}
