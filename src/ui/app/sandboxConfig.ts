// The run environment and the sandbox config built from it: one function for the playground, chat, compare and the
// explorer's tool calls, so a setting cannot reach one surface and be forgotten in another (runEnvironment.test.ts).
import type { AllowEntry, ApiPackage, MockHook, ProxySettings, RequestGate, SandboxConfig, TargetAuth } from '../../sandbox';
import type { LoadedSummary } from '../workers/catalogProtocol';

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

/** What every surface that runs code sends its requests with; useApp builds it once. */
export interface RunEnvironment {
  /** The spec with the user's servers: the allowlist and BASE_URL. */
  summary: LoadedSummary | null;
  /** Target-API credentials, for the servers the user confirmed. */
  targetAuth: TargetAuth;
  /** Request policy, mock mode and proxy. */
  network: NetworkOptions;
  /** The loaded API's generated Python package, mounted at /apis in every run. */
  apis?: () => Promise<ApiPackage[]>;
}

/**
 * The sandbox config of `env`; `gate` is a run's own approval scope in place of the page's policy gate.
 * Without a spec the sandbox has no network: an empty allowlist and no base URL. Mock mode: mockServers' allowlist
 * and base URL, no credentials, answers from the spec.
 */
export function sandboxConfigFor(env: RunEnvironment, gate: RequestGate = env.network.requests): SandboxConfig {
  const { summary, targetAuth: auth, network: net } = env;
  const apis = summary && env.apis ? { apis: env.apis } : {};
  if (summary && net.mock) return { ...mockServers(summary), requests: gate, mock: net.mock, ...apis };
  return {
    allowlist: summary?.allowlist ?? [], baseUrl: summary?.servers[0]?.url ?? '', auth, requests: gate,
    ...(net.proxy ? { proxy: net.proxy } : {}), ...apis,
  };
}

/** The allowlist as base URLs, for people and the model ("https://api.example.com/v1"). */
export function allowedBases(allowlist: readonly AllowEntry[]): string[] {
  return allowlist.map((a) => `${a.origin}${a.pathPrefix === '/' ? '' : a.pathPrefix}`);
}
