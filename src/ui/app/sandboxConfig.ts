// The run environment and the sandbox config built from it: one function for the playground, chat, compare and the
// explorer's tool calls, so a setting cannot reach one surface and be forgotten in another (runEnvironment.test.ts).
import type { AllowEntry, ApiPackage, MockHook, ProxySettings, RemovedApi, RequestGate, SandboxApi, SandboxConfig, TargetAuth } from '../../sandbox';
import type { SourceLine } from '../../core/sources';
import type { LoadedSummary } from '../workers/catalogProtocol';

/** An MCP source's tool calls as the sandbox gets them (the broker makes each request to it a tool call). */
export type ToolHook = NonNullable<SandboxApi['tools']>;

/** How requests are sent, the same for playground, chat and compare. */
export interface NetworkOptions {
  /** The request policy and its approval questions. */
  requests: RequestGate;
  /** Mock mode's hook; null = the live API. */
  mock: MockHook | null;
  /** The opt-in CORS proxy for live requests; null = direct. */
  proxy: ProxySettings | null;
}

/** Where mock mode sends requests: the servers in use when there are any (chosen by the user or the spec's), else the reserved mock origin. */
export function mockServers(summary: LoadedSummary): { allowlist: AllowEntry[]; baseUrl: string } {
  const first = summary.servers[0];
  return first && summary.allowlist.length > 0 ? { allowlist: summary.allowlist, baseUrl: first.url } : summary.mock;
}

/** One more API loaded beside the first: its spec with the user's servers, credentials, mock hook and proxy. */
export interface ApiEnvironment {
  name: string;
  summary: LoadedSummary;
  targetAuth: TargetAuth;
  /** Mock mode's hook for this API; null = live. */
  mock: MockHook | null;
  /** The CORS proxy when this API's proxy toggle is on; null = direct. */
  proxy: ProxySettings | null;
  /** An MCP server: its tool calls go to the page's connection (no credentials, mock or proxy here). */
  tools?: ToolHook;
  /** An MCP server: the URL it was connected at, for people (code reaches it only through `tools`). */
  mcpUrl?: string;
}

/** What every surface that runs code sends its requests with; useApp builds it once. */
export interface RunEnvironment {
  /** The spec with the user's servers: the allowlist and BASE_URL. */
  summary: LoadedSummary | null;
  /** Target-API credentials, for the servers the user confirmed. */
  targetAuth: TargetAuth;
  /** Request policy, mock mode and proxy. */
  network: NetworkOptions;
  /** The first API's short name (Python's `BASE_URLS` key). */
  name?: string;
  /** The first API is an MCP server: its tool calls (mock mode and credentials do not apply). */
  tools?: ToolHook;
  /** The first API is an MCP server: the URL it was connected at, for people. */
  mcpUrl?: string;
  /** The APIs loaded beside the first, in order. */
  others?: readonly ApiEnvironment[];
  /** APIs the user removed: refused by name. */
  removed?: readonly RemovedApi[];
  /** The loaded APIs' generated Python packages, mounted at /apis in a run that names them. */
  packages?: () => Promise<ApiPackage[]>;
  /** The user's run time limit in ms (the sandbox clamps it to LIMITS.runTimeoutMs' range); unset = the default. */
  timeoutMs?: number;
  /** The user's cap on an MCP tool call that keeps reporting progress, in ms (LIMITS.mcpToolCapMs' range). */
  toolCapMs?: number;
}

/**
 * One API as the sandbox sees it: mock mode gets mockServers' allowlist and base URL, no credentials, no proxy; an MCP
 * server its synthetic server and its tools, nothing else (its credential stays in the page's connection).
 */
function sandboxApi(name: string | undefined, summary: LoadedSummary, auth: TargetAuth, mock: MockHook | null, proxy: ProxySettings | null, tools?: ToolHook): SandboxApi {
  const named = name !== undefined ? { name } : {};
  if (tools) return { ...named, allowlist: summary.allowlist, baseUrl: summary.servers[0]?.url ?? '', tools };
  if (mock) return { ...named, ...mockServers(summary), mock };
  return { ...named, allowlist: summary.allowlist, baseUrl: summary.servers[0]?.url ?? '', auth, ...(proxy ? { proxy } : {}) };
}

/**
 * The sandbox config of `env`; `gate` is a run's own approval scope in place of the page's policy gate.
 * Without a spec the sandbox has no network: an empty allowlist and no base URL. Mock mode: mockServers' allowlist
 * and base URL, no credentials, answers from the spec. Several APIs: `apis` lists them, the first mirrored on top.
 */
export function sandboxConfigFor(env: RunEnvironment, gate: RequestGate = env.network.requests): SandboxConfig {
  const { summary, targetAuth: auth, network: net } = env;
  const first: SandboxApi = summary ? sandboxApi(env.name, summary, auth, net.mock, net.proxy, env.tools) : { allowlist: [], baseUrl: '', auth };
  const others = summary ? (env.others ?? []).map((o) => sandboxApi(o.name, o.summary, o.targetAuth, o.mock, o.proxy, o.tools)) : [];
  return {
    ...first, requests: gate,
    ...(others.length > 0 ? { apis: [first, ...others] } : {}),
    ...(env.removed && env.removed.length > 0 ? { removed: [...env.removed] } : {}),
    ...(summary && env.packages ? { packages: env.packages } : {}),
    ...(env.timeoutMs !== undefined ? { limits: { timeoutMs: env.timeoutMs } } : {}),
    ...(env.toolCapMs !== undefined ? { toolCapMs: env.toolCapMs } : {}),
  };
}

/** Whether an MCP server is among the run environment's sources (its tool-call settings apply). */
export const hasMcp = (env: RunEnvironment): boolean => env.tools !== undefined || (env.others ?? []).some((o) => o.tools !== undefined);

/** The system prompt's list of APIs when several are loaded (short name, title, chosen base URL, description); else undefined. */
export function apiLines(env: RunEnvironment): SourceLine[] | undefined {
  if (!env.summary || !env.others || env.others.length === 0) return undefined;
  const line = (shortName: string, s: LoadedSummary): SourceLine => ({
    shortName, title: s.title, baseUrl: s.servers[0]?.url ?? '', ...(s.description ? { about: s.description } : {}),
  });
  return [line(env.name ?? '', env.summary), ...env.others.map((o) => line(o.name, o.summary))];
}

/** The allowlist as base URLs, for people and the model ("https://api.example.com/v1"). */
export function allowedBases(allowlist: readonly AllowEntry[]): string[] {
  return allowlist.map((a) => `${a.origin}${a.pathPrefix === '/' ? '' : a.pathPrefix}`);
}
