// The loaded APIs as one set, derived in one place from the run environment every surface runs in (its sources in
// order): every count, list and label that describes "the API" reads it, so none can show the first API's
// figure as the set's. One API loaded: a set of one, and every label reads as it did before there were several.
import { createToolNameMap } from '../../core/sources';
import { versionLabel } from './format';
import { allowedBases, sandboxConfigFor, type RunEnvironment } from './sandboxConfig';

export interface SetApi {
  /** Its short name (Python's `BASE_URLS` key). */
  name: string;
  title: string;
  version: string;
  /** Its operations (an MCP server: its tools), which classic mode sends as tools. */
  operations: number;
  /** An MCP server: the URL it was connected at (its tool calls go there through the page's connection). */
  mcpUrl?: string;
  /** What the sandbox lets code reach for it now (mock mode's servers when on): base URLs. */
  allowed: string[];
}

export interface LoadedSet {
  /** In the active set's order: the first API, then the others. */
  apis: SetApi[];
  /** Classic mode's tools: every API's operations. */
  operations: number;
  /** Those tools' names as classic and dual mode send them (`<short name>__<operation>` with several). */
  toolNames: string[];
}

/** Null before a spec is loaded. */
export function loadedSet(env: RunEnvironment): LoadedSet | null {
  if (env.sources.length === 0) return null;
  const reach = sandboxConfigFor(env).apis;
  const map = createToolNameMap(env.sources.map((m) => ({ shortName: m.name, names: m.summary.operations.map((o) => o.name) })));
  const apis = env.sources.map(({ name, summary: s, mcpUrl }, i): SetApi => ({
    name, title: s.title, version: s.version, operations: s.operations.length,
    ...(mcpUrl !== undefined ? { mcpUrl } : {}),
    allowed: allowedBases(reach[i]?.allowlist ?? []),
  }));
  return { apis, operations: map.names.length, toolNames: [...map.names] };
}

/** Several APIs are loaded (one API's page shows no names: it reads as it always has). */
export const isSeveral = (set: LoadedSet | null): set is LoadedSet => set !== null && set.apis.length > 1;

/** The API the page-wide controls (mock mode, the CORS proxy, the credentials panel) apply to, named only with several. */
export function controlsApi(set: LoadedSet | null): string | null {
  return isSeveral(set) ? (set.apis[0]?.name ?? null) : null;
}

/** The header: the first API's title and version, then the others by short name ("+ 2 more APIs: a, b"). */
export interface SetHeading {
  title: string;
  version: string | null;
  more: string | null;
  /** Every API's title, version and short name: the header's tooltip with several. */
  all: string | null;
}

export function setHeading(set: LoadedSet | null): SetHeading | null {
  const [first, ...rest] = set?.apis ?? [];
  if (!first) return null;
  const heading = { title: first.title, version: first.version || null };
  if (rest.length === 0) return { ...heading, more: null, all: null };
  const label = (a: SetApi) => `${a.name}: ${a.title}${a.version ? ` ${versionLabel(a.version)}` : ''}`;
  return {
    ...heading,
    more: `+ ${rest.length} more API${rest.length === 1 ? '' : 's'}: ${rest.map((a) => a.name).join(', ')}`,
    all: `${set?.apis.length ?? 0} APIs loaded: ${set?.apis.map(label).join('; ') ?? ''}`,
  };
}

/** The Network panel's allowed servers: one API, its base URLs (no name); several, each under its short name. */
export interface AllowedGroup {
  api: string | null;
  bases: string[];
  /** An MCP server: where its tool calls go. */
  mcpUrl?: string;
}

export function allowedGroups(set: LoadedSet | null): AllowedGroup[] {
  if (!set) return [{ api: null, bases: [] }];
  const several = set.apis.length > 1;
  return set.apis.map((a) => ({ api: several ? a.name : null, bases: a.allowed, ...(several && a.mcpUrl !== undefined ? { mcpUrl: a.mcpUrl } : {}) }));
}

/** Each API's share of the classic tools, by short name (the context table's Tools column with several). */
export function operationsByApi(set: LoadedSet | null): Record<string, number> | undefined {
  return isSeveral(set) ? Object.fromEntries(set.apis.map((a) => [a.name, a.operations])) : undefined;
}

/** Several APIs: which of them the explorer's overview (the first API's spec and servers) describes, else null. */
export function overviewPlace(set: LoadedSet | null): string | null {
  if (!isSeveral(set)) return null;
  const [first] = set.apis;
  return `${first?.name ?? ''}: the first of ${set.apis.length} loaded APIs (${set.operations.toLocaleString('en-US')} operations in all; ` +
    'the others\' settings are on their chips).';
}
