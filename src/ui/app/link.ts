// What a link to this page may carry, in one place: the page's query string is read and written only through this
// schema. Its keys are the whole allowlist: an LLM key, target-API credentials, approvals or proxy settings have no
// key here, so no code path can put them in a URL (link.test.ts feeds secrets into every other field and checks).
import type { AgentMode } from '../../core/agent';
import { isAgentMode } from '../../core/modes';
import { checkServerUrl } from '../../core/openapi';
import { sourceKind, sourceKinds, type SourceKindDef } from '../../core/sources';

export { linkableMcpUrl } from '../../core/sources';

/** The app's views; a link may name one. */
export type ViewId = 'explorer' | 'playground' | 'chat' | 'compare';

const VIEWS: Record<ViewId, true> = { explorer: true, playground: true, chat: true, compare: true };

const isView = (v: string): v is ViewId => Object.hasOwn(VIEWS, v);

/** Each key a link may carry, in link order, with how its value is read (undefined: left out). */
const SCHEMA = {
  view: (v: string): ViewId | undefined => (isView(v) ? v : undefined),
  /** The spec's URL (only specs loaded from a URL can be linked): the leading kind's key (core/sources/openapi/kind.ts). */
  spec: (v: string): string | undefined => leadingKind().link.read(v),
  /** Playground code: base64url of its UTF-8 text (codeParam.ts), kept encoded so a broken link can be reported. */
  code: (v: string): string => v,
  /** Chat / compare prompt. */
  prompt: (v: string): string => v,
  /** A mode of the modes registry (core/modes). */
  mode: (v: string): AgentMode | undefined => (isAgentMode(v) ? v : undefined),
  /** The server chosen as BASE_URL: http(s), no userinfo, no query; one the spec does not declare waits for the user. */
  server: (v: string): string | undefined => {
    const checked = checkServerUrl(v);
    return checked.ok ? checked.url : undefined;
  },
  /** The operation open in the explorer (its name), a deep link like Swagger UI's. */
  op: (v: string): string => v,
  /** An exported compare report to open read-only (http(s) URL of its JSON): no key, no run. */
  report: (v: string): string | undefined => (/^https?:\/\//i.test(v) ? v : undefined),
};

export type LinkKey = keyof typeof SCHEMA;

/** The kind whose link key leads (`spec=`): the first source and the server choices are its. */
function leadingKind(): SourceKindDef {
  const kind = sourceKinds().find((k) => k.link.leads);
  if (!kind) throw new Error('No source kind leads the link.');
  return kind;
}

/** The kinds a link lists by their own repeated key after the leading one's (`mcp=`), in the kinds' registry order. */
const listedKinds = (): SourceKindDef[] => sourceKinds().filter((k) => !k.link.leads);

/** Several APIs: `spec=` repeated opens them in link order; `server.<short name>=` is one API's server choice (the
 *  first API's too, though `server=` wins for it and is what the page writes). */
export interface ApiLinks {
  /** The specs after the first (`spec`), in link order. */
  moreSpecs?: string[];
  /** Server choices by the API's short name, each checked like `server`. */
  apiServers?: Record<string, string>;
}

/** The listed kinds' sources under each kind's link key, in link order, each value as its kind reads it; a kind
 *  registered later (a test's) is under its own key the same way. */
export interface KindLinks {
  /** MCP servers (`mcp=` repeated, with or without a spec), connected in link order (core/sources/mcp/kind.ts). */
  mcp?: string[];
}

export type LinkState = { [K in LinkKey]?: NonNullable<ReturnType<(typeof SCHEMA)[K]>> } & ApiLinks & KindLinks;
/** A change to a link: a value sets its key; null, undefined or '' (or an empty list) removes it. */
export type LinkPatch = { [K in LinkKey]?: LinkState[K] | null } & { [K in keyof (ApiLinks & KindLinks)]?: (ApiLinks & KindLinks)[K] | null };

type Lists = Readonly<Record<string, readonly unknown[] | null | undefined>>;

/** A listed kind's sources in `state` (`kindLinks(state, 'mcp')` is `state.mcp`), in link order. */
export const kindLinks = (state: LinkState | LinkPatch, key: string): string[] => ((state as Lists)[key] ?? []).filter((v) => typeof v === 'string');

export const LINK_KEYS = Object.keys(SCHEMA) as LinkKey[];

/** `server.<short name>`: the name as core/sources' SHORT_NAME_PATTERN allows it. */
const API_SERVER_KEY = /^server\.([a-z_][a-z0-9_]{0,47})$/;

/** How many of a listed kind's entries in a query a link may not carry (for `mcp=`: a user name, password, query or fragment): they are dropped. */
export function droppedLinks(search: string, kindId: string): number {
  const { link } = sourceKind(kindId);
  return new URLSearchParams(search).getAll(link.key).filter((u) => link.read(u) === undefined).length;
}

export const droppedMcpLinks = (search: string): number => droppedLinks(search, 'mcp');

/** Each listed kind's values that a link may carry, as its kind reads them (`read(key)`: the kind's raw values). */
function kindLists(read: (key: string) => readonly unknown[] | null | undefined): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const { link } of listedKinds()) {
    const list = (read(link.key) ?? []).flatMap((v) => (typeof v === 'string' ? [link.read(v)].filter((r) => r !== undefined) : []));
    if (list.length > 0) lists[link.key] = list;
  }
  return lists;
}

