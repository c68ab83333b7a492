// The loaded sources as entries of one ordered list: each keeps its own spec, server choice, credentials, mock and
// proxy toggles. Position 0 is only what BASE_URL, the link's `spec=` and the page-wide controls mean by "first".
import { matchDeclaredServer, NO_SERVER_CHOICE } from '../../core/openapi';
import { sourceKind, unionAllowlist } from '../../core/sources';
import type { ProxySettings, RemovedApi } from '../../sandbox';
import type { CatalogWorkerApi, LoadedSummary } from '../workers/catalogProtocol';
import { chosenSummary, uiSourceKind } from './kinds';
import type { ApiEnvironment } from './sandboxConfig';
import type { McpSourceRef, SourceEntry, SourceSettings } from './sourceEntry';

export { chosenSummary };
export type { McpSourceRef, SourceEntry, SourceSettings };

const DEFAULT_SETTINGS: SourceSettings = { choice: NO_SERVER_CHOICE, pending: null, credentials: {}, credentialServers: {}, mock: false, proxy: false };

/** A link's server for a spec: chosen when the spec declares it, else pending until the user confirms it. */
export function linkedServerSettings(summary: LoadedSummary, linkServer: string | undefined, keepPending: boolean): Pick<SourceSettings, 'choice' | 'pending'> {
  if (!linkServer) return { choice: NO_SERVER_CHOICE, pending: null };
  const match = matchDeclaredServer(summary.servers, linkServer);
  if (!match) return { choice: NO_SERVER_CHOICE, pending: keepPending ? linkServer : null };
  return { choice: { selected: match.selected, values: match.values ? { [match.selected]: match.values } : {}, added: [] }, pending: null };
}

/** A newly loaded source. `settings`: what it starts with (a link's server, the remembered mock toggle). */
export function newEntry(id: string, shortName: string, summary: LoadedSummary, settings: Partial<SourceSettings> = {}, mcp?: McpSourceRef): SourceEntry {
  if (mcp) return { id, kind: 'mcp', shortName, summary, settings: DEFAULT_SETTINGS, mcp };
  return { id, kind: 'openapi', shortName, summary, settings: { ...DEFAULT_SETTINGS, ...settings } };
}

/**
 * What the sandbox gets for one source, as its kind says (an API: credentials for the servers they may go to, its mock
 * hook, its proxy; an MCP server: its tool calls). `pageProxy`: the request settings' proxy, which applies to the first
 * source always and to the others by their toggle.
 */
export function entryEnvironment(entry: SourceEntry, first: boolean, catalog: Pick<CatalogWorkerApi, 'mockResponse'> | null, pageProxy: ProxySettings | null): ApiEnvironment {
  return uiSourceKind(entry.kind).environment(entry, first, catalog, pageProxy);
}

/** A removed source as the broker remembers it: its name and every server it could reach (declared and chosen). */
export function removedApi(entry: SourceEntry): RemovedApi {
  return { name: entry.shortName, allowlist: unionAllowlist([entry.summary, chosenSummary(entry)]) };
}

/** `list` with `gone` recorded: a name removed again keeps one entry, its latest servers. */
export function withRemoved(list: readonly RemovedApi[], gone: RemovedApi): RemovedApi[] {
  return [...list.filter((r) => r.name !== gone.name), gone];
}

/** What the new first source cannot keep of its own settings, said to the user; null when all of it carries over. */
export function firstRemovalNote(next: SourceEntry, proxyOn: boolean): string | null {
  // The first API has no proxy toggle of its own: the request settings' proxy applies to it whenever it is on.
  if (!sourceKind(next.kind).settings.includes('proxy') || next.settings.proxy || !proxyOn) return null;
  return `${next.shortName} is now the first API, so its live requests go through the CORS proxy (it was off for it). ` +
    'Turn the proxy off in the request settings to send them directly.';
}

/** The link's fields for the sources after the first: their spec URLs in order, and servers chosen other than the spec's first. */
export function linkedApis(further: readonly SourceEntry[]): { moreSpecs: string[] | null; apiServers: Record<string, string> | null } {
  const moreSpecs = further.flatMap((e) => (e.summary.url ? [e.summary.url] : []));
  const servers = further.flatMap((e): Array<[string, string]> => {
    const chosen = chosenSummary(e).servers[0]?.url;
    return e.summary.url && chosen && chosen !== e.summary.servers[0]?.url ? [[e.shortName, chosen]] : [];
  });
  return { moreSpecs: moreSpecs.length > 0 ? moreSpecs : null, apiServers: servers.length > 0 ? Object.fromEntries(servers) : null };
}
