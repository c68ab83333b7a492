// Every limit on running code, with its reason and where it is enforced. It lives in core's leaf, not in the sandbox,
// because core enforces some of them too (MCP calls, the workspace) and core must not import the sandbox.
// Adding a limit: one row here plus a test that its enforcing place reads it (src/sandbox/limits.test.ts).

export interface Limit {
  /** The default (or the only) value. */
  readonly value: number;
  /** The range a caller may set it to (run options, Python's `timeout=`); absent = fixed. */
  readonly min?: number;
  readonly max?: number;
  readonly reason: string;
  /** The file(s) that enforce it. */
  readonly enforcedIn: string;
}

const MiB = 1024 * 1024;

export const LIMITS = {
  runTimeoutMs: {
    value: 30_000, min: 100, max: 10 * 60_000, enforcedIn: 'sandbox/host/sandbox.ts (runTimer)',
    reason: 'A runaway script is stopped and its sandbox replaced; waiting for an approval does not count',
  },
  runMaxRequests: {
    value: 50, min: 0, max: 10_000, enforcedIn: 'sandbox/host/sandbox.ts',
    reason: 'A loop cannot hammer the API; request 51 is answered with an error naming the limit',
  },
  runMaxOutputChars: {
    value: 100_000, min: 100, max: 10_000_000, enforcedIn: 'sandbox/worker/output.ts, sandbox/host/result.ts',
    reason: 'stdout, stderr and the shown result stay readable and cheap for the model',
  },
  runExtraLogEntries: {
    value: 50, enforcedIn: 'sandbox/host/sandbox.ts',
    reason: 'Denied attempts past the request limit are still logged, up to this many',
  },
  requestBodyBytes: {
    value: 5 * MiB, enforcedIn: 'sandbox/broker/broker.ts, sandbox/limits.ts (worker, relay, page guards)',
    reason: 'One request body a script may send; every layer checks it (each assumes the one before was bypassed)',
  },
  responseBodyBytes: {
    value: 10 * MiB, enforcedIn: 'sandbox/broker/senders/live.ts, sandbox/broker/senders/tool.ts (the number set in broker.ts)',
    reason: 'One response body a script may receive; a larger one is an error, not a cut body',
  },
  requestTimeoutMs: {
    value: 20_000, min: 1, max: 120_000, enforcedIn: 'sandbox/broker/broker.ts',
    reason: 'One HTTP request; Python may ask for longer with timeout=, up to the max',
  },
  approvalTimeoutMs: {
    value: 5 * 60_000, enforcedIn: 'sandbox/broker/approval.ts',
    reason: 'An unanswered approval question is denied, so a run never waits forever',
  },
  mcpCallTimeoutMs: {
    value: 120_000, enforcedIn: 'core/surfaces/connect.ts',
    reason: 'Sandbox cold start plus the run limit fit well inside; it restarts on each progress notification',
  },
  mcpToolCapMs: {
    value: 5 * 60_000, min: 1_000, max: 60 * 60_000, enforcedIn: 'core/sources/mcp/wait.ts',
    reason: 'A remote tool that keeps reporting progress still ends here (the user sets it; the run\'s own limit bounds it too)',
  },
  urlChars: { value: 8_192, enforcedIn: 'sandbox/limits.ts', reason: 'Longer than any server accepts; caps what one message carries' },
  headerCount: { value: 100, enforcedIn: 'sandbox/limits.ts', reason: 'More headers than any API needs; caps what one message carries' },
  headersChars: { value: 64 * 1024, enforcedIn: 'sandbox/limits.ts', reason: 'Beyond what servers accept in headers' },
  pythonHeapBytes: {
    value: 1024 * MiB, enforcedIn: 'sandbox/worker/heapCap.ts',
    reason: 'Python\'s WebAssembly memory: a memory bomb ends in MemoryError within seconds, and a tab never holds 4 GB for one script',
  },
  snapshotBytes: { value: 256 * MiB, enforcedIn: 'sandbox/host/instance.ts', reason: 'A Pyodide memory snapshot is about 30 MB; a bigger one is not ours' },
  extraMessagesPerRun: { value: 200, enforcedIn: 'sandbox/host/instance.ts, relay.ts', reason: 'Messages beyond one per request: a flood halts the sandbox' },
  idleMessages: { value: 200, enforcedIn: 'sandbox/host/instance.ts, relay.ts', reason: 'Messages a sandbox may send outside a run before it is halted' },
  markerRoom: { value: 200, enforcedIn: 'sandbox/host/guards.ts', reason: 'Room for the truncation marker on top of an output cap' },
  syncChunkBytes: {
    value: MiB, enforcedIn: 'sandbox/host/relay.ts, sandbox/worker/syncBridge.ts',
    reason: 'The shared buffer of the no-JSPI path; a reply crosses it in chunks of this size',
  },
  syncReplyBytes: {
    value: 64 * MiB, enforcedIn: 'sandbox/worker/syncBridge.ts',
    reason: 'The largest reply the no-JSPI path accepts: the broker\'s largest response body plus its head, with room',
  },
  workspaceFileBytes: { value: 50 * MiB, enforcedIn: 'core/workspace, sandbox/worker/dataDir.ts, sandbox/host/guards.ts', reason: 'One file under /data; also the whole `result` handed over as a file' },
  workspaceTotalBytes: { value: 200 * MiB, enforcedIn: 'core/workspace, sandbox/worker/dataDir.ts, sandbox/host/guards.ts', reason: 'All of /data: the page keeps it in memory' },
  workspaceFiles: { value: 1_000, enforcedIn: 'core/workspace, sandbox/worker/dataDir.ts, sandbox/host/guards.ts', reason: 'Files under /data' },
  workspaceNameChars: { value: 200, enforcedIn: 'core/workspace', reason: 'A path under /data' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** A settable limit's value within its range (the min for NaN), floored when `integer`. */
export function clampToLimit(limit: Limit, v: number, integer: boolean): number {
  const lo = limit.min ?? limit.value;
  const hi = limit.max ?? limit.value;
  const c = Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : lo;
  return integer ? Math.floor(c) : c;
}
