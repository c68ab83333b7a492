// Sandbox worker: receives its MessagePort from the relay in the iframe, starts Pyodide from handed-over assets
// (restoring a memory snapshot, or booting cold and taking that snapshot first), runs exactly ONE script and
// closes. It talks to the page only through that port. Bundled by vite-pyodide-assets.
import type { BootMode, HostToWorker, PythonWait, RunnerOutcome, SkillModule, WorkerRunOutcome, WorkerToHost, WorkerToRelay, WorkspaceFile } from '../contract';
import { WORKSPACE_CAPS } from '../../core/workspace';
import { createBridge } from './bridge';
import { createSyncBridge, type SyncBridge } from './syncBridge';
import { collect, dataFs, handIn, type DataFs, type EmscriptenFs } from './dataDir';
import { createSink } from './output';
import { handInSkills, SKILLS_SETUP } from './skillsDir';
import { mountApis, SPECS_DIR, type ApisFs } from './apisDir';
import { MESSAGE_LIMITS, SYNC_BUFFER } from '../limits';
import { eventData, eventPorts, isBytes, isShared, jsonParse, jsonStringify, own, postOn } from './primordials';
import { SHIM_DIR, startPyodide, type PyodideLike } from './runtime';
import { capWasmMemory } from './heapCap';
import { snapshotMemory } from '../snapshotCodec';

const NO_WAIT_HELP =
  'This browser cannot pause Python while it waits for the network: it has no WebAssembly JSPI, and this page is ' +
  'not cross-origin isolated, so the SharedArrayBuffer fallback is off too. Reload once the page\'s service worker ' +
  'is active (it adds the isolation headers), or use Chrome/Edge 137+ or Firefox 153+.';

/** Imported before the snapshot, so every restored interpreter has them ready. No JS objects may be referenced. */
const SHIM_SETUP =
  `import sys\nsys.path.insert(0, ${JSON.stringify(SHIM_DIR)})\nimport requests, cmp_runner, cmp_urllib, cmp_compat, cmp_apis\n` +
  'cmp_urllib.install()\ncmp_compat.install()\ncmp_apis.install()\n' + SKILLS_SETUP;

interface PyCallable {
  (...args: unknown[]): unknown;
  /** Calls with stack switching enabled, so run_sync works inside. */
  callPromising: (...args: unknown[]) => Promise<unknown>;
}

const closeWorker = self.close.bind(self);
let port: MessagePort | null = null;
let runFn: ((code: string, baseUrl: string, maxChars: number, maxResultBytes: number, baseUrls: string) => Promise<unknown>) | null = null;
let fs: DataFs | null = null;
let apisFs: ApisFs | null = null;
let phase: 'new' | 'booting' | 'ready' | 'ran' = 'new';
/** The page has a run waiting for this interpreter: a `make-snapshot` boot hands it over without the snapshot. */
let skipSnapshot = false;
/** The relay's shared buffer (only where the iframe is cross-origin isolated). */
let shared: SharedArrayBuffer | null = null;
let syncBridge: SyncBridge | null = null;
/** Rejects the running script's promise (set while a run is in progress). */
let failRun: ((err: unknown) => void) | null = null;
const settleOrFail = (running: Promise<unknown>): Promise<unknown> =>
  new Promise((resolve, reject) => {
    failRun = reject;
    running.then(resolve, reject);
  });
let queue: Promise<void> = Promise.resolve();
/** The page's verdict on the snapshot it is still checking (only an `awaitCheck` boot waits for it). */
let settleMatched: (matched: boolean) => void = () => undefined;
const snapshotMatched = new Promise<boolean>((resolve) => (settleMatched = resolve));
const stdout = createSink('stdout');
const stderr = createSink('stderr');
const post = (msg: WorkerToHost | WorkerToRelay, transfer: Transferable[] = []): void => {
  if (port) postOn(port, msg, transfer);
};
const bridge = createBridge(post);

// Python reaches every JS global: take away the worker's own line to the iframe, so a postMessage or uncaught-error
// flood cannot reach the relay that way. Only our port remains.
for (let o: object | null = self; o; o = Object.getPrototypeOf(o) as object | null) delete (o as { postMessage?: unknown }).postMessage;
self.addEventListener('error', (e) => e.preventDefault());
capWasmMemory();

self.onmessage = (event: MessageEvent) => {
  const received = eventPorts(event)[0];
  if (port || !received) return;
  port = received;
  const data = eventData(event);
  const buffer = typeof data === 'object' && data !== null ? own(data, 'shared') : undefined;
  if (isShared(buffer)) shared = buffer;
  self.onmessage = null;
  port.onmessage = (e: MessageEvent) => onHostMessage(eventData(e));
};

