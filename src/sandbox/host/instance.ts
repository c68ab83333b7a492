// One sandbox for ONE run: an opaque-origin iframe (srcdoc, strict CSP, the relay) whose worker runs Pyodide. The
// page keeps only a MessagePort to the relay, validates every message, and destroys iframe+worker when the run
// ends, however it ends: nothing a script started can outlive its run.
import workerCode from 'virtual:cmp-sandbox-worker';
import type { BootMode, BrokerReply, BrokerRequest, HostToWorker, PythonWait, RequestLogEntry, SandboxAssets, WorkerRunOutcome, SkillModule, WorkspaceFile } from '../contract';
import { LIMITS } from '../../core/execution';
import { MESSAGE_LIMITS } from '../limits';
import { frameDocument } from './frameDocument';
import { parseWorkerMessage } from './guards';
import { PYTHON_FILES } from './pythonFiles';

export type InstanceState = 'booting' | 'ready' | 'running' | 'unsupported' | 'error' | 'dead';

export interface RunHooks {
  /** Answers one request of the running script (the run's broker plus its limits); `refused` = already over a limit. */
  fetch: (req: BrokerRequest, refused?: string) => Promise<{ reply: BrokerReply; log: RequestLogEntry }>;
  maxOutputChars: number;
  /** Legitimate messages expected in one run (its request limit). */
  maxMessages: number;
  /** Workspace files handed in under /data (copied: the page keeps its own). */
  files: WorkspaceFile[];
  /** Saved skills written as the `skills` package. */
  skills: SkillModule[];
  /** The generated API packages' files under /apis (path → text), mounted read-only. */
  apis: Record<string, string>;
  /** Specs as UTF-8 JSON by short name, mounted read-only under /specs (their buffers are transferred). */
  specs: Record<string, Uint8Array>;
}

export type SnapshotReport = { snapshot: Blob } | { error: string };

/** How the pool boots an instance: a kept snapshot comes with its digest check under way (`matched`). */
export type PageBootMode = { kind: 'snapshot'; snapshot: Blob; matched?: Promise<boolean> } | { kind: 'make-snapshot' };

