import { describe, expect, it } from 'vitest';
import { sandboxStatusView } from './sandboxStatusView';

describe('sandboxStatusView', () => {
  it('a Run pressed while Python first loads says it will run when Python is ready', () => {
    const view = sandboxStatusView({ phase: 'loading', detail: 'Downloading Python (≈15 MB, once)' }, true);
    expect(view).toMatchObject({ phase: 'running', queued: true, busy: true, text: 'Will run when Python is ready (Downloading Python (≈15 MB, once))' });
  });

  it('the spare booting after a run is not shown as Python loading: the sandbox is ready, no spinner', () => {
    const view = sandboxStatusView({ phase: 'loading', detail: 'Starting Python', pythonWait: 'jspi', spareReady: false }, false);
    expect(view).toMatchObject({ spareStarting: true, busy: false, failed: false });
    expect(view.text).toMatch(/^Sandbox ready/);
    expect(view.text).not.toContain('Loading Pyodide');
    // The phase stays the sandbox's own: a script that waits for "ready" still waits for a spare.
    expect(view.phase).toBe('loading');
  });

  it('a run that takes the booting spare is just running', () => {
    expect(sandboxStatusView({ phase: 'loading', pythonWait: 'sab' }, true)).toMatchObject({ text: 'Running…', queued: false });
  });

  it('first load, ready and failures read as before', () => {
    expect(sandboxStatusView({ phase: 'loading', detail: 'Downloading Python' }, false)).toMatchObject({ text: 'Loading Pyodide… (Downloading Python)', busy: true });
    expect(sandboxStatusView({ phase: 'ready', pythonWait: 'jspi' }, false)).toMatchObject({ text: 'Sandbox ready', busy: false });
    expect(sandboxStatusView({ phase: 'unsupported', detail: 'No JSPI' }, false)).toMatchObject({ text: 'No JSPI', failed: true });
    expect(sandboxStatusView(null, false)).toMatchObject({ phase: 'idle', text: 'Sandbox not started', busy: false });
  });

  it('a run waiting on an MCP tool that reports progress shows the progress', () => {
    expect(sandboxStatusView({ phase: 'running', toolProgress: 'research: 3 of 10 · step 3' }, true)).toMatchObject({ text: 'Running… research: 3 of 10 · step 3' });
  });
});
