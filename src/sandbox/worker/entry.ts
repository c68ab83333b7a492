// Sandbox worker: receives its MessagePort from the iframe bootstrap, starts Pyodide from handed-over assets,
// runs scripts one at a time and talks to the page only through that port. Bundled by vite-pyodide-assets.
import type { HostToWorker, WorkerRunOutcome, WorkerToHost } from '../contract';
import { createBridge } from './bridge';
import { createSink } from './output';
import { SHIM_DIR, startPyodide, type PyodideLike } from './runtime';

/** The worker global (tsconfig has no WebWorker lib). */
declare const self: {
  onmessage: ((e: MessageEvent) => void) | null;
  addEventListener(type: 'error', fn: (e: Event) => void): void;
};

const JSPI_HELP =
  'This browser cannot pause Python while it waits for the network (WebAssembly JSPI). ' +
  'Use a recent Chrome or Edge (137 or newer); Firefox and Safari do not reliably support JSPI yet.';

let port: MessagePort | null = null;
let pyodide: PyodideLike | null = null;
/** A Python function called with stack switching enabled, so run_sync works inside it. */
interface PyCallable {
  callPromising(...args: unknown[]): Promise<unknown>;
}

let runFn: ((code: string, baseUrl: string, maxChars: number) => Promise<unknown>) | null = null;
let queue: Promise<void> = Promise.resolve();
const stdout = createSink('stdout');
const stderr = createSink('stderr');
// Captured before any script runs, so a script that patches MessagePort.prototype cannot intercept our messages.
const portPost = MessagePort.prototype.postMessage;
const apply = Reflect.apply;
const post = (msg: WorkerToHost): void => {
  if (port) apply(portPost, port, [msg]);
};
const bridge = createBridge(post);

// Python reaches every JS global: take away the worker's own line to the iframe (in Chromium the iframe shares the
// page's main thread), so a postMessage or uncaught-error flood cannot slow the page. Only our port remains.
for (let o: object | null = self; o; o = Object.getPrototypeOf(o) as object | null) delete (o as { postMessage?: unknown }).postMessage;
self.addEventListener('error', (e) => e.preventDefault());

self.onmessage = (event: MessageEvent) => {
  const received = event.ports[0];
  if (port || !received) return;
  port = received;
  self.onmessage = null;
  port.onmessage = (e: MessageEvent) => onHostMessage(e.data as HostToWorker);
};

function onHostMessage(msg: HostToWorker): void {
  if (msg.t === 'init') queue = queue.then(() => boot(msg.assets, msg.pythonFiles));
  else if (msg.t === 'run') queue = queue.then(() => run(msg.nonce, msg.code, msg.baseUrl, msg.maxOutputChars));
  else if (msg.t === 'fetch-reply') bridge.settle(msg.nonce, msg.id, msg.reply);
}

async function boot(assets: Parameters<typeof startPyodide>[0], files: Record<string, string>): Promise<void> {
  if (pyodide) return;
  post({ t: 'status', phase: 'loading', detail: 'Starting Python' });
  try {
    if (typeof (WebAssembly as { Suspending?: unknown }).Suspending !== 'function') {
      post({ t: 'status', phase: 'unsupported', detail: JSPI_HELP });
      return;
    }
    const py = await startPyodide(assets, files);
    py.setStdout({ write: (buf) => stdout.write(buf) });
    py.setStderr({ write: (buf) => stderr.write(buf) });
    py.registerJsModule('_cmp_bridge', { request: (head: string, body?: unknown) => bridge.request(head, body) });
    const canSwitch = await py.runPythonAsync(
      `import sys\nsys.path.insert(0, ${JSON.stringify(SHIM_DIR)})\nimport requests, cmp_runner, cmp_urllib, cmp_compat\n` +
        `cmp_urllib.install()\ncmp_compat.install()\nfrom pyodide.ffi import can_run_sync\ncan_run_sync()`,
    );
    if (canSwitch !== true) {
      post({ t: 'status', phase: 'unsupported', detail: JSPI_HELP });
      return;
    }
    const fn = (py.pyimport('cmp_runner') as unknown as { run: PyCallable }).run;
    runFn = (code, baseUrl, maxChars) => fn.callPromising(code, baseUrl, maxChars);
    pyodide = py;
    post({ t: 'status', phase: 'ready' });
  } catch (err) {
    post({ t: 'status', phase: 'error', detail: `Python failed to start: ${describe(err)}` });
  }
}

async function run(nonce: string, code: string, baseUrl: string, maxChars: number): Promise<void> {
  stdout.reset(maxChars);
  stderr.reset(maxChars);
  bridge.setRun(nonce);
  let outcome: WorkerRunOutcome;
  try {
    if (!runFn) throw new Error('Python is not ready');
    const json = await runFn(code, baseUrl, maxChars);
    outcome = fromPython(String(json));
  } catch (err) {
    outcome = { ok: false, resultJson: 'null', stdout: '', stderr: '', error: `Python runtime failure: ${describe(err)}`, truncated: [], fatal: true };
  }
  bridge.setRun(null);
  // Low-level writes (os.write, a restored sys.__stdout__) land in the JS sinks; Python-level prints were captured
  // by the runner. Both are capped; together they stay under twice the cap.
  const out = stdout.take();
  const errOut = stderr.take();
  outcome.stdout = capJoin(outcome.stdout, out.text, maxChars);
  outcome.stderr = capJoin(outcome.stderr, errOut.text, maxChars);
  if (out.truncated && !outcome.truncated.includes('stdout')) outcome.truncated.push('stdout');
  if (errOut.truncated && !outcome.truncated.includes('stderr')) outcome.truncated.push('stderr');
  post({ t: 'done', nonce, outcome });
}

function fromPython(json: string): WorkerRunOutcome {
  const raw = JSON.parse(json) as {
    ok: boolean; error?: string; traceback?: string; hasResult: boolean; resultJson?: string; resultTruncated?: boolean;
    stdout?: string; stderr?: string; truncated?: Array<'stdout' | 'stderr'>;
  };
  return {
    ok: raw.ok,
    resultJson: raw.hasResult && raw.resultJson !== undefined ? raw.resultJson : '',
    stdout: raw.stdout ?? '',
    stderr: raw.stderr ?? '',
    error: raw.error,
    traceback: raw.traceback,
    truncated: [...(raw.truncated ?? []), ...(raw.resultTruncated ? (['result'] as const) : [])],
  };
}

function capJoin(a: string, b: string, max: number): string {
  if (!b) return a;
  const joined = a + b;
  return joined.length <= max ? joined : `${joined.slice(0, max)}\n… [output truncated]`;
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
