// The sandbox's config for the loaded spec: its allowlist, its first server as BASE_URL, the target-API credentials.
import type { AllowEntry, MockHook, ProxySettings, RequestGate, SandboxConfig, TargetAuth } from '../../sandbox';
import type { LoadedSummary } from '../workers/catalogProtocol';

/** Without a spec the sandbox has no network: an empty allowlist and no base URL. */
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

/** Mock mode: mockServers' allowlist and base URL, no credentials, answers from the spec. */
export function sandboxConfigFor(summary: LoadedSummary | null, auth: TargetAuth, net: NetworkOptions): SandboxConfig {
  if (summary && net.mock) return { ...mockServers(summary), requests: net.requests, mock: net.mock };
  return {
    allowlist: summary?.allowlist ?? [], baseUrl: summary?.servers[0]?.url ?? '', auth, requests: net.requests,
    ...(net.proxy ? { proxy: net.proxy } : {}),
  };
}

/** The allowlist as base URLs, for people and the model ("https://api.example.com/v1"). */
export function allowedBases(allowlist: readonly AllowEntry[]): string[] {
  return allowlist.map((a) => `${a.origin}${a.pathPrefix === '/' ? '' : a.pathPrefix}`);
}