function onHostMessage(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const msg = data as HostToWorker;
  const t = own(msg, 't');
  if (t === 'init' && phase === 'new') {
    phase = 'booting';
    queue = boot(msg as Extract<HostToWorker, { t: 'init' }>);
  } else if (t === 'run' && phase !== 'ran') {
    phase = 'ran';
    const m = msg as Extract<HostToWorker, { t: 'run' }>;
    const started = queue;
    queue = (async () => {
      await started;
      await run(m.nonce, m.code, { baseUrl: m.baseUrl, baseUrls: namedBases(m.baseUrls) }, m.maxOutputChars, Array.isArray(m.files) ? m.files : [], Array.isArray(m.skills) ? m.skills : [], typeof m.apis === 'object' && m.apis !== null ? m.apis : {}, typeof m.specs === 'object' && m.specs !== null ? m.specs : {});
    })();
  } else if (t === 'skip-snapshot' && phase !== 'ran') {
    skipSnapshot = true;
  } else if (t === 'snapshot-check') {
    settleMatched(own(msg, 'matched') === true);
  } else if (t === 'fetch-reply') {
    const m = msg as Extract<HostToWorker, { t: 'fetch-reply' }>;
    bridge.settle(m.nonce, m.id, m.reply);
  }
}

async function boot(init: Extract<HostToWorker, { t: 'init' }>): Promise<void> {
  post({ t: 'status', phase: 'loading', detail: 'Starting Python' });
  try {
    if (!hasJspi() && !sharedWait()) {
      post({ t: 'status', phase: 'unsupported', detail: NO_WAIT_HELP });
      return;
    }
    const py = await startInterpreter(init.assets, init.pythonFiles, init.boot);
    py.setStdout({ write: (buf) => stdout.write(buf) });
    py.setStderr({ write: (buf) => stderr.write(buf) });
    const fn = (py.pyimport('cmp_runner') as { run: PyCallable }).run;
    // A fatal interpreter error (e.g. the worker's native stack overflowing) settles no promise: end the run with it.
    if (py._api) py._api.on_fatal = (err: unknown) => failRun?.(err);
    // Pyodide's own view decides (it checks for JSPI when its module loads): JSPI when it can switch stacks.
    const canSwitch = hasJspi() && (await py.runPythonAsync('from pyodide.ffi import can_run_sync\ncan_run_sync()')) === true;
    const wait: PythonWait | null = canSwitch ? 'jspi' : sharedWait() ? 'sab' : null;
    if (wait === 'jspi') {
      py.registerJsModule('_cmp_bridge', { blocking: false, request: (head: string, body?: unknown) => bridge.request(head, body) });
      runFn = (code, baseUrl, maxChars, maxResultBytes, baseUrls) => settleOrFail(fn.callPromising(code, baseUrl, maxChars, maxResultBytes, baseUrls));
    } else if (wait === 'sab' && shared) {
      const sync = createSyncBridge(shared, SYNC_BUFFER, post);
      syncBridge = sync;
      py.registerJsModule('_cmp_bridge', { blocking: true, request_sync: (head: string, body?: unknown) => sync.requestSync(head, body) });
      // No stack switching: the coroutine runs to its end, blocking in Atomics.wait at each request.
      runFn = (code, baseUrl, maxChars, maxResultBytes, baseUrls) => settleOrFail(Promise.resolve(fn(code, baseUrl, maxChars, maxResultBytes, baseUrls)));
    } else {
      post({ t: 'status', phase: 'unsupported', detail: NO_WAIT_HELP });
      return;
    }
    fs = dataFs(py.FS as unknown as EmscriptenFs);
    const emfs = py.FS as unknown as ApisFs;
    apisFs = { mkdirTree: emfs.mkdirTree.bind(emfs), writeFile: emfs.writeFile.bind(emfs), chmod: emfs.chmod.bind(emfs) };
    post({ t: 'status', phase: 'ready', heapBytes: py._module?.HEAPU8?.length ?? 0, wait });
  } catch (err) {
    post({ t: 'status', phase: 'error', detail: `Python failed to start: ${describe(err)}` });
  }
}

const hasJspi = (): boolean => typeof (WebAssembly as { Suspending?: unknown }).Suspending === 'function';
/** The relay made a shared buffer: the iframe is cross-origin isolated and this worker may block on it. */
const sharedWait = (): boolean => shared !== null && typeof Atomics.wait === 'function';

