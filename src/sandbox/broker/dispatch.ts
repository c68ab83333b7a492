// Several APIs in one run: each request goes to the one source that claims it, then is handled by that source's own
// broker: its credentials, mock or live answer and proxy. A URL that two sources claim (the same server, or one inside
// the other's) is refused: whose credentials apply would otherwise be decided by link order, which a hostile link
// picks. The reserved MCP origin belongs to MCP sources alone; no spec can declare it. Every check stays in the one
// per-API broker; this file only picks which one. Approvals and log entries name the API when there are several.
import type { AllowEntry, ApprovalRequest, Broker, BrokerReply, BrokerRequest, OneApiConfig, RemovedApi, RequestGate, RequestLogEntry, SandboxApi, SandboxConfig } from '../contract';
import { checkAllowed, describeAllowlist } from './allowlist';
import { createApiBroker, type BrokerDeps } from './broker';
import { MCP_RESULT_HEADER } from './toolCall';
import { MCP_ORIGIN } from '../../core/sources';

const onMcpOrigin = (url: string): boolean => url === MCP_ORIGIN || url.startsWith(`${MCP_ORIGIN}/`);

/** An API's allowlist as the broker honours it: a spec's entries on the reserved MCP origin are dropped. */
function honoured(api: SandboxApi): SandboxApi {
  if (api.tools || !api.allowlist.some((e) => onMcpOrigin(e.origin))) return api;
  return { ...api, allowlist: api.allowlist.filter((e) => !onMcpOrigin(e.origin)) };
}

/** A run given flat (one API) as the list it means; a list as it is. */
export function asRun(config: SandboxConfig | OneApiConfig): SandboxConfig {
  if ('apis' in config) return config;
  const { removed, requests, limits, packages, ...api } = config;
  return { apis: [api], ...(removed ? { removed } : {}), ...(requests ? { requests } : {}), ...(limits ? { limits } : {}), ...(packages ? { packages } : {}) };
}

/** The APIs of a run in order, as the broker honours them. */
export function apisOf(config: SandboxConfig): SandboxApi[] {
  return config.apis.map(honoured);
}

/** Python's `BASE_URLS`: short name → base URL, in the APIs' order (unnamed APIs are left out). */
export function baseUrlsOf(config: SandboxConfig): Array<[string, string]> {
  return apisOf(config).flatMap((a): Array<[string, string]> => (a.name ? [[a.name, a.baseUrl]] : []));
}

/**
 * The indexes of the sources that claim `url`: only MCP sources on the reserved origin, only the others elsewhere.
 * More than one means the URL is shared and belongs to none of them.
 */
export function claimants(url: string, apis: readonly SandboxApi[]): number[] {
  const mcp = onMcpOrigin(url);
  return apis.flatMap((a, i) => (Boolean(a.tools) === mcp && checkAllowed(url, a.allowlist).ok ? [i] : []));
}

/** The removed API whose servers `url` is on, when no loaded API allows it. */
function removedApiOf(url: string, removed: readonly RemovedApi[]): RemovedApi | undefined {
  return removed.find((r) => checkAllowed(url, r.allowlist).ok);
}

/** The gate with approval questions that name the API. */
function namedGate(gate: RequestGate | undefined, name: string | undefined): RequestGate | undefined {
  if (!gate?.approve || name === undefined) return gate;
  const approve = gate.approve;
  return { ...gate, approve: (req: ApprovalRequest, signal: AbortSignal) => approve({ ...req, api: name }, signal) };
}

