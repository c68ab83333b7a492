// The request policy: reads pass, writes are refused (read-only) or wait for the user's decision (ask). The wait has
// its own limit and is reported, so run and wall-time limits can leave it out.
import { LIMITS } from '../../core/execution';
import type { ApprovalRequest, McpAnswer, McpQuestion, RequestGate } from '../contract';

export const APPROVAL_TIMEOUT_MS = LIMITS.approvalTimeoutMs.value;
export const APPROVAL_BODY_CHARS = 2_000;
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Only a GET or HEAD without a body is a read; any other method, and any request with a body, is a write. An MCP tool
 * call is a read only when its server marks the tool readOnlyHint (its own hint, not a guarantee) and did not change
 * the tool's hints since the run started.
 */
export const isRead = (req: Pick<ApprovalRequest, 'method' | 'bodyBytes' | 'tool'>): boolean =>
  req.tool ? req.tool.annotations?.readOnlyHint === true && req.tool.hintsChanged === undefined : READ_METHODS.has(req.method) && req.bodyBytes === 0;

/** How a refused or denied request is named in messages: the tool for an MCP call, else the method and URL. */
const named = (req: ApprovalRequest): string => (req.tool ? `the tool ${req.api ? `${req.api}.` : ''}${req.tool.name}` : `${req.method} ${req.url}`);

export type GateOutcome = { ok: true; waitedMs: number } | { ok: false; error: string; reason: string; waitedMs: number };

export interface GateDeps {
  now: () => number;
  /** Told when a decision starts and stops being awaited (the sandbox pauses its run timer meanwhile). */
  onWait?: (waiting: boolean) => void;
  timeoutMs?: number;
  /** What the user is shown (privacy mode: the real values); every message for the script quotes `req` instead. */
  shown?: ApprovalRequest;
}

/** The body as the user should read it: UTF-8 text, JSON pretty-printed, cut to a readable length. */
export function bodyPreview(body: Uint8Array | undefined): Pick<ApprovalRequest, 'bodyPreview' | 'bodyBytes' | 'bodyTruncated'> {
  if (!body || body.length === 0) return { bodyPreview: '', bodyBytes: 0, bodyTruncated: false };
  let text = new TextDecoder('utf-8', { fatal: false }).decode(body.subarray(0, 64 * 1024));
  try {
    text = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON (or cut): shown as text.
  }
  const truncated = text.length > APPROVAL_BODY_CHARS || body.length > 64 * 1024;
  return { bodyPreview: text.slice(0, APPROVAL_BODY_CHARS), bodyBytes: body.length, bodyTruncated: truncated };
}

/** Whether passGate will ask the user about `req` (not a read, the policy is Ask, someone can answer). */
export const asksUser = (gate: RequestGate | undefined, req: Pick<ApprovalRequest, 'method' | 'bodyBytes' | 'tool'>): boolean =>
  gate?.policy === 'ask' && gate.approve !== undefined && !isRead(req);

export async function passGate(gate: RequestGate | undefined, req: ApprovalRequest, signal: AbortSignal | undefined, deps: GateDeps): Promise<GateOutcome> {
  if (!gate || gate.policy === 'allow-all' || isRead(req)) return { ok: true, waitedMs: 0 };
  if (gate.policy === 'read-only') {
    return {
      ok: false, waitedMs: 0, reason: 'refused: the request policy is read-only',
      error: req.tool
        ? `Tool call refused: the request policy is read-only and its server does not mark ${named(req)} read-only (readOnlyHint)`
        : `Request refused: the request policy is read-only (only GET and HEAD without a body are sent): ${req.method} ${req.url}`,
    };
  }
  if (!gate.approve) return { ok: false, waitedMs: 0, reason: 'denied: nobody to ask', error: `Request denied: no one can approve ${named(req)}` };
  const approve = gate.approve;
  const timeoutMs = deps.timeoutMs ?? APPROVAL_TIMEOUT_MS;
  const started = deps.now();
  type Answer = Awaited<ReturnType<typeof approve>> | 'stopped' | 'timeout';
  const answer = await askUser<Answer>((withdraw) => approve(deps.shown ?? req, withdraw).catch(() => 'deny' as const), signal, deps, 'stopped', 'timeout');
  const waitedMs = Math.round(deps.now() - started);
  if (answer === 'allow') return { ok: true, waitedMs };
  if (answer === 'stopped') return { ok: false, waitedMs, reason: 'cancelled: the run was stopped', error: 'Request cancelled: the run was stopped' };
  if (answer === 'timeout') {
    return { ok: false, waitedMs, reason: 'denied: no decision in time', error: `Request denied: no decision within ${Math.round(timeoutMs / 1000)} s: ${named(req)}` };
  }
  return { ok: false, waitedMs, reason: 'denied by you', error: `Request denied by the user: ${named(req)}` };
}

/**
 * Asks the user through `ask`, withdrawn when `signal` aborts (then `stopped`) or the time limit passes (then
 * `expired`); the run's timer is paused meanwhile.
 */
async function askUser<T>(ask: (withdraw: AbortSignal) => Promise<T>, signal: AbortSignal | undefined, deps: Pick<GateDeps, 'onWait' | 'timeoutMs'>, stopped: T, expired: T): Promise<T> {
  const withdraw = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => withdraw.abort();
  signal?.addEventListener('abort', onAbort);
  deps.onWait?.(true);
  try {
    const ended = new Promise<T>((resolve) => {
      withdraw.signal.addEventListener('abort', () => resolve(stopped));
      timer = setTimeout(() => resolve(expired), deps.timeoutMs ?? APPROVAL_TIMEOUT_MS);
    });
    return await Promise.race([ask(withdraw.signal), ended]);
  } finally {
    clearTimeout(timer);
    withdraw.abort();
    signal?.removeEventListener('abort', onAbort);
    deps.onWait?.(false);
  }
}

/**
 * A server's question mid-call, asked as an approval is: the run's timer paused, the same time limit, withdrawn when
 * the run stops. Nobody to ask, no answer in time or a stopped run is a cancel (the user did not decline it).
 */
export async function passQuestion(gate: RequestGate | undefined, question: McpQuestion, signal: AbortSignal, deps: Omit<GateDeps, 'shown'>): Promise<McpAnswer> {
  if (!gate?.answer) return { action: 'cancel' };
  const answer = gate.answer;
  const cancel: McpAnswer = { action: 'cancel' };
  return askUser((withdraw) => answer(question, withdraw).catch((): McpAnswer => cancel), signal, deps, cancel, cancel);
}
