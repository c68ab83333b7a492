// Tiny static server for the browser benchmark: the built app under /cmp/ (SPA fallback to index.html) and the
// bench-only worker bundle under /bench/, on one free loopback port so the bench worker is same-origin.
// For runs without DevTools attached: /bench/settle.html opens a URL after a pause; `?bench-probe=1` injects the
// load probe into the app page and `?bench-run=N` a playground runner; both POST to /bench/report (rawLoad.ts).
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { PAGE_PROBE_SCRIPT } from './pageProbe';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.yaml': 'application/yaml', '.txt': 'text/plain', '.map': 'application/json',
};

export const HARNESS_HTML = '<!doctype html><meta charset="utf-8"><title>catalog search bench</title><p>bench</p>';

const SETTLE_HTML = `<!doctype html><meta charset="utf-8"><title>settle</title><script>
const q = new URLSearchParams(location.search);
setTimeout(() => location.replace(q.get('to')), Number(q.get('ms')));
</script>`;

// Posts the probe once the spec is shown or failed (polling: the probe is plain data).
const REPORTER_SCRIPT = `(() => {
  const timer = setInterval(() => {
    const p = window.__benchProbe;
    if (!p || (p.ready === null && p.failed === null)) return;
    clearInterval(timer);
    fetch('/bench/report', { method: 'POST', body: JSON.stringify(p) });
  }, 20);
})();`;

// Playground runs without DevTools: clicks Run `runs` times once the sandbox and its warm spare are ready (a
// booting spare is a second Pyodide start competing for the CPU), then posts the last result. The next Run waits
// until the pool's replacement spare has booted, as a model thinking between executes leaves it: a Run clicked the
// instant the last one ends overlaps that run's wrap-up and the spare's restore, and measured 2-4x slower.
const RUNNER_SCRIPT = `(() => {
  const runs = Number(new URLSearchParams(location.search).get('bench-run')) || 1;
  let done = 0;
  const timer = setInterval(() => {
    const status = document.querySelector('[data-testid="sandbox-status"]');
    const run = document.querySelector('[data-testid="run-button"]');
    if (!run || status?.dataset.phase !== 'ready' || status.dataset.spareReady !== 'true' || run.disabled) return;
    clearInterval(timer);
    new MutationObserver(async (records, observer) => {
      if (run.disabled) return;
      if (++done < runs) {
        setTimeout(() => {
          const next = setInterval(() => { if (status.dataset.spareReady === 'true') { clearInterval(next); run.click(); } }, 20);
        }, 600);
        return;
      }
      observer.disconnect();
      const panel = document.querySelector('[data-testid="run-result"]');
      const rows = [...document.querySelectorAll('[data-testid="network-log-entry"]')];
      const result = document.querySelector('[data-testid="run-result-json"]')?.textContent ?? null;
      fetch('/bench/report', { method: 'POST', body: JSON.stringify({
        status: panel?.dataset.status ?? null,
        result,
        error: document.querySelector('[data-testid="run-error"]')?.textContent ?? null,
        brokerMs: rows.map((r) => Number(r.querySelectorAll('td')[3]?.textContent ?? 'NaN')),
        pageFetchMs: await pageFetchFloor(result),
      }) });
    }).observe(run, { attributes: true, attributeFilter: ['disabled'] });
    run.click();
  }, 50);
  // The browser's own cost for the same requests: a bare fetch from this page, options as the broker's, body read.
  // Used when the result names them ({ baseUrl, perPathMs }); median per path over the same number of rounds.
  async function pageFetchFloor(resultText) {
    let parsed;
    try { parsed = JSON.parse(resultText); } catch { return null; }
    if (!parsed || typeof parsed.baseUrl !== 'string' || !parsed.perPathMs) return null;
    const init = { cache: 'no-store', credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer' };
    const timed = async (url) => { const s = performance.now(); await (await fetch(url, init)).arrayBuffer(); return performance.now() - s; };
    const paths = Object.keys(parsed.perPathMs);
    const out = {};
    await timed(parsed.baseUrl + paths[0]);
    for (const path of paths) {
      const t = [];
      for (let i = 0; i < (parsed.rounds || 7); i++) t.push(await timed(parsed.baseUrl + path));
      t.sort((a, b) => a - b);
      out[path] = Math.round(t[t.length >> 1] * 100) / 100;
    }
    return out;
  }
})();`;

export interface StaticServer {
  origin: string;
  /** The next body POSTed to /bench/report. */
  nextReport: () => Promise<unknown>;
  close: () => Promise<void>;
}

function resolveFile(root: string, rel: string): string | undefined {
  const file = normalize(join(root, rel));
  if (!file.startsWith(normalize(root))) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export async function startStaticServer(mounts: { app: string; appBase: string; bench: string }): Promise<StaticServer> {
  let reportWaiter: ((body: unknown) => void) | null = null;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    let file: string | undefined;
    if (path === '/bench/harness.html' || path === '/bench/settle.html') {
      res.writeHead(200, { 'content-type': TYPES['.html'] ?? '' }).end(path === '/bench/settle.html' ? SETTLE_HTML : HARNESS_HTML);
      return;
    }
    if (path === '/bench/report' && req.method === 'POST') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        res.writeHead(204).end();
        reportWaiter?.(JSON.parse(body));
        reportWaiter = null;
      });
      return;
    }
    if (path.startsWith('/bench/')) file = resolveFile(mounts.bench, path.slice('/bench/'.length));
    else if (path.startsWith(mounts.appBase)) {
      const rel = path.slice(mounts.appBase.length);
      file = resolveFile(mounts.app, rel) ?? (extname(rel) === '' ? resolveFile(mounts.app, 'index.html') : undefined);
    }
    if (!file) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    const inject = url.searchParams.has('bench-probe') ? `${PAGE_PROBE_SCRIPT}\n${REPORTER_SCRIPT}`
      : url.searchParams.has('bench-run') ? RUNNER_SCRIPT : null;
    if (inject !== null && file.endsWith('index.html')) {
      res.end(readFileSync(file, 'utf8').replace('<head>', `<head><script>${inject}</script>`));
      return;
    }
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    nextReport: () => new Promise((ok) => (reportWaiter = ok)),
    close: () => new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}