function readApiLinks(params: URLSearchParams): ApiLinks {
  const moreSpecs = params.getAll('spec').slice(1).filter((s) => s !== '');
  const apiServers: Record<string, string> = {};
  for (const [key, value] of params) {
    const name = API_SERVER_KEY.exec(key)?.[1];
    const server = name !== undefined && value !== '' ? SCHEMA.server(value) : undefined;
    if (name !== undefined && server !== undefined) apiServers[name] = server;
  }
  return { ...(moreSpecs.length > 0 ? { moreSpecs } : {}), ...(Object.keys(apiServers).length > 0 ? { apiServers } : {}) };
}

/** The further APIs' fields of `patch` over `state`, dropping empty ones and server names that are not short names. */
function patchApiLinks(state: ApiLinks, patch: LinkPatch): ApiLinks {
  const moreSpecs = (Object.hasOwn(patch, 'moreSpecs') ? patch.moreSpecs : state.moreSpecs)?.filter((s) => typeof s === 'string' && s !== '');
  const servers = Object.entries((Object.hasOwn(patch, 'apiServers') ? patch.apiServers : state.apiServers) ?? {})
    .filter(([name, url]) => API_SERVER_KEY.test(`server.${name}`) && typeof url === 'string' && SCHEMA.server(url) !== undefined);
  return {
    ...(moreSpecs && moreSpecs.length > 0 ? { moreSpecs } : {}),
    ...(servers.length > 0 ? { apiServers: Object.fromEntries(servers) } : {}),
  };
}

/** The server a link names for the first API, its short name `firstName`: `server=`, else `server.<firstName>=`. */
export function firstApiServer(state: LinkState, firstName: string | null | undefined): string | undefined {
  return state.server ?? (firstName ? state.apiServers?.[firstName] : undefined);
}

/** Reads a query string (with or without its `?`): allowlisted keys only; an unknown view or mode is left out. */
export function fromLink(search: string): LinkState {
  const params = new URLSearchParams(search);
  const state: Record<string, string> = {};
  for (const key of LINK_KEYS) {
    const raw = params.get(key);
    const value = raw === null || raw === '' ? undefined : SCHEMA[key](raw);
    if (value !== undefined) state[key] = value;
  }
  return { ...state, ...(state.spec !== undefined ? readApiLinks(params) : {}), ...kindLists((key) => params.getAll(key)) };
}

/** The view a link opens: the one it names, else the playground when it carries code (`?spec=…&code=…`), else
 *  Compare when it carries a report. */
export function linkedView(state: LinkState): ViewId | undefined {
  return state.view ?? (state.code ? 'playground' : state.report ? 'compare' : undefined);
}

/** The view this page's own link opens (read once at start, before the app's URL state exists). */
export function pageLinkedView(): ViewId | undefined {
  return linkedView(fromLink(location.search));
}

/** `state` with `patch` applied; only allowlisted keys are read from either. */
export function patchLink(state: LinkState, patch: LinkPatch): LinkState {
  const next: Record<string, string> = {};
  for (const key of LINK_KEYS) {
    const value = Object.hasOwn(patch, key) ? patch[key] : state[key];
    if (value !== null && value !== undefined && value !== '') next[key] = value;
  }
  return { ...next, ...(next.spec !== undefined ? patchApiLinks(state, patch) : {}), ...kindLists((key) => (Object.hasOwn(patch, key) ? (patch as Lists)[key] : (state as Lists)[key])) };
}

/** The query string (no `?`) for `state`: allowlisted keys only, whatever else the object holds. */
export function linkQuery(state: LinkState): string {
  const params = new URLSearchParams();
  for (const key of LINK_KEYS) {
    const value = state[key];
    if (typeof value === 'string' && value !== '') params.set(key, value);
    // The further APIs follow the first's `spec` and `server`, so the link reads in the APIs' order.
    if (key === 'spec' && params.has('spec')) for (const more of patchApiLinks(state, {}).moreSpecs ?? []) params.append('spec', more);
    if (key === 'server' && params.has('spec')) {
      for (const [name, url] of Object.entries(patchApiLinks(state, {}).apiServers ?? {})) params.set(`server.${name}`, url);
    }
  }
  for (const [key, list] of Object.entries(kindLists((key) => (state as Lists)[key]))) for (const value of list) params.append(key, value);
  return params.toString();
}

/** Absolute link: `pageHref`'s origin and path (sub-path deployments keep working), `state` as the whole query, no hash. */
export function toLink(pageHref: string, state: LinkState): string {
  const url = new URL(pageHref);
  url.search = linkQuery(state);
  url.hash = '';
  return url.toString();
}
