// What a sender is: the last step of the request pipeline (broker.ts), the one that answers a request which passed
// every shared step. Each sender is one file under senders/ (live fetch, proxy, mock, MCP tool call); the pipeline and
// the attribution (dispatch.ts) call them through these types and never ask which one they have.
import type { AllowEntry, ApprovalRequest, McpAnswer, McpQuestion, BrokerReply, BrokerRequest, McpProgress, RemovedApi, RequestLogEntry, SandboxApi, TargetAuth } from '../contract';
import type { Outgoing } from './headers';
import type { Logged } from './log';

export type FailKind = Extract<BrokerReply, { ok: false }>['kind'];
export type Answer = Extract<BrokerReply, { ok: true }>;
export type Handled = { reply: BrokerReply; log: RequestLogEntry };

/** What the senders take from the broker's deps. */
export interface SenderDeps {
  fetch?: typeof fetch;
  /** The page's protocol ('https:' blocks plain-http targets as mixed content); default: this page's. */
  pageProtocol?: string;
  /** MCP tool calls: a tool's progress notification (null once its call ends); the run view shows it. */
  onToolProgress?: (tool: string, progress: McpProgress | null) => void;
  /** The longest a tool call may wait however often it reports progress (default LIMITS.mcpToolCapMs; the user sets it). */
  toolCapMs?: number;
}

/** A request that passed the method check and its source's allowlist. */
export interface Allowed {
  method: string;
  url: URL;
  entry: AllowEntry;
}

/** Why a request is not sent: the reply's kind and message, whether the log counts it as allowed, and its log fields. */
export interface Refusal {
  kind: FailKind;
  error: string;
  allowed: boolean;
  logged?: Logged;
}

/** The request policy's view of one request: what the question adds (a tool and its hints), and whether it applies. */
export interface Question {
  extra: Partial<ApprovalRequest>;
  gated: boolean;
}

/** The request's time limit (the shared timing step): the run's stop and the timeout in one signal. */
export interface Deadline {
  signal: AbortSignal;
  ms: number;
  passed: () => boolean;
  stopped: () => boolean;
}

/** A request as the shared steps leave it: checked, approved, its privacy tokens replaced in what goes out. */
export interface Sending {
  method: string;
  /** The URL the script wrote (tokens kept): the reply's URL and the one messages quote. */
  url: URL;
  /** The URL with real values, without credentials (what mock mode answers). */
  target: URL;
  out: Outgoing;
  body?: Uint8Array;
  deadline: Deadline;
  /** The script's own timeout= (ms), before the pipeline's clamp: a tool call's wait between progress reports. */
  requestedMs?: number | undefined;
  maxResponseBytes: number;
  /** Asks the user a question the server put mid-call (an MCP tool's): the request's time is held meanwhile. */
  ask: (question: McpQuestion, signal: AbortSignal) => Promise<McpAnswer>;
}

export type Sent = { ok: true; reply: Answer; note?: string | undefined; source?: RequestLogEntry['source'] } | (Refusal & { ok: false; source?: RequestLogEntry['source'] });

/** A sender's plan for one allowed request: what the shared steps need from it, and how it is sent. */
export interface Plan {
  /** Log fields from here on (a tool call's tool). */
  logged?: Logged;
  /** The credentials `outgoing` adds (none for mock or tool calls, none through a proxy unless the user said so). */
  auth?: TargetAuth;
  /** Asked after the size checks; unset = the request policy applies and adds nothing to the question. */
  question?: () => Question;
  send: (sending: Sending) => Promise<Sent>;
}

/** One source's sender for one run. */
export interface SourceSender {
  /** Log fields of every entry once the method passed (the tool sender's source: 'mcp'). */
  tag?: Logged;
  /** The request-size refusal, when the sender names the body otherwise ("Tool arguments are …"). */
  oversize?: (bytes: number, limit: number) => string;
  /** The script's headers are neither sent nor shown (a tool call's arguments are its body alone). */
  dropsHeaders?: boolean;
  /** The request's whole time limit when the sender sets its own (a tool call that reports progress: the cap). */
  limitMs?: number;
  /** The sender's own checks of an allowed request, before its body is read: its plan, or why not. */
  admit: (allowed: Allowed) => Plan | Refusal;
}

/** One way of sending, picked per source (senders/index.ts). */
export interface Sender {
  /** For a source this sender answers: how to open it for a run; else null. */
  match: (api: SandboxApi) => ((deps: SenderDeps) => SourceSender) | null;
  /** An address space that only this sender's sources may claim; a spec's allowlist entries in it are dropped. */
  reserves?: (url: string) => boolean;
  /** A request addressed to no source that this sender places: the URL it stands for, or its answer; null = not one. */
  place?: (req: BrokerRequest, apis: readonly SandboxApi[], removed: readonly RemovedApi[]) => { url: string } | Handled | null;
}
