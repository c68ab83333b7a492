// createSandbox: a pool of pre-booted sandboxes, one per run. Runs are queued; each takes a fresh interpreter bound
// to the config of that moment, and its iframe+worker are destroyed when it ends (done, timeout or Stop).
import { LIMITS } from '../../core/execution';
import { apiMountFiles } from '../../core/pyclient';
import { toolProgressText } from '../../core/sources';
import type { BrokerReply, BrokerRequest, McpProgress, OneApiConfig, RequestLogEntry, RunControl, RunFiles, RunOptions, RunResult, SandboxConfig, SandboxHandle, SandboxOptions, SandboxStatus } from '../contract';
import { apisOf, asRun, baseUrlsOf, createBroker } from '../broker/dispatch';
import { loadAssets } from './assets';
import { SandboxPool } from './pool';
import { cacheSnapshotStore } from './snapshotStore';
import { failedRun, toRunResult } from './result';
import { RunTimer } from './runTimer';
import { runLimits, timeoutMessage } from './runLimits';
import { wantsApis } from './wantsApis';

/** One spare waits while a run executes; a bigger pool only helps runs that follow each other within a second. */
export const DEFAULT_POOL_SIZE = 1;

/** Denied attempts past the request limit are still logged, up to this many extra entries. */
const EXTRA_LOG_ENTRIES = LIMITS.runExtraLogEntries.value;

/** The specs as UTF-8 bytes to transfer: a large string crossing into the sandbox's frame cost ~1 s for GitHub's 6.9 MB. */
function utf8Specs(specs: RunFiles['specs']): Record<string, Uint8Array> {
  const utf8 = new TextEncoder();
  return Object.fromEntries(Object.entries(specs ?? {}).map(([name, text]) => [name, utf8.encode(text)]));
}

/** The run's /apis files: every package with its own API's base URL; none when there are none or they failed. */
async function apiFiles(config: SandboxConfig): Promise<Record<string, string>> {
  if (!config.packages) return {};
  try {
    const bases = Object.fromEntries(baseUrlsOf(config));
    return apiMountFiles((await config.packages()).map((p) => ({ ...p, baseUrl: bases[p.name] ?? config.apis[0]?.baseUrl ?? '' })));
  } catch {
    return {};
  }
}

