// A compare report opened read-only: labelled as a recording, the settings it was made with, the three runs'
// numbers, tokens per turn and transcripts, and the charts. Nothing here calls a model or an API.
import { compareModes } from '../../../core/compare';
import type { SavedReport } from '../../report/savedReport';
import { CompareCharts } from '../CompareCharts/CompareCharts';
import { CompareColumn } from '../CompareColumn/CompareColumn';
import { ReportTranscript } from '../ReportTranscript/ReportTranscript';
import './ReportView.css';

export interface ReportViewProps {
  report: SavedReport;
  /** The file name or URL it came from. */
  name: string;
  onClose: () => void;
}

export function ReportView({ report, name, onClose }: ReportViewProps) {
  const { runs } = report;
  return (
    <div className="report-view" data-testid="report-view">
      <div className="notice report-recording" role="status" data-testid="report-recording">
        <strong>Recording</strong> of a comparison made {report.generatedAt ? `on ${report.generatedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}` : 'earlier'}, opened from <code>{name}</code>.
        Nothing here runs again: no key, no model call, no API request.
        <button type="button" data-testid="report-close" onClick={onClose}>Close recording</button>
      </div>
      <section className="panel report-settings" aria-label="Settings used">
        <h2>Settings used</h2>
        <dl>
          <dt>API</dt><dd>{report.spec.title}{report.spec.url ? <> · <code>{report.spec.url}</code></> : null} · {report.spec.operations} operations</dd>
          <dt>Prompt</dt><dd data-testid="report-prompt">{report.prompt}</dd>
          <dt>Model</dt><dd>{report.model} ({report.provider})</dd>
          <dt>API data</dt><dd>{report.dataSource}</dd>
          <dt>Privacy mode</dt><dd>{report.privacyMode ? 'on' : 'off'}</dd>
          <dt>Prices</dt><dd>{report.pricing.source}{report.pricing.asOf ? ` (as of ${report.pricing.asOf})` : ''}</dd>
        </dl>
      </section>
      <div className="compare-columns">
        {compareModes().map(({ id: mode, title }) => (
          <CompareColumn key={mode} mode={mode} title={title} status={runs[mode].status} reason={runs[mode].reason} metrics={runs[mode]} aggregate={null} runs={[]} entries={[]}>
            <details className="compare-transcript">
              <summary>Transcript</summary>
              <ReportTranscript messages={runs[mode].transcript} />
            </details>
          </CompareColumn>
        ))}
      </div>
      <CompareCharts modes={compareModes().map(({ id, short, color }) => ({ id, label: short, color, metrics: runs[id], aggregate: null }))} />
    </div>
  );
}
