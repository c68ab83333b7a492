// The ONE contract between the page-side sandbox host and the worker. Types only: import with `import type`.

import type { ExecutionResult, HttpLogEntry } from '../core/mcp/types';

/** One HTTP attempt made by sandboxed code, as the broker saw it (status null when denied or failed). */
export type RequestLogEntry = HttpLogEntry;

export interface RunOptions {
  /** Wall-clock limit; the worker and its iframe are destroyed when it passes. Default 30 000. */
  timeoutMs?: number;
  /** Max HTTP requests per run. Default 50. */
  maxRequests?: number;
  /** Cap on stdout / stderr / result size in characters. Default 100 000. */
  maxOutputChars?: number;
}

/** `result` is the script's `result` variable as JSON-safe data (stdout when unset); cut outputs end with a marker. */
export type RunResult = ExecutionResult;

/** What the Python shim asks the broker to do. */
export interface BrokerRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Text (classic mode) or bytes (the Python shim; sent as a Uint8Array, never re-encoded). */
  body?: string | Uint8Array;
  timeoutMs?: number;
}

export type BrokerReply =
  | {
      ok: true;
      status: number;
      statusText: string;
      url: string;
      headers: Array<[string, string]>;
      /** The body bytes; the page transfers their buffer to the worker instead of copying or encoding it. */
      body: Uint8Array;
    }
  | { ok: false; error: string; kind: 'denied' | 'timeout' | 'network' | 'too-large' | 'limit' | 'redirect' };

// ---- Page ↔ sandbox worker protocol (plain tagged messages over one MessagePort; the page trusts nothing) ----

/** Pyodide core files, handed over by the page as Blobs so the sandbox never needs network access. */
export interface SandboxAssets {
  pyodideMjs: Blob;
  asmMjs: Blob;
  wasm: Blob;
  stdlib: Blob;
  lockJson: string;
}

/**
 * How a sandbox starts: `snapshot` restores a memory snapshot of an interpreter that ran no user code (fast);
 * `make-snapshot` boots cold, takes that snapshot before anything else and hands it to the page.
 */
export type BootMode = { kind: 'snapshot'; snapshot: Blob } | { kind: 'make-snapshot' };

/** Page → worker (through the relay in the sandbox iframe). Each worker serves exactly one run. */
export type HostToWorker =
  | { t: 'init'; assets: SandboxAssets; pythonFiles: Record<string, string>; boot: BootMode }
  | { t: 'run'; nonce: string; code: string; baseUrl: string; maxOutputChars: number; maxRequests: number }
  | { t: 'fetch-reply'; nonce: string; id: number; reply: BrokerReply };

/** What the worker reports at the end of a run; the page re-validates and re-caps every field. */
export interface WorkerRunOutcome {
  ok: boolean;
  /** JSON text of the script's `result`; empty when the script set none (the page then uses stdout). */
  resultJson: string;
  stdout: string;
  stderr: string;
  error?: string;
  traceback?: string;
  truncated: Array<'stdout' | 'stderr' | 'result'>;
  /** The runtime itself broke (not just the script): the page discards this sandbox. */
  fatal?: boolean;
}

/**
 * Worker → page (through the relay). `fetch.refused` is set by the relay or the bridge when the request broke a
 * size limit: the page logs and answers it without sending anything. `halt` comes from the relay alone: it has
 * terminated the worker (a flood, an oversized message, or a message after `done`).
 */
export type WorkerToHost =
  | { t: 'status'; phase: 'loading' | 'ready' | 'unsupported' | 'error'; detail?: string; heapBytes?: number }
  | { t: 'snapshot'; snapshot?: Blob; error?: string }
  | { t: 'fetch'; nonce: string; id: number; req: BrokerRequest; refused?: string }
  | { t: 'done'; nonce: string; outcome: WorkerRunOutcome }
  | { t: 'halt'; reason: string };

/** Size limits the relay and the worker enforce before anything reaches the page. */
export interface MessageLimits {
  maxUrlChars: number;
  maxHeaderCount: number;
  maxHeadersChars: number;
  maxBodyBytes: number;
  /** Biggest snapshot the page accepts (bytes). */
  maxSnapshotBytes: number;
  /** Messages a run may send beyond its request limit before it counts as a flood. */
  extraMessagesPerRun: number;
  /** Messages tolerated outside a run (status, snapshot). */
  maxIdleMessages: number;
  /** Room on top of the output cap for the worker's own truncation markers (characters). */
  markerRoom: number;
}
