// The chart.js side of CompareCharts (its own chunk): a line chart per turn and a grouped bar chart of totals.
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Title, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { RunMetrics } from '../../report/types';
import './CompareCharts.css';

export interface CompareChartsProps {
  classic: RunMetrics;
  code: RunMetrics;
}

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Title, Tooltip, Legend);

// The same colours as --mode-classic / --mode-code (global.css), used by the context bars.
const CLASSIC = '#d9822b';
const CODE = '#2f6fde';

export default function CompareChartsImpl({ classic, code }: CompareChartsProps) {
  const turns = Math.max(classic.turns.length, code.turns.length, 1);
  const labels = Array.from({ length: turns }, (_, i) => `Turn ${i + 1}`);
  const line = {
    labels,
    datasets: [
      { label: 'Classic', data: classic.turns.map((t) => t.cumulativeInputTokens), borderColor: CLASSIC, backgroundColor: CLASSIC },
      { label: 'Code mode', data: code.turns.map((t) => t.cumulativeInputTokens), borderColor: CODE, backgroundColor: CODE },
    ],
  };
  const bar = {
    labels: ['Input', 'Cached input', 'Output'],
    datasets: [
      { label: 'Classic', data: [classic.inputTokens, classic.cachedInputTokens, classic.outputTokens], backgroundColor: CLASSIC },
      { label: 'Code mode', data: [code.inputTokens, code.cachedInputTokens, code.outputTokens], backgroundColor: CODE },
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
