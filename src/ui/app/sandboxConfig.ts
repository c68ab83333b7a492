// The sandbox's config for the loaded spec: its allowlist, its first server as BASE_URL, the target-API credentials.
import type { AllowEntry, SandboxConfig, TargetAuth } from '../../sandbox';
import type { LoadedSummary } from '../workers/catalogProtocol';

/** Without a spec the sandbox has no network: an empty allowlist and no base URL. */
export function sandboxConfigFor(summary: LoadedSummary | null, auth: TargetAuth): SandboxConfig {
  return { allowlist: summary?.allowlist ?? [], baseUrl: summary?.servers[0]?.url ?? '', auth };
}

/** The allowlist as base URLs, for people and the model ("https://api.example.com/v1"). */
export function allowedBases(allowlist: readonly AllowEntry[]): string[] {
  return allowlist.map((a) => `${a.origin}${a.pathPrefix === '/' ? '' : a.pathPrefix}`);
}
