// The chart.js side of CompareCharts (its own chunk): a line chart per turn and a grouped bar chart of totals, three modes.
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Title, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { RunMetrics } from '../../report/types';
import './CompareCharts.css';

export interface CompareChartsProps {
  classic: RunMetrics;
  code: RunMetrics;
  dual: RunMetrics;
}

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Title, Tooltip, Legend);

// The same colours as --mode-classic / --mode-code / --mode-dual (global.css), used by the context bars.
const CLASSIC = '#d9822b';
const CODE = '#2f6fde';
const DUAL = '#2e8b57';

export default function CompareChartsImpl({ classic, code, dual }: CompareChartsProps) {
  const turns = Math.max(classic.turns.length, code.turns.length, dual.turns.length, 1);
  const labels = Array.from({ length: turns }, (_, i) => `Turn ${i + 1}`);
  const line = {
    labels,
    datasets: [
      { label: 'Classic', data: classic.turns.map((t) => t.cumulativeInputTokens), borderColor: CLASSIC, backgroundColor: CLASSIC },
      { label: 'Code mode', data: code.turns.map((t) => t.cumulativeInputTokens), borderColor: CODE, backgroundColor: CODE },
      { label: 'Dual', data: dual.turns.map((t) => t.cumulativeInputTokens), borderColor: DUAL, backgroundColor: DUAL },
    ],
  };
  const bar = {
    labels: ['Input', 'Cached input', 'Output'],
    datasets: [
      { label: 'Classic', data: [classic.inputTokens, classic.cachedInputTokens, classic.outputTokens], backgroundColor: CLASSIC },
      { label: 'Code mode', data: [code.inputTokens, code.cachedInputTokens, code.outputTokens], backgroundColor: CODE },
      { label: 'Dual', data: [dual.inputTokens, dual.cachedInputTokens, dual.outputTokens], backgroundColor: DUAL },
    ],
  };
  const common = { responsive: true, maintainAspectRatio: false, animation: false as const };
  return (
    <div className="compare-charts" data-testid="compare-charts">
      <figure className="panel">
        <div className="compare-chart-box">
          <Line data={line} options={{ ...common, plugins: { title: { display: true, text: 'Cumulative input tokens per turn' } } }} />
        </div>
      </figure>
      <figure className="panel">
        <div className="compare-chart-box">
          <Bar data={bar} options={{ ...common, plugins: { title: { display: true, text: 'Tokens in total' } } }} />
        </div>
      </figure>
    </div>
  );
}
