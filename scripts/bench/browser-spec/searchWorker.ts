// Bench-only worker entry (bundled by buildSearchWorker.ts, never part of the app): runs the app's own catalog
// service in a Chromium dedicated worker and times search() inside the worker, without page↔worker messaging.
import { createCatalogService } from '../../../src/ui/workers/catalogService';

export type BenchRequest =
  | { type: 'load'; url: string }
  /** Several specs loaded together in this order (one after another, as the page adds them); then the first search. */
  | { type: 'load-set'; urls: string[]; probe: string }
  | { type: 'time-search'; queries: string[]; rounds: number; limit: number }
  | { type: 'search'; query: string; limit: number };

const service = createCatalogService();
const scope = self as unknown as { onmessage: ((e: MessageEvent<BenchRequest>) => void) | null; postMessage: (m: unknown) => void };

async function handle(req: BenchRequest): Promise<unknown> {
  if (req.type === 'load') {
    const started = performance.now();
    const outcome = await service.load({ kind: 'url', url: req.url });
    if (!outcome.ok) return { ok: false, error: outcome.superseded ? 'superseded' : outcome.error.message };
    const ready = performance.now();
    // Context tokens are counted after the spec is shown (lazy tokenizer chunk): timed on their own.
    await service.contextTokens();
    const timings = { ...outcome.summary.timings, tokensMs: performance.now() - ready };
    return { ok: true, ms: ready - started, operations: outcome.summary.operations.length, timings };
  }
  if (req.type === 'load-set') {
    const started = performance.now();
    const loaded: Array<{ id: string; shortName: string }> = [];
    for (const url of req.urls) {
      const outcome = await service.load({ kind: 'url', url }, undefined, { add: true, slot: url });
      if (!outcome.ok) return { ok: false, error: outcome.superseded ? 'superseded' : outcome.error.message };
      loaded.push({ id: outcome.id, shortName: outcome.shortName });
    }
    await service.setActive(loaded);
    const ready = performance.now();
    await service.search(req.probe, { limit: 20 });
    return { ok: true, ms: ready - started, firstSearchMs: performance.now() - ready, apis: loaded.map((a) => a.shortName) };
  }
  if (req.type === 'search') {
    const res = await service.search(req.query, { limit: req.limit });
    // The whole response goes back, as the UI receives it, so round trips include its structured clone.
    return { ok: true, top: res.hits.slice(0, 5).map((h) => `${h.method} ${h.path}`), response: res };
  }
  for (const q of req.queries.slice(0, 3)) await service.search(q, { limit: req.limit }); // warm-up
  const times: number[] = [];
  for (let round = 0; round < req.rounds; round++) {
    for (const q of req.queries) {
      const s = performance.now();
      await service.search(q, { limit: req.limit });
      times.push(performance.now() - s);
    }
  }
  return { ok: true, times };
}

scope.onmessage = (e) => {
  handle(e.data).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) => scope.postMessage({ ok: false, error: String(error) }),
  );
};
