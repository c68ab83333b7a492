// What a link to this page may carry, in one place: the page's query string is read and written only through this
// schema. Its keys are the whole allowlist: an LLM key, target-API credentials, approvals or proxy settings have no
// key here, so no code path can put them in a URL (link.test.ts feeds secrets into every other field and checks).
import type { AgentMode } from '../../core/agent';
import { checkServerUrl } from '../../core/openapi';

/** The app's views; a link may name one. */
export type ViewId = 'explorer' | 'playground' | 'chat' | 'compare';

const VIEWS: Record<ViewId, true> = { explorer: true, playground: true, chat: true, compare: true };
const MODES: Record<AgentMode, true> = { code: true, 'code-spec': true, 'code-files': true, classic: true, dual: true, 'tool-search': true, 'tool-search-local': true, programmatic: true };

const isView = (v: string): v is ViewId => Object.hasOwn(VIEWS, v);
const isMode = (v: string): v is AgentMode => Object.hasOwn(MODES, v);

/** Each key a link may carry, in link order, with how its value is read (undefined: left out). */
const SCHEMA = {
  view: (v: string): ViewId | undefined => (isView(v) ? v : undefined),
  /** The spec's URL (only specs loaded from a URL can be linked). */
  spec: (v: string): string => v,
  /** Playground code: base64url of its UTF-8 text (codeParam.ts), kept encoded so a broken link can be reported. */
  code: (v: string): string => v,
  /** Chat / compare prompt. */
  prompt: (v: string): string => v,
  mode: (v: string): AgentMode | undefined => (isMode(v) ? v : undefined),
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
export type LinkState = { [K in LinkKey]?: NonNullable<ReturnType<(typeof SCHEMA)[K]>> };
/** A change to a link: a value sets its key; null, undefined or '' removes it. */
export type LinkPatch = { [K in LinkKey]?: LinkState[K] | null };

export const LINK_KEYS = Object.keys(SCHEMA) as LinkKey[];

/** Reads a query string (with or without its `?`): allowlisted keys only; an unknown view or mode is left out. */
export function fromLink(search: string): LinkState {
  const params = new URLSearchParams(search);
  const state: Record<string, string> = {};
  for (const key of LINK_KEYS) {
    const raw = params.get(key);
    const value = raw === null || raw === '' ? undefined : SCHEMA[key](raw);
    if (value !== undefined) state[key] = value;
  }
  return state;
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
  return next;
}

/** The query string (no `?`) for `state`: allowlisted keys only, whatever else the object holds. */
export function linkQuery(state: LinkState): string {
  const params = new URLSearchParams();
  for (const key of LINK_KEYS) {
    const value = state[key];
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  return params.toString();
}

/** Absolute link: `pageHref`'s origin and path (sub-path deployments keep working), `state` as the whole query, no hash. */
export function toLink(pageHref: string, state: LinkState): string {
  const url = new URL(pageHref);
  url.search = linkQuery(state);
  url.hash = '';
  return url.toString();
}