/** A bare tool name (`https://mcp.invalid/<tool>`): the URL of the one MCP source that has the tool, or why not. */
export function resolveBareTool(url: string, apis: readonly SandboxApi[], removed: readonly RemovedApi[] = []): { url: string } | { error: string } | null {
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

/** The log entry of a request refused before any source's broker saw it. */
const refusedLog = (req: BrokerRequest, reason: string): RequestLogEntry => ({
  method: String(req.method).toUpperCase().slice(0, 16), url: String(req.url), status: null, ms: 0, bytes: 0, allowed: false, reason,
});

/** No source can take the call: answered as an unknown tool, so Python raises ToolError with the reason. */
function bareRefused(req: BrokerRequest, error: string): { reply: BrokerReply; log: RequestLogEntry } {
  const log: RequestLogEntry = { ...refusedLog(req, error), source: 'mcp' };
  const reply: BrokerReply = {
    ok: true, status: 404, statusText: 'Unknown tool', url: String(req.url),
    headers: [['content-type', 'text/plain; charset=utf-8'], [MCP_RESULT_HEADER, 'unknown-tool']], body: new TextEncoder().encode(error),
  };
  return { reply, log };
}

const neverFetch: typeof fetch = () => Promise.reject(new Error('no API allows this request'));

const named = (log: RequestLogEntry, name: string | undefined): RequestLogEntry => (name === undefined ? log : { ...log, api: name });

function removedReply(req: BrokerRequest, api: RemovedApi, allowlist: AllowEntry[]) {
  const error = `Request blocked: the API ${api.name} was removed from this page, so its servers are no longer allowed ` +
    `(${String(req.method).toUpperCase().slice(0, 16)} ${String(req.url).slice(0, 200)}). Allowed base URLs: ${describeAllowlist(allowlist)}`;
  const log = refusedLog(req, error);
  return { reply: { ok: false as const, kind: 'denied' as const, error }, log };
}

function sharedReply(req: BrokerRequest, names: readonly string[]) {
  const target = `${String(req.method).toUpperCase().slice(0, 16)} ${String(req.url).slice(0, 200)}`;
  const error = `Request blocked: ${target} is on a server that several loaded sources declare (${names.join(', ')}), so ` +
    'whose credentials and settings apply is not clear, and nothing was sent. Remove all but one of them, or choose ' +
    'another server for the others in their settings.';
  const log = refusedLog(req, error);
  return { reply: { ok: false as const, kind: 'denied' as const, error }, log };
}

/**
 * The broker of a run: the sandbox's only way to the network (classic mode uses it too). Checks the allowlist on the
 * parsed URL, adds the credentials of the API the request belongs to (never another's), fetches with
 * redirect:'error', size caps and a timeout. Never throws: denials and failures are `{ ok: false }` replies.
 */
export function createBroker(given: SandboxConfig | OneApiConfig, deps: BrokerDeps = {}): Broker {
  const config = asRun(given);
  const apis = apisOf(config);
  const inner = sourcesBroker(config, apis, deps);
  return {
    async request(req, signal) {
      const bare = resolveBareTool(String(req.url), apis, config.removed);
      if (bare && 'error' in bare) return bareRefused(req, bare.error);
      return inner.request(bare ? { ...req, url: bare.url } : req, signal);
    },
  };
}

function sourcesBroker(config: SandboxConfig, apis: SandboxApi[], deps: BrokerDeps): Broker {
  // With one API nothing needs telling apart: today's broker, and approvals and log entries name no API.
  const several = apis.length > 1;
  const brokers = apis.map((api) => {
    const name = several ? api.name : undefined;
    return { name, broker: createApiBroker({ ...api, requests: namedGate(config.requests, name), ...(config.limits ? { limits: config.limits } : {}) }, deps) };
  });
  if (brokers.length === 1 && brokers[0] && !config.removed?.length) return brokers[0].broker;
  const union = apis.flatMap((a) => a.allowlist);
  // Asked only about URLs no API allows: it refuses them with the usual reasons, and could send nothing anyway.
  const refusing = createApiBroker({ allowlist: union, baseUrl: '', requests: config.requests }, { ...deps, fetch: neverFetch });
  return {
    async request(req, signal) {
      const claimed = claimants(String(req.url), apis);
      if (claimed.length > 1) return sharedReply(req, claimed.map((i) => apis[i]?.name ?? apis[i]?.baseUrl ?? '?'));
      const chosen = claimed[0] === undefined ? undefined : brokers[claimed[0]];
      if (chosen) {
        const out = await chosen.broker.request(req, signal);
        return { reply: out.reply, log: named(out.log, chosen.name) };
      }
      const removed = removedApiOf(String(req.url), config.removed ?? []);
      if (removed) return removedReply(req, removed, union);
      return refusing.request(req, signal);
    },
  };
}