/** Restores the snapshot, or boots cold and hands the page a snapshot taken before any user code ran. */
async function startInterpreter(assets: Parameters<typeof startPyodide>[0], files: Record<string, string>, mode: BootMode): Promise<PyodideLike> {
  if (mode.kind === 'snapshot') {
    // Inflated while the loader's modules import; startPyodide awaits it (and so reports its failure) when it needs it.
    const memory = snapshotMemory(mode.snapshot, MESSAGE_LIMITS.maxSnapshotBytes, mode.awaitCheck === true ? snapshotMatched : undefined);
    memory.catch(() => undefined);
    return startPyodide(assets, files, { snapshot: memory });
  }
  const py = await startPyodide(assets, files, { makeSnapshot: true });
  post({ t: 'status', phase: 'loading', detail: 'Importing the shim' });
  await py.runPythonAsync(SHIM_SETUP);
  // A message sent while the boot ran is delivered only once the worker's task queue turns.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (skipSnapshot) {
    post({ t: 'snapshot', error: 'not made: a run was waiting for this interpreter' });
    return py;
  }
  post({ t: 'status', phase: 'loading', detail: 'Saving a snapshot for the next starts' });
  try {
    post({ t: 'snapshot', snapshot: new Blob([py.makeMemorySnapshot() as Uint8Array<ArrayBuffer>]) });
  } catch (err) {
    post({ t: 'snapshot', error: describe(err) });
  }
  return py;
}

/** `BASE_URLS` as JSON pairs (short name, base URL), keeping only well-formed ones. */
function namedBases(pairs: unknown): string {
  const ok = Array.isArray(pairs) ? pairs.filter((p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string') : [];
  return jsonStringify(ok.map(([name, url]) => [name, url]));
}

async function run(nonce: string, code: string, bases: { baseUrl: string; baseUrls: string }, maxChars: number, files: WorkspaceFile[], skills: SkillModule[], apis: Record<string, string>, specs: Record<string, Uint8Array>): Promise<void> {
  stdout.reset(maxChars);
  stderr.reset(maxChars);
  bridge.setRun(nonce);
  syncBridge?.setRun(nonce);
  let outcome: WorkerRunOutcome;
  let handed: Set<string> | null = null;
  try {
    if (!runFn || !fs) throw new Error('Python is not ready');
    handed = handIn(fs, files);
    handInSkills(fs, skills, bases);
    if (apisFs) {
      mountApis(apisFs, apis);
      mountApis(apisFs, Object.fromEntries(Object.entries(specs).map(([name, text]) => [`${name}.json`, text])), SPECS_DIR);
    }
    const [json, result] = (await runFn(code, bases.baseUrl, maxChars, MESSAGE_LIMITS.maxResultBytes, bases.baseUrls)) as [unknown, unknown];
    outcome = fromPython(String(json), result);
  } catch (err) {
    outcome = { ok: false, stdout: '', stderr: '', error: `Python runtime failure: ${describe(err)}`, truncated: [], fatal: true };
  }
  bridge.setRun(null);
  syncBridge?.setRun(null);
  // Low-level writes (os.write, a restored sys.__stdout__) land in the JS sinks; Python-level prints were captured
  // by the runner. Both are capped; together they stay under twice the cap.
  const out = stdout.take();
  const errOut = stderr.take();
  outcome.stdout = capJoin(outcome.stdout, out.text, maxChars);
  outcome.stderr = capJoin(outcome.stderr, errOut.text, maxChars);
  if (out.truncated && !outcome.truncated.includes('stdout')) outcome.truncated.push('stdout');
  if (errOut.truncated && !outcome.truncated.includes('stderr')) outcome.truncated.push('stderr');
  if (fs && handed && outcome.ok && !outcome.fatal) {
    const kept = collect(fs, handed, WORKSPACE_CAPS);
    outcome.files = kept.changes;
    if (kept.error) outcome.filesError = kept.error;
  }
  const buffers = [...(outcome.result ? [outcome.result.buffer] : []), ...(outcome.files?.written ?? []).map((f) => f.bytes.buffer)];
  post({ t: 'done', nonce, outcome }, buffers);
  // One run per worker: nothing the script left behind (timers, workers, patched globals) may run on.
  port = null;
  closeWorker();
}

/** `result` is the runner's Uint8Array (a fresh copy out of the interpreter's memory, so its buffer can move). */
function fromPython(json: string, result: unknown): WorkerRunOutcome {
  const raw = jsonParse(json) as RunnerOutcome;
  return {
    ok: raw.ok === true,
    ...(isBytes(result) ? { result: result as Uint8Array<ArrayBuffer> } : {}),
    stdout: typeof raw.stdout === 'string' ? raw.stdout : '',
    stderr: typeof raw.stderr === 'string' ? raw.stderr : '',
    ...(typeof raw.error === 'string' ? { error: raw.error } : {}),
    ...(typeof raw.traceback === 'string' ? { traceback: raw.traceback } : {}),
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
