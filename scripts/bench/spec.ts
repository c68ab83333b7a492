// Spec engine benchmark (Node): fetch+parse, index, search latency, heap, classic vs code-mode tokens per spec.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../src/core/openapi';
import { createCatalog } from '../../src/core/catalog';
import { contextTokens } from '../../src/core/context';
import { collectGarbage, heapMb, PeakHeap } from './heap';
import { startSpecServer } from './specServer';

const SHARED = fileURLToPath(new URL('../../../shared/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../src/core/openapi/__fixtures__/', import.meta.url));
const GENERIC_QUERIES = ['list items', 'get one by id', 'create a new record', 'delete it', 'update settings', 'search by name', 'upload a file', 'list members of a group'];

interface Row {
  spec: string;
  operations: number;
  fetchParseMs: number;
  fetchParseCpuMs: number;
  indexMs: number;
  indexCpuMs: number;
  readyMs: number;
  searchP50Ms: number;
  searchP95Ms: number;
  peakHeapMb: number;
  classicTokens: number | string;
  codeModeTokens: number;
  classicToolsMs: number;
}

/** CPU time (user + system, all threads incl. GC) between two samples: steadier than wall time on a busy machine. */
function cpuMs(a: NodeJS.CpuUsage, b: NodeJS.CpuUsage): number {
  return Math.round((b.user - a.user + b.system - a.system) / 1000);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

function devQueries(specFile: string): string[] {
  const path = SHARED + 'eval/search-dev.jsonl';
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').split('\n').filter(Boolean)
    .map((line) => JSON.parse(line) as { spec: string; query: string })
    .filter((q) => q.spec === specFile).map((q) => q.query);
}

async function benchOne(label: string, url: string, specFile: string): Promise<Row> {
  collectGarbage();
  const heap = new PeakHeap();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const spec = await loadSpec({ kind: 'url', url }, { onProgress: () => heap.sample() });
  const t1 = performance.now();
  const c1 = process.cpuUsage();
  heap.sample();
  const catalog = await createCatalog(spec, { onProgress: () => heap.sample() });
  const t2 = performance.now();
  const c2 = process.cpuUsage();
  heap.sample();
  const queries = [...devQueries(specFile), ...GENERIC_QUERIES];
  for (const q of queries.slice(0, 3)) catalog.searchSync(q); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const s = performance.now();
      catalog.searchSync(q);
      times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);
  const peak = heap.stop();
  const t3 = performance.now();
  const tokens = await contextTokens(spec, catalog);
  const classicToolsMs = performance.now() - t3;
  return {
    spec: label,
    operations: spec.operations.length,
    fetchParseMs: Math.round(t1 - t0),
    fetchParseCpuMs: cpuMs(c0, c1),
    indexMs: Math.round(t2 - t1),
    indexCpuMs: cpuMs(c1, c2),
    readyMs: Math.round(t2 - t0),
    searchP50Ms: +percentile(times, 0.5).toFixed(3),
    searchP95Ms: +percentile(times, 0.95).toFixed(3),
    peakHeapMb: Math.round(peak),
    classicTokens: tokens.classic.exact ? tokens.classic.tokens : `~${tokens.classic.tokens} (sampled ${tokens.classic.sampledTools})`,
    codeModeTokens: tokens.codeMode.tokens,
    classicToolsMs: Math.round(classicToolsMs),
  };
}

export async function runSpecBench(): Promise<Record<string, unknown>> {
  const hasShared = existsSync(SHARED + 'specs');
  const server = await startSpecServer({ fixtures: FIXTURES, shared: SHARED + 'specs' });
  const rows: Row[] = [];
  const notes: string[] = [];
  const errors: Record<string, string> = {};
  const targets: Array<[string, string, string]> = [
    ['petstore3', server.urlFor('fixtures', 'petstore3.openapi.yaml'), 'petstore3.openapi.yaml'],
    ['petstore31', server.urlFor('fixtures', 'petstore31.openapi.yaml'), 'petstore31.openapi.yaml'],
    ['openbrewerydb', server.urlFor('fixtures', 'openbrewerydb.openapi.yaml'), 'openbrewerydb.openapi.yaml'],
    ['nytimes (swagger 2)', server.urlFor('fixtures', 'nytimes-top-stories.swagger2.yaml'), 'nytimes-top-stories.swagger2.yaml'],
  ];
  if (hasShared) {
    targets.push(['github', server.urlFor('shared', 'github.openapi.json'), 'github.openapi.json']);
    targets.push(['msgraph', server.urlFor('shared', 'msgraph.openapi.json'), 'msgraph.openapi.json']);
  } else {
    notes.push('GitHub / MS Graph skipped: ../shared/specs not found');
  }
  try {
    for (const [label, url, file] of targets) {
      try {
        rows.push(await benchOne(label, url, file));
      } catch (error) {
        errors[label] = error instanceof Error ? error.message : String(error);
      }
      collectGarbage();
    }
  } finally {
    await server.close();
  }
  const load = loadavg().map((n) => n.toFixed(1)).join(' ');
  notes.push(`Node ${process.version}, ${cpus().length} CPUs, load average ${load} (wall times inflate when the machine is busy; *CpuMs do less)`);
  return { rows, notes, errors, heapAfterMb: Math.round(heapMb()) };
}
