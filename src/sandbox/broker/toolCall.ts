// An MCP server's request: a tool call the page makes with its MCP client. Same checks as an HTTP request (allowlist,
// body size, the request policy by the tool's annotations, privacy restore, timeout, log); nothing reaches the network
// from here and the sandbox never sees the transport. The reply carries the result as JSON or text (x-mcp-result).
import { LIMITS } from '../../core/execution';
import type { ApprovalRequest, BrokerReply, BrokerRequest, McpProgress, RequestLogEntry, SandboxConfig, ToolHook } from '../contract';
import { MCP_RESULT_HEADER } from '../../core/sources';
import type { ToolHints } from './toolHints';
import { checkAllowed, describeAllowlist } from './allowlist';
import { asksUser, bodyPreview, passGate } from './approval';
import { restoreForSending, shownToUser, type Restore } from './restore';

/** The broker's deps a tool call uses (see BrokerDeps in broker.ts). */
export interface ToolCallDeps {
  now?: () => number;
  onApprovalWait?: (waiting: boolean) => void;
  approvalTimeoutMs?: number;
  restore?: Restore;
  /** A tool's progress notification (null once its call ends): the run view shows it. */
  onToolProgress?: (tool: string, progress: McpProgress | null) => void;
  /** The longest a tool call may wait however often it reports progress (default LIMITS.mcpToolCapMs; the user sets it). */
  toolCapMs?: number;
}

export { MCP_RESULT_HEADER };

type Out = { reply: BrokerReply; log: RequestLogEntry };

const encoder = new TextEncoder();
const seconds = (ms: number): number => Math.round(ms / 100) / 10;

