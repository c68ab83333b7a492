// What a link to this page may carry, in one place: the page's query string is read and written only through this
// schema. Its keys are the whole allowlist: an LLM key, target-API credentials, approvals or proxy settings have no
// key here, so no code path can put them in a URL (link.test.ts feeds secrets into every other field and checks).
import type { AgentMode } from '../../core/agent';
import { isAgentMode } from '../../core/modes';
import { checkServerUrl } from '../../core/openapi';

/** The app's views; a link may name one. */
export type ViewId = 'explorer' | 'playground' | 'chat' | 'compare';

const VIEWS: Record<ViewId, true> = { explorer: true, playground: true, chat: true, compare: true };

const isView = (v: string): v is ViewId => Object.hasOwn(VIEWS, v);

/** Each key a link may carry, in link order, with how its value is read (undefined: left out). */
const SCHEMA = {
  view: (v: string): ViewId | undefined => (isView(v) ? v : undefined),
  /** The spec's URL (only specs loaded from a URL can be linked). */
  spec: (v: string): string => v,
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

/** Several APIs: `spec=` repeated opens them in link order; `server.<short name>=` is one API's server choice (the
 *  first API's too, though `server=` wins for it and is what the page writes). */
export interface ApiLinks {
  /** The specs after the first (`spec`), in link order. */
  moreSpecs?: string[];
  /** Server choices by the API's short name, each checked like `server`. */
  apiServers?: Record<string, string>;
  /** MCP servers (`mcp=` repeated, with or without a spec), connected in link order; each checked by linkableMcpUrl. */
  mcp?: string[];
}

export type LinkState = { [K in LinkKey]?: NonNullable<ReturnType<(typeof SCHEMA)[K]>> } & ApiLinks;
/** A change to a link: a value sets its key; null, undefined or '' (or an empty list) removes it. */
export type LinkPatch = { [K in LinkKey]?: LinkState[K] | null } & { [K in keyof ApiLinks]?: ApiLinks[K] | null };

export const LINK_KEYS = Object.keys(SCHEMA) as LinkKey[];

/** `server.<short name>`: the name as core/sources' SHORT_NAME_PATTERN allows it. */
const API_SERVER_KEY = /^server\.([a-z_][a-z0-9_]{0,47})$/;

/** An MCP server URL a link may carry: http(s) without user name, password, query or fragment (where keys hide), else undefined. */
export function linkableMcpUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^https?:\/\/[^?#]+$/i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.username || url.password ? undefined : trimmed;
  } catch {
    return undefined;
  }
}

/** How many `mcp=` entries of a query a link may not carry (a user name, password, query or fragment): they are dropped. */
export function droppedMcpLinks(search: string): number {
  return new URLSearchParams(search).getAll('mcp').filter((u) => linkableMcpUrl(u) === undefined).length;
}

const mcpLinks = (list: readonly unknown[] | null | undefined): ApiLinks => {
  const mcp = (list ?? []).flatMap((u) => (typeof u === 'string' && linkableMcpUrl(u) !== undefined ? [u.trim()] : []));
  return mcp.length > 0 ? { mcp } : {};
};

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
  return { ...state, ...(state.spec !== undefined ? readApiLinks(params) : {}), ...mcpLinks(params.getAll('mcp')) };
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
  return { ...next, ...(next.spec !== undefined ? patchApiLinks(state, patch) : {}), ...mcpLinks(Object.hasOwn(patch, 'mcp') ? patch.mcp : state.mcp) };
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
  for (const server of mcpLinks(state.mcp).mcp ?? []) params.append('mcp', server);
  return params.toString();
}

/** Absolute link: `pageHref`'s origin and path (sub-path deployments keep working), `state` as the whole query, no hash. */
export function toLink(pageHref: string, state: LinkState): string {
  const url = new URL(pageHref);
  url.search = linkQuery(state);
  url.hash = '';
  return url.toString();
}
