// code-spec's search beside a plain execute, in the real sandbox (the built app's sandbox harness in Chromium): the
// same warm sandbox runs `result = 1 + 1`, then a search over GitHub's and MS Graph's full specs from ../shared, as
// the agent's search tool runs it (specSearchProgram, offline, the spec handed in as JSON text).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { specSearchProgram } from '../../src/core/discovery/spec/program';
import { startBrowserBench } from './sandbox/browserBench';
import { median, round } from './sandbox/pageTiming';

const SHARED = fileURLToPath(new URL('../../../shared/specs/', import.meta.url));
const RUNS = Number(process.env.BENCH_CODE_SPEC_RUNS ?? 5);
const SPECS = [
  { name: 'github', file: 'github.openapi.json', operationId: 'repos/get' },
  { name: 'msgraph', file: 'msgraph.openapi.json', operationId: 'admin.admin.GetAdmin' },
];
const PLAIN = 'result = 1 + 1\n';
/** A model thinks between tool calls: runs this far apart let the pool's next fresh interpreter boot (as bench sandbox). */
const SPACING_MS = Number(process.env.BENCH_CODE_SPEC_SPACING_MS ?? 4_000);
const search = (operationId: string) =>
  `ops = operations()\nresult = {"operations": len(ops), "found": [(m, p) for m, p, op in ops if op.get("operationId") == ${JSON.stringify(operationId)}]}\n`;

interface Timed { ms: number; ok: boolean; result: string }

/** One run through the harness's sandbox, timed on the page; the spec texts stay on the page (window.__benchSpecs). */
async function timed(page: Page, code: string, spec: string | null): Promise<Timed> {
  await page.waitForTimeout(SPACING_MS);
  return page.evaluate(async ({ code, spec }) => {
    const sandbox = window.__cmpSandbox;
    if (!sandbox) throw new Error('sandbox harness not ready');
    const texts = (window as unknown as { __benchSpecs: Record<string, string> }).__benchSpecs;
    const specs = spec ? { [spec]: texts[spec] ?? '' } : undefined;
    const started = performance.now();
    const r = await sandbox.handle.run(code, { offline: true, timeoutMs: 60_000, ...(specs ? { specs } : {}) });
    const ms = performance.now() - started;
    return { ms, ok: r.ok, result: r.ok ? JSON.stringify(r.result).slice(0, 200) : JSON.stringify(r.error).slice(0, 300) };
  }, { code, spec });
}

export async function runCodeSpecBench(): Promise<Record<string, unknown>> {
  const present = SPECS.filter((s) => existsSync(SHARED + s.file));
  if (present.length === 0) return { notes: ['skipped: ../shared/specs (GitHub, MS Graph) not found'] };
  // The benchmarks' build has the harness page (WITH_TEST_PAGES, appBuild.ts).
  const bench = await startBrowserBench();
  try {
    const page = await bench.browser.newPage();
    const harness = new URL('sandbox-harness.html', bench.app.url);
    harness.searchParams.set('allow', `${bench.brewery.url}/`);
    await page.goto(harness.href);
    await page.waitForFunction(() => document.querySelector('#status')?.textContent === 'ready', undefined, { timeout: 120_000 });
    // The catalog worker hands in JSON.stringify of the parsed document; a JSON file parsed and written again is that.
    const texts = Object.fromEntries(present.map((s) => [s.name, JSON.stringify(JSON.parse(readFileSync(SHARED + s.file, 'utf8')))]));
    await page.evaluate((t) => { (window as unknown as { __benchSpecs: Record<string, string> }).__benchSpecs = t; }, texts);
    const rows: Array<Record<string, unknown>> = [];
    const plain: number[] = [];
    for (let i = 0; i < RUNS; i++) plain.push((await timed(page, PLAIN, null)).ms);
    rows.push({ run: 'plain execute (result = 1 + 1)', specMb: 0, medianMs: round(median(plain)), runsMs: plain.map((x) => round(x)), vsPlain: 1 });
    // Where a search's time goes: handing the spec in (written to /specs), then json.load, then the listing.
    const split = async (label: string, code: string, spec: string) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await timed(page, code, spec)).ms);
      rows.push({ run: label, specMb: round((texts[spec] ?? '').length / 1e6, 1), medianMs: round(median(times)), runsMs: times.map((x) => round(x)), vsPlain: round(median(times) / median(plain), 2) });
    };
    for (const s of present) {
      await split(`${s.name}: spec handed in, not read`, PLAIN, s.name);
      await split(`${s.name}: json.load only`, `import json\nd = json.load(open("/specs/${s.name}.json", encoding="utf-8"))\nresult = len(d)\n`, s.name);
      const times: number[] = [];
      let last: Timed | null = null;
      for (let i = 0; i < RUNS; i++) {
        last = await timed(page, specSearchProgram(search(s.operationId)), s.name);
        if (!last.ok) throw new Error(`${s.name} search failed: ${last.result}`);
        times.push(last.ms);
      }
      rows.push({
        run: `code-spec search over ${s.name}`, specMb: round((texts[s.name] ?? '').length / 1e6, 1), medianMs: round(median(times)),
        runsMs: times.map((x) => round(x)), vsPlain: round(median(times) / median(plain), 2), found: last?.result ?? '',
      });
    }
    return {
      rows,
      machine: bench.machine(),
      notes: [
        `${RUNS} runs each, ${SPACING_MS} ms apart, in one warm harness page (a fresh interpreter per run, as always), timed on the page from run() to its result`,
        'search: the agent\'s program (src/core/discovery/spec/program.ts) loading /specs/<name>.json and listing every operation',
      ],
    };
  } finally {
    await bench.close();
  }
}
