// createSandbox: one active sandbox plus a pre-warmed spare. Runs are queued; a run that times out or is
// stopped has its iframe+worker destroyed and the spare takes over, so the next run starts at once.
import type { BrokerReply, RequestLogEntry, RunOptions, RunResult } from '../contract';
import type { SandboxConfig, SandboxHandle, SandboxStatus } from '../index';
import { createBroker } from '../broker/broker';
import { loadAssets } from './assets';
import { SandboxInstance } from './instance';
import { failedRun, toRunResult } from './result';

export const RUN_DEFAULTS: Required<RunOptions> = { timeoutMs: 30_000, maxRequests: 50, maxOutputChars: 100_000 };
/** Denied attempts past the request limit are still logged, up to this many extra entries. */
const EXTRA_LOG_ENTRIES = 50;

export function createSandbox(initial: SandboxConfig): SandboxHandle {
  let config = initial;
  let broker = createBroker(config);
  let downloadDetail = 'Downloading Python';
  const assets = loadAssets((d) => (downloadDetail = d));
  assets.then(() => {
    downloadDetail = 'Starting Python';
    refresh();
  }, (err: unknown) => {
    downloadDetail = `Could not download Python: ${err instanceof Error ? err.message : String(err)}`;
    refresh();
  });
  const listeners = new Set<(s: SandboxStatus) => void>();
  let status: SandboxStatus = { phase: 'loading', detail: downloadDetail };
  let disposed = false;
  let active: { kill: (why: string) => void } | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const spawn = (): SandboxInstance => new SandboxInstance(assets, refresh);
  let current = spawn();
  let spare: SandboxInstance | null = null;
  const ready = current.ready.then(() => undefined);

  function computeStatus(): SandboxStatus {
    if (disposed) return { phase: 'error', detail: 'The sandbox was disposed' };
    if (active) return { phase: 'running', spareReady: spare?.state === 'ready' };
    switch (current.state) {
      case 'ready': return { phase: 'ready', spareReady: spare?.state === 'ready' };
      case 'unsupported': return { phase: 'unsupported', detail: current.detail };
      case 'error': return { phase: 'error', detail: current.detail };
      default: return { phase: 'loading', detail: current.detail || downloadDetail };
    }
  }

  function refresh(): void {
    if (!disposed && !spare && current.state === 'ready') spare = spawn();
    const next = computeStatus();
    if (next.phase === status.phase && next.detail === status.detail && next.spareReady === status.spareReady) return;
    status = next;
    for (const fn of listeners) fn(status);
  }

  /** Replaces a dead/broken current sandbox with the spare (or a fresh one) and waits until it settles. */
  async function usable(): Promise<SandboxInstance> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (current.state === 'dead' || current.state === 'error') {
        current.destroy();
        current = spare ?? spawn();
        spare = null;
        refresh();
      }
      await current.ready;
      if (current.state !== 'dead' && current.state !== 'error') break;
    }
    return current;
  }

  async function runOne(code: string, options: RunOptions & { signal?: AbortSignal }): Promise<RunResult> {
    const started = performance.now();
    const limits = clampLimits({ ...RUN_DEFAULTS, ...config.limits, ...stripUndefined(options) });
    const elapsed = () => performance.now() - started;
    if (disposed) return failedRun('The sandbox was disposed', [], 0);
    if (options.signal?.aborted) return failedRun('Stopped', [], 0);
    const inst = await usable();
    if (inst.state !== 'ready') return failedRun(inst.detail || `The sandbox is not available (${inst.state})`, [], elapsed());

    const logs: RequestLogEntry[] = [];
    const cancel = new AbortController();
    let attempts = 0;
    const fetchForRun = async (req: Parameters<typeof broker.request>[0]) => {
      if (++attempts > limits.maxRequests) {
        const error = `Request limit reached: this run may make at most ${limits.maxRequests} HTTP requests`;
        const log: RequestLogEntry = { method: req.method, url: req.url, status: null, ms: 0, bytes: 0, allowed: false, reason: error };
        if (logs.length < limits.maxRequests + EXTRA_LOG_ENTRIES) logs.push(log);
        return { reply: { ok: false, kind: 'limit', error } as BrokerReply, log };
      }
      const out = await broker.request(req, cancel.signal);
      logs.push(out.log);
      return out;
    };

    const handle = inst.run(code, config.baseUrl, { fetch: fetchForRun, maxOutputChars: limits.maxOutputChars, maxMessages: limits.maxRequests });
    active = handle;
    refresh();
    const seconds = Math.round(limits.timeoutMs / 100) / 10;
    const timer = setTimeout(() => handle.kill(`Timed out after ${seconds} s: the script was stopped and its sandbox replaced`), limits.timeoutMs);
    const onAbort = () => handle.kill('Stopped');
    options.signal?.addEventListener('abort', onAbort);
    const outcome = await handle.done;
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    cancel.abort();
    active = null;
    if (inst.isDead() && inst === current) {
      current = spare ?? spawn();
      spare = null;
    }
    refresh();
    if (typeof outcome === 'string') return failedRun(outcome, logs, elapsed());
    return toRunResult(outcome, logs, elapsed());
  }

  return {
    ready,
    status: () => status,
    onStatus(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    run(code, options = {}) {
      const next = queue.then(() => runOne(code, options)).catch((err: unknown) =>
        failedRun(`Sandbox failure: ${err instanceof Error ? err.message : String(err)}`, [], 0));
      queue = next;
      return next;
    },
    stop() {
      active?.kill('Stopped');
    },
    setConfig(next) {
      config = next;
      broker = createBroker(next);
    },
    dispose() {
      if (disposed) return;
      active?.kill('The sandbox was disposed');
      disposed = true;
      current.destroy();
      spare?.destroy();
      spare = null;
      refresh();
      listeners.clear();
    },
  };
}

const clamp = (v: number, lo: number, hi: number): number => (Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : lo);

function clampLimits(l: Required<RunOptions>): Required<RunOptions> {
  return {
    timeoutMs: clamp(l.timeoutMs, 100, 10 * 60_000),
    maxRequests: Math.floor(clamp(l.maxRequests, 0, 10_000)),
    maxOutputChars: Math.floor(clamp(l.maxOutputChars, 100, 10_000_000)),
  };
}

function stripUndefined(o: RunOptions & { signal?: AbortSignal }): RunOptions {
  const out: RunOptions = {};
  if (o.timeoutMs !== undefined) out.timeoutMs = o.timeoutMs;
  if (o.maxRequests !== undefined) out.maxRequests = o.maxRequests;
  if (o.maxOutputChars !== undefined) out.maxOutputChars = o.maxOutputChars;
  return out;
}