export function createSandbox(initial: SandboxConfig | OneApiConfig, options: SandboxOptions = {}): SandboxHandle {
  let config = asRun(initial);
  let downloadDetail = 'Downloading Python';
  const assets = loadAssets((d) => (downloadDetail = d), options.prefetched);
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
  /** The running run's latest tool progress (toolProgressText). */
  let toolProgress: string | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const poolSize = Math.max(1, Math.floor(options.poolSize ?? DEFAULT_POOL_SIZE));
  const pool = new SandboxPool(assets, poolSize, () => refresh(), options.keepSnapshot === false ? undefined : cacheSnapshotStore());

  function computeStatus(): SandboxStatus {
    if (disposed) return { phase: 'error', detail: 'The sandbox was disposed' };
    const p = pool.status();
    const extra = {
      spareReady: p.full, ...(p.wait ? { pythonWait: p.wait } : {}), ...(p.notice ? { notice: p.notice } : {}),
      pool: { size: poolSize, snapshotBytes: p.snapshotBytes, spareHeapBytes: p.spareHeapBytes },
    };
    if (active) return { phase: 'running', ...extra, ...(toolProgress ? { toolProgress } : {}) };
    if (p.ready) return { phase: 'ready', ...extra };
    if (p.failure) return { phase: p.failure.state, detail: p.failure.detail, ...extra };
    return { phase: 'loading', detail: p.detail || downloadDetail, ...extra };
  }

  function refresh(): void {
    const next = computeStatus();
    if (next.phase !== 'loading' && next.phase !== 'running') resolveReady();
    const same = next.phase === status.phase && next.detail === status.detail && next.spareReady === status.spareReady && next.pythonWait === status.pythonWait &&
      next.notice === status.notice && next.toolProgress === status.toolProgress &&
      next.pool?.snapshotBytes === status.pool?.snapshotBytes && next.pool?.spareHeapBytes === status.pool?.spareHeapBytes;
    if (same) return;
    status = next;
    for (const fn of listeners) fn(status);
  }

  async function runOne(code: string, options: RunOptions & RunControl & RunFiles): Promise<RunResult> {
    const started = performance.now();
    // The run is bound to the config of this moment: later spec or credential changes never reach it.
    const runConfig = options.requests ? { ...config, requests: options.requests } : config;
    const timer = new RunTimer();
    // Privacy mode's real values go in only after the broker's allowlist and policy checks, into the bytes sent.
    const onToolProgress = (tool: string, p: McpProgress | null) => {
      toolProgress = p ? toolProgressText(tool, p) : undefined;
      refresh();
    };
    const broker = createBroker(runConfig, {
      onApprovalWait: (waiting) => (waiting ? timer.pause() : timer.resume()), restore: options.prepareRequest, onToolProgress,
      ...(runConfig.toolCapMs !== undefined ? { toolCapMs: runConfig.toolCapMs } : {}),
    });
    const limits = runLimits(runConfig.limits, options);
    const elapsed = () => performance.now() - started;
    if (disposed) return failedRun('The sandbox was disposed', [], 0);
    if (options.signal?.aborted) return failedRun('Stopped', [], 0);
    // A search over the spec (offline) needs no client package.
    const apis = options.offline || !wantsApis(code, options.skills) ? {} : await apiFiles(runConfig);
    if (options.signal?.aborted) return failedRun('Stopped', [], elapsed());
    const inst = await pool.take().catch(() => null);
    if (!inst) return failedRun('The sandbox was disposed', [], elapsed());
    if (inst.state !== 'ready') {
      inst.destroy();
      return failedRun(inst.detail || `The sandbox is not available (${inst.state})`, [], elapsed());
    }

    const logs: RequestLogEntry[] = [];
    const cancel = new AbortController();
    let attempts = 0;
    const fetchForRun = async (req: BrokerRequest, refused?: string) => {
      const log = (error: string): RequestLogEntry => ({ method: req.method, url: req.url, status: null, ms: 0, bytes: 0, allowed: false, reason: error });
      if (options.offline) refused ??= 'this run has no network (it searches the spec)';
      if (++attempts > limits.maxRequests || refused !== undefined) {
        const error = refused !== undefined ? `Request refused: ${refused}` : `Request limit reached: this run may make at most ${limits.maxRequests} HTTP requests`;
        const entry = log(error);
        if (logs.length < limits.maxRequests + EXTRA_LOG_ENTRIES) logs.push(entry);
        return { reply: { ok: false, kind: refused !== undefined ? 'too-large' : 'limit', error } as BrokerReply, log: entry };
      }
      const out = await broker.request(req, cancel.signal);
      logs.push(out.log);
      return out;
    };

    const bases = { baseUrl: apisOf(runConfig)[0]?.baseUrl ?? '', baseUrls: baseUrlsOf(runConfig) };
    const handle = inst.run(code, bases, { fetch: fetchForRun, maxOutputChars: limits.maxOutputChars, maxMessages: limits.maxRequests, files: options.files ?? [], skills: options.skills ?? [], apis, specs: utf8Specs(options.specs) });
    active = handle;
    refresh();
    // Waiting for the user's approval of a request does not count toward the limit.
    timer.start(limits.timeoutMs, () => handle.kill(timeoutMessage(limits.timeoutMs)));
    const onAbort = () => handle.kill('Stopped');
    options.signal?.addEventListener('abort', onAbort);
    const outcome = await handle.done;
    timer.stop();
    options.signal?.removeEventListener('abort', onAbort);
    cancel.abort();
    active = null;
    toolProgress = undefined;
    refresh();
    if (typeof outcome === 'string') return failedRun(outcome, logs, elapsed());
    return toRunResult(outcome, logs, elapsed(), limits.maxOutputChars);
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
      config = asRun(next);
    },
    dispose() {
      if (disposed) return;
      active?.kill('The sandbox was disposed');
      disposed = true;
      pool.dispose();
      refresh();
      resolveReady();
      listeners.clear();
    },
  };
}