/** The tool's name: the URL's path below the allowlist entry's prefix (one segment). */
function toolOf(url: URL, prefix: string): string | null {
  const rest = url.pathname.slice(prefix.endsWith('/') ? prefix.length : prefix.length + 1);
  if (rest === '' || rest.includes('/') || url.search !== '') return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

function parseArgs(body: Uint8Array | undefined): Record<string, unknown> | null {
  if (!body || body.length === 0) return {};
  try {
    const v: unknown = JSON.parse(new TextDecoder().decode(body));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `hints`: the tool's hints by the list the run started with (toolHints.ts). */
export async function toolRequest(config: SandboxConfig, tools: ToolHook, hints: (tool: string) => ToolHints, req: BrokerRequest, signal: AbortSignal | undefined, deps: ToolCallDeps, maxBytes: number): Promise<Out> {
  const now = deps.now ?? (() => performance.now());
  let started = now();
  let waitedMs = 0;
  const method = String(req.method).toUpperCase();
  let tool: string | null = null;
  const entry = (allowed: boolean, status: number | null, bytes: number, reason?: string): RequestLogEntry => ({
    method, url: String(req.url), status, ms: Math.round((now() - started) * 10) / 10, bytes, allowed, source: 'mcp',
    ...(tool !== null ? { tool } : {}), ...(reason !== undefined ? { reason } : {}), ...(waitedMs > 0 ? { waitedMs } : {}),
  });
  const fail = (kind: Extract<BrokerReply, { ok: false }>['kind'], error: string, allowed: boolean): Out => ({ reply: { ok: false, kind, error }, log: entry(allowed, null, 0, error) });

  const decision = checkAllowed(String(req.url), config.allowlist);
  if (!decision.ok) return fail('denied', `Request blocked: ${decision.reason}. Allowed base URLs: ${describeAllowlist(config.allowlist)}`, false);
  tool = toolOf(decision.url, decision.entry.pathPrefix);
  if (tool === null || method !== 'POST') return fail('denied', 'An MCP server is reached only by call_tool("<api>.<tool>", {...}): a POST of JSON arguments to its base URL + "/<tool>"', false);
  let body = typeof req.body === 'string' ? encoder.encode(req.body) : req.body;
  if (body && body.length > maxBytes) return fail('too-large', `Tool arguments are ${body.length} bytes; the limit is ${maxBytes}`, true);

  const { annotations, changed } = hints(tool);
  const asked: ApprovalRequest = {
    method, url: decision.url.href, headers: {}, ...bodyPreview(body),
    ...(config.name !== undefined ? { api: config.name } : {}),
    tool: { name: tool, ...(annotations ? { annotations } : {}), ...(changed !== undefined ? { hintsChanged: changed } : {}) },
  };
  const written = { method, url: decision.url, entry: decision.entry, headers: {}, ...(body ? { body } : {}) };
  const { restore } = deps;
  let real = restore && asksUser(config.requests, asked) ? restoreForSending(restore, config, written, undefined, maxBytes) : undefined;
  if (real && !real.ok) return fail(real.kind, real.error, real.kind !== 'denied');
  if (annotations !== null) {
    const gate = await passGate(config.requests, asked, signal, {
      now, onWait: deps.onApprovalWait, timeoutMs: deps.approvalTimeoutMs, ...(real ? { shown: shownToUser(asked, real) } : {}),
    });
    waitedMs = gate.waitedMs;
    started += gate.waitedMs;
    if (!gate.ok) return { reply: { ok: false, kind: 'denied', error: gate.error }, log: entry(false, null, 0, gate.reason) };
  }
  if (restore) {
    real ??= restoreForSending(restore, config, written, undefined, maxBytes);
    if (!real.ok) return fail(real.kind, real.error, real.kind !== 'denied');
    body = real.body;
  }
  const args = parseArgs(body);
  if (args === null) return fail('denied', `The arguments of ${tool} must be a JSON object`, true);

  // The wait without a word from the server: Python's timeout= or the request default; each progress notification
  // starts it again, up to the cap. The run's own limit bounds both (its timer stops the script).
  const capMs = deps.toolCapMs ?? LIMITS.mcpToolCapMs.value;
  const timeoutMs = Math.min(capMs, Math.max(1, req.timeoutMs ?? LIMITS.requestTimeoutMs.value));
  const cap = AbortSignal.timeout(capMs);
  const named = tool;
  const onProgress = deps.onToolProgress && ((p: McpProgress) => deps.onToolProgress?.(named, p));
  const outcome = await tools.call(tool, args, signal ? AbortSignal.any([signal, cap]) : cap, { timeoutMs, maxTotalMs: capMs, ...(onProgress ? { onProgress } : {}) })
    .catch((err: unknown) => ({ ok: false as const, kind: 'network' as const, error: err instanceof Error ? err.message : String(err) }))
    .finally(() => deps.onToolProgress?.(named, null));
  if (!outcome.ok) {
    if (outcome.kind === 'unknown-tool') return answer(404, 'unknown-tool', outcome.error, outcome.error);
    if (cap.aborted || outcome.kind === 'timeout') return fail('timeout', `Tool call timed out: ${tool} sent no answer or progress for ${seconds(timeoutMs)} s (call_tool's timeout=), or ran past the ${seconds(capMs)} s cap`, true);
    return fail('network', outcome.error, true);
  }
  if (outcome.isError) return answer(500, 'error', outcome.text, 'the tool reported an error');
  return typeof outcome.value === 'string' ? answer(200, 'text', outcome.value, outcome.note) : answer(200, 'json', JSON.stringify(outcome.value ?? null), outcome.note);

  function answer(status: number, kind: string, text: string, note?: string): Out {
    const bytes = encoder.encode(text);
    if (bytes.length > LIMITS.responseBodyBytes.value) return fail('too-large', `The result of ${tool ?? 'the tool'} exceeds ${LIMITS.responseBodyBytes.value} bytes`, true);
    const type = kind === 'json' ? 'application/json' : 'text/plain; charset=utf-8';
    const reply: BrokerReply = {
      ok: true, status, statusText: status === 200 ? 'OK' : status === 404 ? 'Unknown tool' : 'Tool error', url: decision.ok ? decision.url.href : String(req.url),
      headers: [['content-type', type], [MCP_RESULT_HEADER, kind]], body: bytes,
    };
    return { reply, log: entry(true, status, bytes.length, note) };
  }
}
