// Export the comparison as Markdown, JSON or CSV (one row per run), and a shareable link (spec + prompt; never a key).
import { useState } from 'react';
import { downloadText as download } from '../../app/download';
import './CompareExport.css';

export interface CompareExportProps {
  /** Builders run on click so the files hold the numbers shown at that moment. */
  buildMarkdown: () => string;
  buildJson: () => string;
  buildCsv: () => string;
  fileBase: string;
  shareLink: string | null;
  canExport: boolean;
}

export function CompareExport({ buildMarkdown, buildJson, buildCsv, fileBase, shareLink, canExport }: CompareExportProps) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (!shareLink) return;
    navigator.clipboard.writeText(shareLink).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <section className="compare-export" aria-label="Export">
      <button type="button" data-testid="export-markdown" disabled={!canExport} onClick={() => download(`${fileBase}.md`, buildMarkdown(), 'text/markdown')}>
        Export Markdown
      </button>
      <button type="button" data-testid="export-json" disabled={!canExport} onClick={() => download(`${fileBase}.json`, buildJson(), 'application/json')}>
        Export JSON
      </button>
      <button type="button" data-testid="compare-export-csv" disabled={!canExport} onClick={() => download(`${fileBase}.csv`, buildCsv(), 'text/csv')}>
        Export CSV (every run)
      </button>
      {shareLink ? (
        <span className="compare-share">
          <input type="text" readOnly aria-label="Shareable link" data-testid="share-link" value={shareLink} onFocus={(e) => e.target.select()} />
          <button type="button" onClick={copy}>{copied ? 'Copied' : 'Copy link'}</button>
        </span>
      ) : (
        <span className="muted">Load the spec from a URL to get a shareable link.</span>
      )}
    </section>
  );
}
