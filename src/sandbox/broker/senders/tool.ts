// The tool sender: an MCP server's request is a tool call the page makes with its MCP client (a POST of JSON arguments
// to the source's base URL + "/<tool>"); nothing reaches the network from here and the sandbox never sees the
// transport. The reply carries the result as JSON or text (x-mcp-result). The reserved MCP origin is this sender's
// alone: no spec can claim it, and a bare tool name on it goes to the one MCP source that has the tool.
import { LIMITS } from '../../../core/execution';
import { MCP_ORIGIN, MCP_RESULT_HEADER } from '../../../core/sources';
import type { BrokerRequest, McpProgress, RemovedApi, SandboxApi, ToolHook } from '../../contract';
import { refusedLog } from '../log';
import type { Answer, Handled, Sender, SenderDeps, Sending, Sent, SourceSender } from '../sender';
import { startHints } from '../toolHints';

export { MCP_RESULT_HEADER };

const encoder = new TextEncoder();
const seconds = (ms: number): number => Math.round(ms / 100) / 10;
const onMcpOrigin = (url: string): boolean => url === MCP_ORIGIN || url.startsWith(`${MCP_ORIGIN}/`);

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

/** A tool's answer as the shim reads it: status, result kind and text. */
function toolAnswer(url: string, status: number, kind: string, text: string): Answer {
  const type = kind === 'json' ? 'application/json' : 'text/plain; charset=utf-8';
  const statusText = status === 200 ? 'OK' : status === 404 ? 'Unknown tool' : 'Tool error';
  return { ok: true, status, statusText, url, headers: [['content-type', type], [MCP_RESULT_HEADER, kind]], body: encoder.encode(text) };
}

async function call(tools: ToolHook, tool: string, s: Sending, deps: SenderDeps, capMs: number): Promise<Sent> {
  const fail = (kind: 'denied' | 'timeout' | 'network' | 'too-large', error: string): Sent => ({ ok: false, kind, error, allowed: true, source: 'mcp' });
  const answer = (status: number, kind: string, text: string, note?: string): Sent => {
    const reply = toolAnswer(s.url.href, status, kind, text);
    if (reply.body.length > s.maxResponseBytes) return fail('too-large', `The result of ${tool} exceeds ${s.maxResponseBytes} bytes`);
    return { ok: true, reply, note, source: 'mcp' };
  };
  const args = parseArgs(s.body);
  if (args === null) return fail('denied', `The arguments of ${tool} must be a JSON object`);
  // The wait without a word from the server: Python's timeout= or the request default; each progress notification
  // starts it again, up to the cap (the pipeline's deadline). The run's own limit bounds both (its timer stops the script).
  const timeoutMs = Math.min(capMs, Math.max(1, s.requestedMs ?? LIMITS.requestTimeoutMs.value));
  const onProgress = deps.onToolProgress && ((p: McpProgress) => deps.onToolProgress?.(tool, p));
  const outcome = await tools.call(tool, args, s.deadline.signal, { timeoutMs, maxTotalMs: capMs, onQuestion: s.ask, ...(onProgress ? { onProgress } : {}) })
    .catch((err: unknown) => ({ ok: false as const, kind: 'network' as const, error: err instanceof Error ? err.message : String(err) }))
    .finally(() => deps.onToolProgress?.(tool, null));
  if (!outcome.ok) {
    if (outcome.kind === 'unknown-tool') return answer(404, 'unknown-tool', outcome.error, outcome.error);
    if (s.deadline.passed() || outcome.kind === 'timeout') {
      return fail('timeout', `Tool call timed out: ${tool} sent no answer or progress for ${seconds(timeoutMs)} s (call_tool's timeout=), or ran past the ${seconds(capMs)} s cap`);
    }
    return fail('network', outcome.error);
  }
  if (outcome.isError) return answer(500, 'error', outcome.text, 'the tool reported an error');
  return typeof outcome.value === 'string' ? answer(200, 'text', outcome.value, outcome.note) : answer(200, 'json', JSON.stringify(outcome.value ?? null), outcome.note);
}

