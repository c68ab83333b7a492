// Init script for the app page (runs before the app's own code): records long tasks on the main thread and the
// moments the spec load starts (progress shown) and ends (title shown, progress gone) via a MutationObserver.
export interface PageProbe {
  loadStart: number | null;
  ready: number | null;
  failed: string | null;
  longTasks: Array<{ start: number; duration: number }>;
}

// Plain JS source, not a stringified TS function: tsx/esbuild inject helpers (__name) that do not exist in the page.
export const PAGE_PROBE_SCRIPT = `(() => {
  const probe = { loadStart: null, ready: null, failed: null, longTasks: [] };
  window.__benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const progress = document.querySelector('[data-testid="spec-progress"]');
    if (progress && probe.loadStart === null) probe.loadStart = performance.now();
    const error = document.querySelector('[data-testid="spec-error"]');
    if (error && probe.failed === null) probe.failed = error.textContent || 'error';
    const title = document.querySelector('[data-testid="spec-title"]');
    if (probe.loadStart !== null && probe.ready === null && !progress && title && title.textContent.trim() !== '') {
      probe.ready = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;
