import { describe, expect, it } from 'vitest';
import { shouldPrefetchPython, viewRunsCode } from './pythonIntent';

describe('which views start Python when they open', () => {
  it('the playground, chat and compare do; the explorer (and the first screen it hosts) does not', () => {
    expect(viewRunsCode('playground', {})).toBe(true);
    expect(viewRunsCode('chat', {})).toBe(true);
    expect(viewRunsCode('compare', {})).toBe(true);
    expect(viewRunsCode('explorer', {})).toBe(false);
  });

  it('chat only in code mode (its default), its variants and dual mode: the other modes run no Python of ours', () => {
    for (const mode of ['code', 'code-spec', 'code-files', 'dual'] as const) expect(viewRunsCode('chat', { mode })).toBe(true);
    for (const mode of ['classic', 'tool-search', 'tool-search-local', 'programmatic'] as const) expect(viewRunsCode('chat', { mode })).toBe(false);
  });

  it('an opened Compare report runs no code, so it does not', () => {
    expect(viewRunsCode('compare', { report: 'https://example.com/report.json' })).toBe(false);
  });
});

describe('the idle download of the Pyodide files', () => {
  const firstVisit = { saveData: false, controlled: false, canRunPython: true, started: false };
  it('runs on a first visit that can run Python and has not started it', () => {
    expect(shouldPrefetchPython(firstVisit)).toBe(true);
  });

  it('never when the browser asks to save data', () => {
    expect(shouldPrefetchPython({ ...firstVisit, saveData: true })).toBe(false);
  });

  it('not on a repeat visit (the service worker has them), a page about to reload, or once the sandbox started', () => {
    expect(shouldPrefetchPython({ ...firstVisit, controlled: true })).toBe(false);
    expect(shouldPrefetchPython({ ...firstVisit, canRunPython: false })).toBe(false);
    expect(shouldPrefetchPython({ ...firstVisit, started: true })).toBe(false);
  });
});