const randomId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export class SandboxInstance {
  state: InstanceState = 'booting';
  /** Latest progress or failure message from this sandbox ('' until the worker reports). */
  detail = '';
  /** The interpreter's WebAssembly memory once ready (bytes), as its worker reported it. */
  heapBytes = 0;
  /** How its interpreter waits for requests, as its worker reported when ready. */
  wait: PythonWait | undefined;
  readonly ready: Promise<InstanceState>;
  private readonly iframe: HTMLIFrameElement;
  private readonly channel = new MessageChannel();
  private readonly onWindowMessage: (e: MessageEvent) => void;
  private messages = 0;
  private started = false;
  private settleReady: (s: InstanceState) => void = () => undefined;
  private currentRun: { nonce: string; hooks: RunHooks; finish: (o: WorkerRunOutcome | string) => void } | null = null;

  constructor(
    private readonly assets: Promise<SandboxAssets>,
    private readonly boot: Promise<PageBootMode>,
    private readonly onChange: () => void,
    private readonly onSnapshot: (report: SnapshotReport) => void = () => undefined,
  ) {
    this.ready = new Promise((resolve) => (this.settleReady = resolve));
    this.iframe = document.createElement('iframe');
    this.iframe.setAttribute('sandbox', 'allow-scripts');
    // Chromium isolates a sandboxed srcdoc frame of an isolated page only with this (its worker then has
    // SharedArrayBuffer for the no-JSPI path); it grants nothing else. Firefox isolates every frame.
    this.iframe.setAttribute('allow', 'cross-origin-isolated');
    this.iframe.setAttribute('aria-hidden', 'true');
    this.iframe.tabIndex = -1;
    this.iframe.style.display = 'none';
    this.iframe.srcdoc = frameDocument(randomId());
    this.onWindowMessage = (e) => {
      if (e.source !== this.iframe.contentWindow || typeof e.data !== 'object' || e.data === null) return;
      const t = (e.data as { t?: unknown }).t;
      if (t === 'cmp-frame-ready') this.start();
      else if (t === 'cmp-frame-error') this.onFrameError(String((e.data as { message?: unknown }).message).slice(0, 500));
    };
    window.addEventListener('message', this.onWindowMessage);
    this.channel.port1.onmessage = (e) => this.onPortMessage(e.data);
    document.body.appendChild(this.iframe);
  }

  /** The worker died (or could not start): a run in progress ends at once instead of at its time limit. */
  private onFrameError(message: string): void {
    if (this.currentRun) this.currentRun.finish(`The sandbox worker crashed: ${message}`);
    else if (this.state === 'booting') this.setState('error', `Sandbox failed to start: ${message}`);
  }

  private start(): void {
    const win = this.iframe.contentWindow;
    if (!win || this.state !== 'booting' || this.started) return;
    this.started = true;
    win.postMessage({ t: 'cmp-start', code: workerCode }, '*', [this.channel.port2]);
    Promise.all([this.assets, this.boot]).then(
      ([assets, boot]) => {
        const matched = boot.kind === 'snapshot' ? boot.matched : undefined;
        const mode: BootMode = boot.kind === 'snapshot' ? { kind: 'snapshot', snapshot: boot.snapshot, ...(matched ? { awaitCheck: true as const } : {}) } : boot;
        this.send({ t: 'init', assets, pythonFiles: PYTHON_FILES, boot: mode });
        void matched?.then((ok) => this.send({ t: 'snapshot-check', matched: ok }));
      },
      (err: unknown) => this.setState('error', `Could not download Python: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  private send(msg: HostToWorker, transfer: Transferable[] = []): void {
    if (this.state !== 'dead') this.channel.port1.postMessage(msg, transfer);
  }

  private setState(state: InstanceState, detail = ''): void {
    if (this.state === 'dead') return;
    this.state = state;
    this.detail = detail;
    if (state !== 'booting' && state !== 'running') this.settleReady(state);
    this.onChange();
  }

  private onPortMessage(data: unknown): void {
    const run = this.currentRun;
    // The relay caps messages first; this is the page's own bound in case it was bypassed.
    if (++this.messages > (run ? run.hooks.maxMessages : 0) + MESSAGE_LIMITS.extraMessagesPerRun + MESSAGE_LIMITS.maxIdleMessages) {
      if (run) run.finish('The script flooded the page with messages; its sandbox was stopped and replaced.');
      else this.destroy();
      return;
    }
    const msg = parseWorkerMessage(data, { maxChars: run?.hooks.maxOutputChars ?? LIMITS.runMaxOutputChars.value, maxBody: MESSAGE_LIMITS.maxBodyBytes, maxSnapshotBytes: MESSAGE_LIMITS.maxSnapshotBytes });
    if (msg.t === 'halt') {
      if (run) run.finish(msg.reason);
      else this.setState('error', msg.reason);
      this.destroy();
      return;
    }
    if (msg.t === 'status') {
      if (msg.heapBytes !== undefined) this.heapBytes = msg.heapBytes;
      if (msg.wait !== undefined) this.wait = msg.wait;
      if (this.state === 'booting') this.setState(msg.phase === 'loading' ? 'booting' : msg.phase, msg.detail);
      return;
    }
    if (msg.t === 'snapshot') {
      if (this.state === 'booting') this.onSnapshot(msg.snapshot ? { snapshot: msg.snapshot } : { error: msg.error ?? 'no snapshot' });
      return;
    }
    if (!run || msg.nonce !== run.nonce) return;
    if (msg.t === 'invalid') {
      if (msg.what === 'done') run.finish(`${msg.why}; the sandbox was stopped.`);
      else if (msg.what === 'fetch' && msg.id !== undefined) this.answer(run, msg.id, { method: '?', url: '(invalid request)', headers: {} }, msg.why);
      return;
    }
    if (msg.t === 'done') run.finish(msg.outcome);
    else this.answer(run, msg.id, msg.req, msg.refused);
  }

  private answer(run: NonNullable<SandboxInstance['currentRun']>, id: number, req: BrokerRequest, refused?: string): void {
    void run.hooks.fetch(req, refused).then(({ reply }) => {
      // The broker's body buffer is fresh and used nowhere else: move it instead of copying it.
      if (this.currentRun === run) this.send({ t: 'fetch-reply', nonce: run.nonce, id, reply }, reply.ok ? [reply.body.buffer] : []);
    });
  }

  /** Runs code once; resolves with the worker's outcome, or an error string when the run was killed. Always destroys. */
  run(code: string, bases: { baseUrl: string; baseUrls: Array<[string, string]> }, hooks: RunHooks): { done: Promise<WorkerRunOutcome | string>; kill: (why: string) => void } {
    const nonce = randomId();
    let finish: (o: WorkerRunOutcome | string) => void = () => undefined;
    const done = new Promise<WorkerRunOutcome | string>((resolve) => {
      finish = (o) => {
        if (this.currentRun?.nonce !== nonce) return;
        this.currentRun = null;
        this.destroy();
        resolve(o);
      };
    });
    this.currentRun = { nonce, hooks, finish };
    this.messages = 0;
    this.setState('running');
    this.send({ t: 'run', nonce, code, ...bases, maxOutputChars: hooks.maxOutputChars, maxRequests: hooks.maxMessages, files: hooks.files, skills: hooks.skills, apis: hooks.apis, specs: hooks.specs }, Object.values(hooks.specs).map((b) => b.buffer));
    return { done, kill: (why) => finish(why) };
  }

  /** A run waits for this booting interpreter: it skips the snapshot it was to make (a later boot makes one). */
  skipSnapshot(): void {
    if (this.state === 'booting') this.send({ t: 'skip-snapshot' });
  }

  isDead(): boolean {
    return this.state === 'dead';
  }

  destroy(): void {
    if (this.state === 'dead') return;
    this.state = 'dead';
    this.settleReady('dead');
    window.removeEventListener('message', this.onWindowMessage);
    this.channel.port1.onmessage = null;
    this.channel.port1.close();
    this.iframe.remove();
    this.onChange();
  }
}
