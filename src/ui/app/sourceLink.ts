// The one place the loaded sources reach the link: `spec=` (repeated for the further APIs), `server=` and
// `server.<short name>=`, `mcp=`. It follows the source-set store and writes through a LinkPort (every write replaces
// the history entry); hooks only read the link, and say when a link's own sources are still being opened.
import { effectiveServers } from '../../core/openapi';
import { sourceKind } from '../../core/sources';
import { uiSourceKind } from './kinds';
import { linkedApis, type SourceEntry } from './apiSet';
import { firstApiServer, patchLink, type LinkPatch, type LinkState } from './link';
import { SpecLinkSync } from './specLinkSync';
import type { SourceSetState, SourceSetStore } from './sourceSetStore';

/** The page's link as SourceLink sees it. */
export interface LinkPort {
  read: () => LinkState;
  /** Merges `patch` into the link, in place of the current history entry. */
  write: (patch: LinkPatch) => void;
  /** Calls back when the link changed from outside (back/forward); returns how to stop. */
  listen: (changed: () => void) => () => void;
}

/** What a link opens beside its first spec, by its hook: until released, the link keeps its own list of them. */
export type LinkHold = 'specs' | 'mcp';

type Cause = 'store' | 'hold' | 'outside';

/** BASE_URL as the link names it: none when it is the spec's own first server. */
function chosenServer(entry: SourceEntry): string | null {
  const first = effectiveServers(entry.summary.servers, entry.settings.choice).servers[0]?.url ?? null;
  return first === (entry.summary.servers[0]?.url ?? null) ? null : first;
}

/** What the link key `key` carries for the set, in its order, each value as its kind writes it. */
const listedUnder = (entries: readonly SourceEntry[], key: string): string =>
  entries.flatMap((e) => {
    const value = sourceKind(e.kind).link.key === key ? uiSourceKind(e.kind).linkValue?.(e) : undefined;
    return value === undefined ? [] : [value];
  }).join('\n');

export class SourceLink {
  private readonly spec = new SpecLinkSync();
  private readonly held = new Set<LinkHold>();
  /** The whole-set load the page asked for last (null: none waiting): its URL is what `spec=` gets. */
  private request: { url: string | null; fromLink: boolean } | null = null;
  private seen: SourceSetState;
  /** `server=` follows the first source's choice: once the user edits it, or at once for a source that became first by a removal. */
  private following = false;
  /** The `mcp=` list last written (null: write it at the next chance). */
  private mcpWritten: string | null = null;

  constructor(private readonly store: SourceSetStore, private readonly link: LinkPort) {
    this.seen = store.getSnapshot();
    const opened = link.read();
    if (opened.moreSpecs) this.held.add('specs');
    if (opened.mcp) this.held.add('mcp');
  }

  /** Follows the store and the link's outside changes until the returned function is called. */
  start(): () => void {
    const unsubscribe = this.store.subscribe(() => this.sync('store'));
    const unlisten = this.link.listen(() => this.sync('outside'));
    return () => {
      unsubscribe();
      unlisten();
    };
  }

  /** The page starts loading a spec as the whole set (`url` null: a file or pasted text); its success sets `spec=`. */
  loading(url: string | null, fromLinkItself: boolean): void {
    this.spec.start(url);
    this.request = { url, fromLink: fromLinkItself };
  }

  /** The link names this spec and the page neither asked for it nor wrote it (a shared link, back/forward): load it? */
  needsLoad(param: string | undefined): param is string {
    return this.spec.needsLoad(param);
  }

  /** A hook is still opening the link's further specs or MCP servers (on), or is done (off). */
  hold(what: LinkHold, on: boolean): void {
    if (this.held.has(what) === on) return;
    if (on) this.held.add(what);
    else this.held.delete(what);
    this.mcpWritten = null;
    this.sync('hold');
  }

  /** A server signed in to before it is connected goes into the link now: a tab that leaves comes back with it. */
  keepForSignIn(server: string): void {
    const { mcp } = this.link.read();
    this.link.write({ mcp: [...(mcp ?? []).filter((u) => u !== server), server] });
  }

  private sync(cause: Cause): void {
    const now = this.store.getSnapshot();
    const patch: LinkPatch = cause === 'store' ? this.firstChanged(this.seen, now) : {};
    if (cause === 'store') this.seen = now;
    Object.assign(patch, this.server(now.entries[0], patchLink(this.link.read(), patch)));
    if (cause !== 'outside') Object.assign(patch, this.further(now.entries));
    if (Object.keys(patch).length > 0) this.link.write(patch);
  }

  /** A whole-set load gives `spec=` the URL asked for; entry 0 removed gives it the next source's, and the rest follow. */
  private firstChanged(before: SourceSetState, now: SourceSetState): LinkPatch {
    const first = now.entries[0];
    if (now.generation !== before.generation) {
      this.following = false;
      const request = this.request;
      this.request = null;
      // A source of a kind that does not lead the link (an MCP server) loaded as the whole set leaves `spec=` as it is.
      if (!request || !first || !sourceKind(first.kind).link.leads) return {};
      this.spec.wrote(request.url);
      return request.fromLink ? { spec: request.url } : { spec: request.url, server: null, apiServers: null };
    }
    if (now.firstLoad !== before.firstLoad) {
      this.following = true;
      if (!first) return {};
      const specUrl = first.summary.url ?? null;
      this.spec.wrote(specUrl);
      return { spec: specUrl, ...linkedApis(now.entries.slice(1)) };
    }
    const [was, is] = [before.entries[0]?.settings, first?.settings];
    // Only the server picker changes the first source's choice in place.
    if (was && is && (was.choice !== is.choice || was.pending !== is.pending)) this.following = true;
    return {};
  }

  /** `server=` names the first source's BASE_URL when it is not its spec's first; a link's `server.<its name>` becomes `server=`. */
  private server(first: SourceEntry | undefined, link: LinkState): LinkPatch {
    if (!first) return {};
    const linkServer = firstApiServer(link, first.shortName);
    if (!this.following) return link.server === undefined && linkServer !== undefined ? { server: linkServer } : {};
    if (first.settings.pending !== null) return {};
    const chosen = chosenServer(first);
    return (linkServer ?? null) !== chosen ? { server: chosen } : {};
  }

  /** The further specs and their servers, and the MCP servers in the set's order, once the link's own are open. */
  private further(entries: readonly SourceEntry[]): LinkPatch {
    if (this.held.has('specs')) return {};
    // Not before a spec has loaded: until then the link's `server.<short name>` may still name the first API's server.
    const patch: LinkPatch = entries.length > 0 ? linkedApis(entries.slice(1)) : {};
    const mcp = listedUnder(entries, 'mcp');
    if (this.held.has('mcp') || mcp === this.mcpWritten) return patch;
    this.mcpWritten = mcp;
    return { ...patch, mcp: mcp === '' ? null : mcp.split('\n') };
  }
}
