// The run environment and the sandbox config built from it: one function for the playground, chat, compare and the
// explorer's tool calls, so a setting cannot reach one surface and be forgotten in another (runEnvironment.test.ts).
import type { AllowEntry, ApiPackage, MockHook, ProxySettings, RemovedApi, RequestGate, SandboxApi, SandboxConfig, TargetAuth } from '../../sandbox';
import type { SourceLine } from '../../core/sources';
import type { LoadedSummary } from '../workers/catalogProtocol';

/** An MCP source's tool calls as the sandbox gets them (the broker makes each request to it a tool call). */
export type ToolHook = NonNullable<SandboxApi['tools']>;

/** Where mock mode sends requests: the servers in use when there are any (chosen by the user or the spec's), else the reserved mock origin. */
export function mockServers(summary: LoadedSummary): { allowlist: AllowEntry[]; baseUrl: string } {
  const first = summary.servers[0];
  return first && summary.allowlist.length > 0 ? { allowlist: summary.allowlist, baseUrl: first.url } : summary.mock;
}

/** One loaded source as every run reaches it: its spec with the user's servers, credentials, mock hook and proxy. */
export interface ApiEnvironment {
  /** Its short name (Python's `BASE_URLS` key). */
  name: string;
  summary: LoadedSummary;
  targetAuth: TargetAuth;
  /** Mock mode's hook for this API; null = live. */
  mock: MockHook | null;
  /** The CORS proxy when it applies to this API; null = direct. */
  proxy: ProxySettings | null;
  /** An MCP server: its tool calls go to the page's connection (no credentials, mock or proxy here). */
  tools?: ToolHook;
  /** An MCP server: the URL it was connected at, for people (code reaches it only through `tools`). */
  mcpUrl?: string;
}

/** What every surface that runs code sends its requests with; useApp builds it once. */
export interface RunEnvironment {
  /** The loaded sources in order (the first gives `BASE_URL`); none before a spec is loaded. */
  sources: readonly ApiEnvironment[];
  /** The request policy and its approval questions. */
  requests: RequestGate;
  /** APIs the user removed: refused by name. */
  removed?: readonly RemovedApi[];
  /** The loaded APIs' generated Python packages, mounted at /apis in a run that names them. */
  packages?: () => Promise<ApiPackage[]>;
  /** The user's run time limit in ms (the sandbox clamps it to LIMITS.runTimeoutMs' range); unset = the default. */
  timeoutMs?: number;
  /** The user's cap on an MCP tool call that keeps reporting progress, in ms (LIMITS.mcpToolCapMs' range). */
  toolCapMs?: number;
}

/** The spec of the source that gives `BASE_URL` (the header's title, chat's spec title), or null before one is loaded. */
export const firstSummary = (env: Pick<RunEnvironment, 'sources'>): LoadedSummary | null => env.sources[0]?.summary ?? null;

/**
 * One API as the sandbox sees it: mock mode gets mockServers' allowlist and base URL, no credentials, no proxy; an MCP
 * server its synthetic server and its tools, nothing else (its credential stays in the page's connection).
 */
function sandboxApi({ name, summary, targetAuth: auth, mock, proxy, tools }: ApiEnvironment): SandboxApi {
  if (tools) return { name, allowlist: summary.allowlist, baseUrl: summary.servers[0]?.url ?? '', tools };
  if (mock) return { name, ...mockServers(summary), mock };
  return { name, allowlist: summary.allowlist, baseUrl: summary.servers[0]?.url ?? '', auth, ...(proxy ? { proxy } : {}) };
}

/**
 * The sandbox config of `env`; `gate` is a run's own approval scope in place of the page's policy gate.
 * Without a spec the sandbox has no network: no sources.
 */
export function sandboxConfigFor(env: RunEnvironment, gate: RequestGate = env.requests): SandboxConfig {
  const apis = env.sources.map(sandboxApi);
  return {
    apis, requests: gate,
    ...(env.removed && env.removed.length > 0 ? { removed: [...env.removed] } : {}),
    ...(apis.length > 0 && env.packages ? { packages: env.packages } : {}),
    ...(env.timeoutMs !== undefined ? { limits: { timeoutMs: env.timeoutMs } } : {}),
    ...(env.toolCapMs !== undefined ? { toolCapMs: env.toolCapMs } : {}),
  };
}

/** Whether an MCP server is among the run environment's sources (its tool-call settings apply). */
export const hasMcp = (env: RunEnvironment): boolean => env.sources.some((s) => s.tools !== undefined);

/** The system prompt's list of APIs when several are loaded (short name, title, chosen base URL, description); else undefined. */
export function apiLines(env: RunEnvironment): SourceLine[] | undefined {
  if (env.sources.length < 2) return undefined;
  return env.sources.map(({ name: shortName, summary: s }): SourceLine => ({
    shortName, title: s.title, baseUrl: s.servers[0]?.url ?? '', ...(s.description ? { about: s.description } : {}),
  }));
}

/** The allowlist as base URLs, for people and the model ("https://api.example.com/v1"). */
export function allowedBases(allowlist: readonly AllowEntry[]): string[] {
  return allowlist.map((a) => `${a.origin}${a.pathPrefix === '/' ? '' : a.pathPrefix}`);
}
