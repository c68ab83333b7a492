// The chat's workspace (/data): each file with its size, rows when tabular, the step that wrote it, a preview,
// download and open-in-playground.
import { formatBytes } from '../../app/format';
import type { DataFileRow } from '../../hooks/useWorkspace';
import './DataPanel.css';

export interface DataPanelProps {
  files: DataFileRow[];
  totalBytes: number;
  onDownload: (name: string) => void;
  onOpenInPlayground: (name: string) => void;
}

const fmt = new Intl.NumberFormat('en-US');

export function DataPanel({ files, totalBytes, onDownload, onOpenInPlayground }: DataPanelProps) {
  return (
    <details className="data-panel panel" data-testid="data-panel" open={files.length > 0}>
      <summary>
        Data <span className="muted">· /data · {files.length} file{files.length === 1 ? '' : 's'} · {formatBytes(totalBytes)}</span>
      </summary>
      {files.length === 0 && <p className="muted">Files the scripts write under /data stay here for the rest of this chat.</p>}
      <ul className="data-panel-files">
        {files.map((f) => (
          <li key={f.name} data-testid="data-file" data-name={f.name}>
            <div className="data-panel-row">
              <strong>/data/{f.name}</strong>
              <span className="muted" data-testid="data-file-size">{formatBytes(f.bytes)}</span>
              {f.rows !== undefined && <span className="muted" data-testid="data-file-rows">{fmt.format(f.rows)} rows</span>}
              <span className="muted">from {f.source}</span>
              <button type="button" onClick={() => onDownload(f.name)}>Download</button>
              <button type="button" onClick={() => onOpenInPlayground(f.name)} data-testid="data-file-open">Open in playground</button>
            </div>
            {f.fields && f.fields.length > 0 && <p className="muted data-panel-fields">Fields: {f.fields.slice(0, 20).join(', ')}{f.fields.length > 20 ? ', …' : ''}</p>}
            <details>
              <summary>Preview</summary>
              <pre data-testid="data-file-preview">{f.preview}</pre>
            </details>
          </li>
        ))}
      </ul>
    </details>
  );
}
