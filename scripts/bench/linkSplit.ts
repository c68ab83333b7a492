// Where a shared link's time to its first result goes (issue 41), read after the result: the page's Resource Timing
// entries, the marks recordPhases made (spec shown, sandbox status) and Chromium's main-thread script and compile
// time (CDP Performance metrics, enabled before the navigation). Workers' own fetches and compiles are not in these:
// the catalog worker shows as the moment the spec is shown, the sandbox as the time from "Starting Python" to ready.
import type { CDPSession, Page } from 'playwright-core';
import { median, round } from './sandbox/pageTiming';

export interface LinkSplit {
  /** Navigation start → the HTML's response end. */
  htmlMs: number;
  /** → the last page script (assets/*.js) received before Run was pressed. */
  pageJsMs: number;
  /** Page scripts received before Run was pressed, and their bytes on the wire. */
  pageJsFiles: number;
  pageJsKb: number;
  /** Page main thread until the result: all script run, and of it V8's parse and compile. */
  mainScriptMs: number;
  mainCompileMs: number;
  /** → the spec's title shown: fetched, parsed and indexed in the catalog worker. */
  specShownMs: number | null;
  /** First Pyodide file requested → last received (files the page itself fetched; 0 when it fetched none). */
  pyodideFilesMs: number;
  /** "Starting Python" shown → sandbox ready: download, compile and boot, or the snapshot restored. */
  pythonStartMs: number | null;
  /** → Run enabled and pressed. */
  runPressedMs: number;
  /** Run pressed → result shown. */
  runMs: number;
  /** What Run waited for last: the spec or Python. */
  lastWaitedFor: 'spec' | 'python';
}

/** Starts collecting the page's main-thread metrics: call before the navigation. */
export async function startMetrics(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}

interface PageFacts {
  htmlMs: number;
  scripts: Array<{ end: number; start: number; bytes: number }>;
  pyodide: Array<{ start: number; end: number }>;
}

/** The split of one visit; `phases` are recordPhases' marks, `pressedMs`/`ms` (the result) the visit's own. */
export async function linkSplit(page: Page, cdp: CDPSession, visit: { pressedMs: number; ms: number; phases: Array<[number, string, string]> }): Promise<LinkSplit> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string): number => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const facts = await page.evaluate((): PageFacts => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      htmlMs: nav?.responseEnd ?? 0,
      scripts: entries.filter((e) => /\/assets\/[^/]+\.m?js$/.test(e.name)).map((e) => ({ start: e.startTime, end: e.responseEnd, bytes: e.transferSize })),
      pyodide: entries.filter((e) => e.name.includes('/pyodide/')).map((e) => ({ start: e.startTime, end: e.responseEnd })),
    };
  });
  const beforeRun = facts.scripts.filter((s) => s.start <= visit.pressedMs);
  const mark = (test: (m: [number, string, string]) => boolean): number | null => visit.phases.find(test)?.[0] ?? null;
  const specShownMs = mark((m) => m[1] === 'spec');
  const starting = mark((m) => m[2].includes('Starting Python'));
  // A run pressed while Python starts shows "Will run when Python is ready" until it starts ("Running…").
  const ready = mark((m) => m[1] === 'ready' || (m[1] === 'running' && !m[2].startsWith('Will run')));
  const pyStart = facts.pyodide.length ? Math.min(...facts.pyodide.map((p) => p.start)) : 0;
  const pyEnd = facts.pyodide.length ? Math.max(...facts.pyodide.map((p) => p.end)) : 0;
  return {
    htmlMs: facts.htmlMs,
    pageJsMs: Math.max(0, ...beforeRun.map((s) => s.end)),
    pageJsFiles: beforeRun.length,
    pageJsKb: beforeRun.reduce((a, s) => a + s.bytes, 0) / 1024,
    mainScriptMs: metric('ScriptDuration'),
    mainCompileMs: metric('V8CompileDuration'),
    specShownMs,
    pyodideFilesMs: pyEnd - pyStart,
    pythonStartMs: starting !== null && ready !== null ? ready - starting : null,
    runPressedMs: visit.pressedMs,
    runMs: visit.ms - Math.max(visit.pressedMs, ready ?? 0),
    lastWaitedFor: specShownMs !== null && ready !== null && specShownMs > ready ? 'spec' : 'python',
  };
}

/** Each field's median over the visits (the most frequent answer for what Run waited for). */
export function medianSplit(splits: readonly LinkSplit[]): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  const first = splits[0];
  if (!first) return out;
  for (const key of Object.keys(first) as Array<keyof LinkSplit>) {
    if (key === 'lastWaitedFor') {
      const spec = splits.filter((s) => s.lastWaitedFor === 'spec').length;
      out[key] = `${spec * 2 > splits.length ? 'spec' : 'python'} (${spec} of ${splits.length} waited for the spec)`;
      continue;
    }
    const values = splits.map((s) => s[key]).filter((v): v is number => typeof v === 'number');
    out[key] = values.length ? round(median(values), 1) : null;
  }
  return out;
}
