// One sandbox: an opaque-origin iframe (srcdoc, strict CSP) whose worker runs Pyodide. The page keeps only a
// MessagePort to it, validates every message, and destroys iframe+worker to stop a run for sure.
import workerCode from 'virtual:cmp-sandbox-worker';
import type { BrokerReply, BrokerRequest, HostToWorker, RequestLogEntry, SandboxAssets, WorkerRunOutcome } from '../contract';
import { frameDocument } from './frameDocument';
import { parseWorkerMessage } from './guards';
import { PYTHON_FILES } from './pythonFiles';

export type InstanceState = 'booting' | 'ready' | 'running' | 'unsupported' | 'error' | 'dead';

export interface RunHooks {
  /** Answers one request of the running script (the page broker plus per-run limits). */
  fetch(req: BrokerRequest): Promise<{ reply: BrokerReply; log: RequestLogEntry }>;
  maxOutputChars: number;
  /** Legitimate messages expected in one run (its request limit). */
  maxMessages: number;
}

/** Messages a sandbox may send beyond its request limit in one run before it counts as a flood and is killed. */
const EXTRA_MESSAGES_PER_RUN = 200;
/** Messages tolerated between runs (only status is expected there). */
const MAX_IDLE_MESSAGES = 200;
const MAX_BODY = 8 * 1024 * 1024;

const randomId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export class SandboxInstance {
  state: InstanceState = 'booting';
  /** Latest progress or failure message from this sandbox ('' until the worker reports). */
  detail = '';
  readonly ready: Promise<InstanceState>;
  private readonly iframe: HTMLIFrameElement;
  private readonly channel = new MessageChannel();
  private readonly onWindowMessage: (e: MessageEvent) => void;
  private idleMessages = 0;
  private started = false;
  private settleReady: (s: InstanceState) => void = () => undefined;
  private currentRun: { nonce: string; hooks: RunHooks; messages: number; finish: (o: WorkerRunOutcome | string) => void } | null = null;

  constructor(assets: Promise<SandboxAssets>, private readonly onChange: () => void) {
    this.ready = new Promise((resolve) => (this.settleReady = resolve));
    this.iframe = document.createElement('iframe');
    this.iframe.setAttribute('sandbox', 'allow-scripts');
    this.iframe.setAttribute('aria-hidden', 'true');
    this.iframe.tabIndex = -1;
    this.iframe.style.display = 'none';
    this.iframe.srcdoc = frameDocument(randomId());
    this.onWindowMessage = (e) => {
      if (e.source !== this.iframe.contentWindow || typeof e.data !== 'object' || e.data === null) return;
      const t = (e.data as { t?: unknown }).t;
      if (t === 'cmp-frame-ready') this.start(assets);
      else if (t === 'cmp-frame-error' && this.state === 'booting') this.setState('error', `Sandbox failed to start: ${String((e.data as { message?: unknown }).message).slice(0, 500)}`);
    };
    window.addEventListener('message', this.onWindowMessage);
    this.channel.port1.onmessage = (e) => this.onPortMessage(e.data);
    document.body.appendChild(this.iframe);
  }

  private start(assets: Promise<SandboxAssets>): void {
    const win = this.iframe.contentWindow;
    if (!win || this.state !== 'booting' || this.started) return;
    this.started = true;
    win.postMessage({ t: 'cmp-start', code: workerCode }, '*', [this.channel.port2]);
    assets.then(
      (a) => this.send({ t: 'init', assets: a, pythonFiles: PYTHON_FILES }),
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
    if (run && ++run.messages > run.hooks.maxMessages + EXTRA_MESSAGES_PER_RUN) {
      run.finish('The script flooded the page with messages; its sandbox was stopped and replaced.');
      return;
    }
    if (!run && ++this.idleMessages > MAX_IDLE_MESSAGES) {
      this.destroy();
      return;
    }
    const msg = parseWorkerMessage(data, { maxChars: run?.hooks.maxOutputChars ?? 100_000, maxBody: MAX_BODY });
    if (!msg) return;
    if (msg.t === 'status') {
      if (this.state === 'booting') this.setState(msg.phase === 'loading' ? 'booting' : msg.phase, msg.detail);
      return;
    }
    if (!run || msg.nonce !== run.nonce) return;
    if (msg.t === 'done') {
      run.finish(msg.outcome);
      return;
    }
    const { id } = msg;
    void run.hooks.fetch(msg.req).then(({ reply }) => {
      // The broker's body buffer is fresh and used nowhere else: move it instead of copying it.
      if (this.currentRun === run) this.send({ t: 'fetch-reply', nonce: run.nonce, id, reply }, reply.ok ? [reply.body.buffer] : []);
    });
  }

  /** Runs code; resolves with the worker's outcome, or with an error string when the run had to be killed. */
  run(code: string, baseUrl: string, hooks: RunHooks): { done: Promise<WorkerRunOutcome | string>; kill: (why: string) => void } {
    const nonce = randomId();
    let finish: (o: WorkerRunOutcome | string) => void = () => undefined;
    const done = new Promise<WorkerRunOutcome | string>((resolve) => {
      finish = (o) => {
        if (this.currentRun?.nonce !== nonce) return;
        this.currentRun = null;
        if (typeof o === 'string') this.destroy();
        else if (o.fatal) this.destroy();
        else this.setState('ready');
        resolve(o);
      };
    });
    this.currentRun = { nonce, hooks, messages: 0, finish };
    this.idleMessages = 0;
    this.setState('running');
    this.send({ t: 'run', nonce, code, baseUrl, maxOutputChars: hooks.maxOutputChars });
    return { done, kill: (why) => finish(why) };
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