/** A run's tool calls are judged by the tool list of its start (toolHints.ts). */
function openTool(api: SandboxApi, tools: ToolHook, deps: SenderDeps): SourceSender {
  const hints = startHints(tools);
  const capMs = deps.toolCapMs ?? LIMITS.mcpToolCapMs.value;
  return {
    limitMs: capMs,
    tag: { source: 'mcp' },
    oversize: (bytes, limit) => `Tool arguments are ${bytes} bytes; the limit is ${limit}`,
    dropsHeaders: true,
    admit({ method, url, entry }) {
      const tool = toolOf(url, entry.pathPrefix);
      const logged = tool !== null ? { tool } : {};
      if (tool === null || method !== 'POST') {
        return { kind: 'denied', allowed: false, logged, error: 'An MCP server is reached only by call_tool("<api>.<tool>", {...}): a POST of JSON arguments to its base URL + "/<tool>"' };
      }
      return {
        logged,
        question() {
          const { annotations, changed } = hints(tool);
          const asked = { name: tool, ...(annotations ? { annotations } : {}), ...(changed !== undefined ? { hintsChanged: changed } : {}) };
          // No such tool: nothing to ask about; the call answers that it is unknown.
          return { extra: { ...(api.name !== undefined ? { api: api.name } : {}), tool: asked }, gated: annotations !== null };
        },
        send: (s) => call(tools, tool, s, deps, capMs),
      };
    },
  };
}

/** A bare tool name (`https://mcp.invalid/<tool>`): the URL of the one MCP source that has the tool, or why not. */
function resolveBareTool(url: string, apis: readonly SandboxApi[], removed: readonly RemovedApi[]): { url: string } | { error: string } | null {
  if (!url.startsWith(`${MCP_ORIGIN}/`)) return null;
  const rest = url.slice(MCP_ORIGIN.length + 1);
  if (rest === '' || rest.includes('/') || rest.includes('?')) return null;
  let tool: string;
  try {
    tool = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const having = apis.filter((a) => a.tools && a.tools.annotations(tool) !== null);
  const only = having[0];
  if (having.length === 1 && only) return { url: `${only.baseUrl}/${rest}` };
  const servers = apis.filter((a) => a.tools).map((a) => a.name ?? a.baseUrl);
  const [source, ...toolPart] = tool.split('.');
  const gone = toolPart.length > 0 && !servers.includes(source ?? '') ? removed.find((r) => r.name === source) : undefined;
  if (gone) return { error: `The MCP server ${gone.name} was removed from this page, so its tool ${toolPart.join('.')} can no longer be called` };
  if (having.length === 0) {
    return { error: servers.length === 0 ? `No MCP server is loaded, so there is no tool ${tool}` : `No loaded MCP server has a tool named ${tool} (servers: ${servers.join(', ')})` };
  }
  return { error: `Several MCP servers have a tool named ${tool}: call it as ${having.map((a) => `${a.name ?? '?'}.${tool}`).join(' or ')}` };
}

/** A bare name no source can take is answered as an unknown tool, so Python raises ToolError with the reason. */
function placeBareTool(req: BrokerRequest, apis: readonly SandboxApi[], removed: readonly RemovedApi[]): { url: string } | Handled | null {
  const bare = resolveBareTool(String(req.url), apis, removed);
  if (!bare || 'url' in bare) return bare;
  return { reply: toolAnswer(String(req.url), 404, 'unknown-tool', bare.error), log: refusedLog(req, bare.error, { source: 'mcp' }) };
}

export const toolSender: Sender = {
  match(api) {
    const { tools } = api;
    return tools ? (deps) => openTool(api, tools, deps) : null;
  },
  reserves: onMcpOrigin,
  place: placeBareTool,
};
