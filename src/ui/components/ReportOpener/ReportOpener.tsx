// Opens an exported compare report (JSON) from a file, read-only: no key and no run needed.
import './ReportOpener.css';

export interface ReportOpenerProps {
  onOpen: (file: File) => void;
  /** Why the last file or link did not open. */
  error?: string;
}

export function ReportOpener({ onOpen, error }: ReportOpenerProps) {
  return (
    <div className="report-opener">
      <label className="report-opener-label">
        <span>Open a report someone exported (Compare → Export JSON): no key needed</span>
        <input
          type="file"
          accept="application/json,.json"
          data-testid="report-open-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onOpen(file);
          }}
        />
      </label>
      {error && <p className="notice error" role="alert" data-testid="report-error">{error}</p>}
    </div>
  );
}
