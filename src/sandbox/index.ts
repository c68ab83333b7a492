// Page-facing API of the Python sandbox. UI and tests import only from here.
//
//   const sb = createSandbox({ allowlist: spec.allowlist, baseUrl: spec.servers[0].url, auth });
//   sb.onStatus((s) => …);          // 'loading' → 'ready' ↔ 'running'; 'unsupported' when JSPI is missing
//   Every run gets a fresh interpreter from a pool of pre-booted spares (restored from a memory snapshot).
//   await sb.ready;                  // optional: run() waits for readiness by itself
//   const res = await sb.run(code);  // never throws: failures are { ok: false, error }
//
// Classic mode (one tool per operation) uses createBroker(config).request(...) directly: same allowlist,
// same credentials, same log entries.
import type { AllowEntry } from '../core/openapi/types';
import type { BrokerReply, BrokerRequest, RequestLogEntry, RunOptions, RunResult } from './contract';

export type { AllowEntry } from '../core/openapi/types';
export type { BrokerReply, BrokerRequest, RequestLogEntry, RunOptions, RunResult } from './contract';

/** Target-API credentials; the broker adds them to allowlisted requests only (never visible to Python). */
export interface TargetAuth {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /**
   * The servers that receive these credentials (the user confirms them; by default the spec's document-level
   * servers). A request to any other allowlisted server is sent without them. Missing = none.
   */
  servers?: AllowEntry[];
}

export interface SandboxConfig {
  /** Allowed targets (from the spec engine's `LoadedSpec.allowlist`). Empty = no network. */
  allowlist: AllowEntry[];
  /** Injected into Python as the global `BASE_URL` (the spec's first server). */
  baseUrl: string;
  auth?: TargetAuth;
  /** Defaults for every run; per-run options override. */
  limits?: RunOptions;
}

/**
 * loading: Pyodide downloading/starting (detail says which step) · ready: idle, next run starts at once ·
 * running: a script is executing · error: the sandbox could not start (detail has the message; the next
 * run() retries) · unsupported: this browser lacks JSPI (detail names browsers that work).
 */
export type SandboxPhase = 'loading' | 'ready' | 'running' | 'error' | 'unsupported';

export interface SandboxStatus {
  phase: SandboxPhase;
  detail?: string;
  /** Every spare of the pool has booted: the next run (and a killed run's successor) starts at once. */
  spareReady?: boolean;
  pool?: {
    size: number;
    /** The memory snapshot fresh interpreters are restored from (bytes; 0 until the first boot took it). */
    snapshotBytes: number;
    /** WebAssembly memory of one booted spare (bytes). */
    spareHeapBytes: number;
  };
}

export interface SandboxOptions {
  /** Pre-booted spares kept waiting (default 1). Each run uses one and a replacement boots at once. */
  poolSize?: number;
}

export interface SandboxHandle {
  /** Resolves when the first sandbox can run code. Never rejects (check status() for error/unsupported). */
  ready: Promise<void>;
  status(): SandboxStatus;
  /** Subscribes to status changes; returns the unsubscribe function. */
  onStatus(fn: (s: SandboxStatus) => void): () => void;
  /**
   * Runs `code` in a fresh interpreter that no other run has touched, bound to the config of this moment. Never
   * throws. Aborting `signal` (or calling stop()) kills the run: it resolves with { ok: false, error: 'Stopped' }.
   * Runs are queued one at a time.
   */
  run(code: string, options?: RunOptions & { signal?: AbortSignal }): Promise<RunResult>;
  /** Kills the running script (destroys its worker and iframe); a spare from the pool takes the next run. */
  stop(): void;
  /** New spec / credentials; applies from the next run on (a run in flight keeps the config it started with). */
  setConfig(config: SandboxConfig): void;
  dispose(): void;
}

export interface Broker {
  /**
   * Checks the allowlist on the parsed URL, adds TargetAuth to allowed requests, fetches with
   * redirect:'error', size caps and a timeout. Never throws: denials and failures are `{ ok: false }` replies.
   */
  request(req: BrokerRequest, signal?: AbortSignal): Promise<{ reply: BrokerReply; log: RequestLogEntry }>;
}

export { createSandbox } from './host/sandbox';
export { createBroker } from './broker/broker';
export { checkAllowed, describeAllowlist } from './broker/allowlist';
