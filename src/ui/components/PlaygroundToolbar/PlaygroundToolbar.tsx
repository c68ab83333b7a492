// Run / Stop / Copy link, and the sandbox's state (loading Pyodide, ready, running, unsupported).
import type { PythonWait, SandboxStatus } from '../../../sandbox';
import { sandboxStatusView } from '../../app/sandboxStatusView';
import './PlaygroundToolbar.css';

export interface PlaygroundToolbarProps {
  status: SandboxStatus | null;
  running: boolean;
  /** Feedback after "Copy link": the link, or null before. */
  copied: { link: string; ok: boolean } | null;
  onRun: () => void;
  /** The pointer or focus reached Run: Python may start now. */
  onRunIntent?: () => void;
  onStop: () => void;
  onCopyLink: () => void;
  /** Saves the script's first function as a skill of the loaded spec. */
  onSaveSkill?: () => void;
}

export function PlaygroundToolbar({ status, running, copied, onRun, onRunIntent, onStop, onCopyLink, onSaveSkill }: PlaygroundToolbarProps) {
  const view = sandboxStatusView(status, running);
  const { phase } = view;
  const unsupported = status?.phase === 'unsupported';
  return (
    <div className="playground-toolbar">
      <button type="button" className="primary" data-testid="run-button" disabled={running || unsupported} onPointerEnter={onRunIntent} onFocus={onRunIntent} onClick={onRun}>
        Run <kbd>Ctrl+Enter</kbd>
      </button>
      <button type="button" data-testid="stop-run-button" disabled={!running} onClick={onStop}>
        Stop
      </button>
      <button type="button" data-testid="copy-link-button" onClick={onCopyLink}>
        Copy link
      </button>
      {onSaveSkill && (
        <button type="button" data-testid="save-skill-button" onClick={onSaveSkill} title="Save the script's first function (it needs a docstring) as a skill of this API">
          Save as skill
        </button>
      )}
      <span
        className={`sandbox-status ${phase}${view.failed && !running ? ' notice error' : ''}${view.spareStarting ? ' spare-starting' : ''}`}
        role="status"
        data-testid="sandbox-status"
        data-phase={phase}
        data-queued={view.queued ? 'true' : undefined}
        data-spare-ready={status?.spareReady ? 'true' : 'false'}
        data-spare-heap-bytes={status?.pool?.spareHeapBytes ?? 0}
        data-snapshot-bytes={status?.pool?.snapshotBytes ?? 0}
        title={poolText(status)}
      >
        {view.busy && <span className="spinner" aria-hidden="true" />}
        {view.text}
      </span>
      {status?.pythonWait && (
        <span className="python-wait" data-testid="python-wait" data-wait={status.pythonWait} title={WAIT_TITLES[status.pythonWait]}>
          Python: {status.pythonWait === 'jspi' ? 'JSPI' : 'SharedArrayBuffer'}
        </span>
      )}
      {status?.notice && (
        <span className="notice warn sandbox-notice" role="note" data-testid="sandbox-notice">
          {status.notice}
        </span>
      )}
      {copied && (
        <span className="playground-copied" data-testid="copy-link-feedback">
          {copied.ok ? 'Link copied.' : 'Copy this link:'}{' '}
          {!copied.ok && <input type="text" readOnly value={copied.link} onFocus={(e) => e.currentTarget.select()} />}
        </span>
      )}
    </div>
  );
}

const WAIT_TITLES: Record<PythonWait, string> = {
  jspi: 'Requests pause the interpreter with WebAssembly JSPI.',
  sab: 'This browser has no WebAssembly JSPI: requests block the sandbox worker on a SharedArrayBuffer (the page is cross-origin isolated).',
};

const mb = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;

/** Every run gets a fresh interpreter: say so, with what the pool keeps in memory. */
function poolText(status: SandboxStatus | null): string | undefined {
  const pool = status?.pool;
  if (!pool?.spareHeapBytes) return undefined;
  const snapshot = pool.snapshotBytes ? `, snapshot ${mb(pool.snapshotBytes)}` : '';
  return `Each run gets a fresh Python interpreter. Pool: ${pool.size} spare of ${mb(pool.spareHeapBytes)}${snapshot}`;
}
