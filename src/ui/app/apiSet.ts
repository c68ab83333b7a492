// The APIs loaded beside the first one: each keeps its own server choice, credentials, mock and proxy toggles. The
// first API keeps today's single-spec state (useSpec, useServerChoice, …); this is only what more APIs add.
import { effectiveServers, matchDeclaredServer, NO_SERVER_CHOICE, type AllowEntry, type ServerChoice } from '../../core/openapi';
import { shortNameProblem } from '../../core/sources';
import type { MockHook, ProxySettings, RemovedApi } from '../../sandbox';
import type { CatalogClient } from '../hooks/useCatalog';
import type { ActiveSource, LoadedSummary } from '../workers/catalogProtocol';
import { mockServers, type ApiEnvironment, type ToolHook } from './sandboxConfig';
import { credentialFields, credentialServers, toTargetAuth, type Credentials } from './targetAuth';

export interface ExtraApi {
  /** The catalog worker's id of the loaded source. */
  id: string;
  shortName: string;
  /** The spec as loaded (its declared servers). */
  summary: LoadedSummary;
  choice: ServerChoice;
  credentials: Credentials;
  mock: boolean;
  proxy: boolean;
  /** An MCP server (its synthetic spec): the URL it was connected at and its tool calls. */
  mcp?: McpSourceRef;
}

/** What the set keeps of an MCP source; the connection itself (and its credential) stays in useMcpSources. */
export interface McpSourceRef {
  url: string;
  tools: ToolHook;
}

/** The first API as the set needs it: its worker id and short name (null until useSpec has loaded one). */
export interface FirstApi {
  id: string;
  shortName: string;
}

/** A newly added API: the link's server for it when its spec declares that server, else the spec's defaults. */
export function newExtraApi(id: string, shortName: string, summary: LoadedSummary, linkServer?: string, mcp?: McpSourceRef): ExtraApi {
  if (mcp) return { id, shortName, summary, choice: NO_SERVER_CHOICE, credentials: {}, mock: false, proxy: false, mcp };
  const match = linkServer ? matchDeclaredServer(summary.servers, linkServer) : null;
  const choice: ServerChoice = match ? { selected: match.selected, values: match.values ? { [match.selected]: match.values } : {}, added: [] } : NO_SERVER_CHOICE;
  return { id, shortName, summary, choice, credentials: {}, mock: false, proxy: false };
}

/** The spec with the user's servers: the allowlist and BASE_URLS entry follow the choice. */
export function chosenSummary(api: ExtraApi): LoadedSummary {
  if (api.choice === NO_SERVER_CHOICE) return api.summary;
  const effective = effectiveServers(api.summary.servers, api.choice);
  return { ...api.summary, servers: effective.servers, allowlist: effective.allowlist };
}

/** What the sandbox gets for one more API: credentials for its document-level servers, its mock hook, its proxy. */
export function extraEnvironment(api: ExtraApi, catalog: CatalogClient | null, proxy: ProxySettings | null): ApiEnvironment {
  if (api.mcp) return { name: api.shortName, summary: api.summary, targetAuth: {}, mock: null, proxy: null, tools: api.mcp.tools, mcpUrl: api.mcp.url };
  const summary = chosenSummary(api);
  const servers = credentialServers(summary.servers, {});
  const targetAuth = toTargetAuth(summary.securitySchemes, api.credentials, servers);
  const mockAllow = mockServers(summary).allowlist;
  const mock: MockHook | null = api.mock && catalog ? (req) => catalog.mockResponse(req, mockAllow, api.id) : null;
  return { name: api.shortName, summary, targetAuth, mock, proxy: api.proxy ? proxy : null };
}

/** The worker's active set: the first API, then the others in order. */
export function activeSources(first: FirstApi | null, extras: readonly ExtraApi[]): ActiveSource[] {
  return [...(first ? [first] : []), ...extras.map((e) => ({ id: e.id, shortName: e.shortName }))];
}

/** Why `name` cannot be the new short name of the API `id`, or null. */
export function renameProblem(id: string, name: string, first: FirstApi | null, extras: readonly ExtraApi[]): string | null {
  return shortNameProblem(name, activeSources(first, extras).filter((a) => a.id !== id).map((a) => a.shortName));
}

/** A removed API as the broker remembers it: its name and every server it could reach (declared and chosen). */
export function removedApi(name: string, allowlist: readonly AllowEntry[]): RemovedApi {
  return { name, allowlist: [...allowlist] };
}

/** `list` with `gone` recorded: a name removed again keeps one entry, its latest servers. */
export function withRemoved(list: readonly RemovedApi[], gone: RemovedApi): RemovedApi[] {
  return [...list.filter((r) => r.name !== gone.name), gone];
}

/** The first API removed: the next one becomes the first (its own state carried over), the rest stay in order. */
export interface Promotion {
  next: ExtraApi;
  rest: ExtraApi[];
  /** The removed first API, refused by name to later runs. */
  gone: RemovedApi;
}

/** Null with no other API loaded: the only API cannot be removed. `allowlist`: the first's, declared and chosen. */
export function promotion(firstName: string, allowlist: readonly AllowEntry[], extras: readonly ExtraApi[]): Promotion | null {
  const [next, ...rest] = extras;
  return next ? { next, rest, gone: removedApi(firstName, allowlist) } : null;
}

/** What the first API cannot keep of the promoted one's state, said to the user; null when all of it carries over. */
export function promotionNote(next: ExtraApi, proxyOn: boolean): string | null {
  // The first API has no proxy toggle of its own: the request settings' proxy applies to it whenever it is on.
  if (next.mcp || next.proxy || !proxyOn) return null;
  return `${next.shortName} is now the first API, so its live requests go through the CORS proxy (it was off for it). ` +
    'Turn the proxy off in the request settings to send them directly.';
}

/** Whether an API has credential fields to fill (its settings then show them). */
export const hasCredentialFields = (api: ExtraApi): boolean => credentialFields(api.summary.securitySchemes).length > 0;

/** The link's fields for the further APIs: their spec URLs in order, and servers chosen other than the spec's first. */
export function linkedApis(extras: readonly ExtraApi[]): { moreSpecs: string[] | null; apiServers: Record<string, string> | null } {
  const moreSpecs = extras.flatMap((e) => (e.summary.url ? [e.summary.url] : []));
  const servers = extras.flatMap((e): Array<[string, string]> => {
    const chosen = chosenSummary(e).servers[0]?.url;
    return e.summary.url && chosen && chosen !== e.summary.servers[0]?.url ? [[e.shortName, chosen]] : [];
  });
  return { moreSpecs: moreSpecs.length > 0 ? moreSpecs : null, apiServers: servers.length > 0 ? Object.fromEntries(servers) : null };
}
