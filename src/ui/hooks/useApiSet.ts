// The APIs loaded beside the first (issue 36): add (URL, file, paste, example) without dropping the others, remove,
// rename; each with its own server choice, credentials, mock and proxy toggle. Loading a spec the usual way replaces
// the whole set, as on a one-API page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { proxy as comlinkProxy } from 'comlink';
import type { ProxySettings, RemovedApi } from '../../sandbox';
import type { AllowEntry } from '../../core/openapi';
import {
  activeSources, chosenSummary, extraEnvironment, linkedApis, newExtraApi, promotion, removedApi, renameProblem, withRemoved,
  type ExtraApi, type FirstApi, type McpSourceRef, type Promotion,
} from '../app/apiSet';
import type { Credentials } from '../app/targetAuth';
import type { ApiEnvironment } from '../app/sandboxConfig';
import type { SpecInput } from '../workers/catalogProtocol';
import type { CatalogWorker } from './useCatalog';
import { useLatest } from './useLatest';
import { inputLabel, type SpecController } from './useSpec';
import type { UrlState } from './useUrlState';

export interface ApiSetController {
  /** The first API's short name (its own rename applied), or null before a spec is loaded. */
  firstName: string | null;
  extras: readonly ExtraApi[];
  /** The further APIs as every run sees them. */
  others: readonly ApiEnvironment[];
  /** APIs removed from this page: refused by name to later runs. */
  removed: readonly RemovedApi[];
  /** The next spec the loader opens is added beside the loaded ones instead of replacing them. */
  adding: boolean;
  setAdding: (on: boolean) => void;
  /** An add in progress (its label) and the last add's error. */
  addLoading: string | null;
  addError: string | null;
  /** Resolves with the added API's short name, or null (failed; addError says why). `linkServers`: a link's `server.<name>`. */
  add: (input: SpecInput, linkServers?: Readonly<Record<string, string>>) => Promise<string | null>;
  /** As add, for an MCP server's synthetic spec; resolves with the added source's id and short name. */
  addMcp: (input: SpecInput, mcp: McpSourceRef) => Promise<{ id: string; shortName: string } | null>;
  /** Loads a source's spec again in its place (first or further), keeping its short name; resolves with its new id. */
  replace: (id: string, input: SpecInput) => Promise<string | null>;
  /** A link's further APIs are still being added (the link is not rewritten until they are). */
  restoring: boolean;
  remove: (id: string) => void;
  /**
   * Removes the first API (`allowlist`: its servers, declared and chosen) when another is loaded: the next becomes
   * the first (useSpec.promote). Returns what moved and the new `firstLoad`, for the first API's own state to follow.
   */
  removeFirst: (allowlist: readonly AllowEntry[]) => (Promotion & { firstLoad: number }) | null;
  /** Null when renamed, else why not. */
  rename: (id: string, name: string) => Promise<string | null>;
  update: (id: string, change: Partial<Pick<ExtraApi, 'choice' | 'credentials' | 'mock' | 'proxy'>>) => void;
  setCredentials: (id: string, credentials: Credentials) => void;
}

export function useApiSet(worker: CatalogWorker | null, spec: SpecController, proxy: ProxySettings | null, url: UrlState): ApiSetController {
  const generation = spec.generation;
  // The others belong to the first API's load: a spec loaded the usual way replaced the whole set in the worker.
  const [held, setHeld] = useState<{ for: number; list: ExtraApi[] }>({ for: generation, list: [] });
  const extras = useMemo(() => (held.for === generation ? held.list : []), [held, generation]);
  const setExtras = useCallback(
    (change: (list: ExtraApi[]) => ExtraApi[]) => setHeld((prev) => ({ for: generation, list: change(prev.for === generation ? prev.list : []) })),
    [generation],
  );
  const [firstRename, setFirstRename] = useState<{ for: number; name: string } | null>(null);
  const [removed, setRemoved] = useState<RemovedApi[]>([]);
  const [adding, setAdding] = useState(false);
  const [addLoading, setAddLoading] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const { recount } = spec;
  const first: FirstApi | null = useMemo(() => {
    if (!spec.source) return null;
    return { id: spec.source.id, shortName: firstRename?.for === generation ? firstRename.name : spec.source.shortName };
  }, [spec.source, firstRename, generation]);

  const latest = useLatest({ first, extras });

  const addSource = useCallback(async (input: SpecInput, linkServers?: Readonly<Record<string, string>>, mcp?: McpSourceRef) => {
    if (!worker) return null;
    const label = inputLabel(input);
    setAddLoading(label);
    setAddError(null);
    const outcome = await worker.client.load(input, comlinkProxy(() => undefined), { add: true, slot: `add:${label}` })
      .catch((err: unknown) => ({ ok: false as const, superseded: false as const, error: { kind: 'internal' as const, message: String(err) } }));
    setAddLoading(null);
    if (!outcome.ok) {
      if (!outcome.superseded) setAddError(`Could not add ${label}: ${outcome.error.message}`);
      return null;
    }
    setAdding(false);
    setExtras((list) => [...list.filter((e) => e.id !== outcome.id), newExtraApi(outcome.id, outcome.shortName, outcome.summary, linkServers?.[outcome.shortName], mcp)]);
    recount();
    return { id: outcome.id, shortName: outcome.shortName };
  }, [worker, recount, setExtras]);
  const add = useCallback((input: SpecInput, linkServers?: Readonly<Record<string, string>>) => addSource(input, linkServers).then((r) => r?.shortName ?? null), [addSource]);
  const addMcp = useCallback((input: SpecInput, mcp: McpSourceRef) => addSource(input, undefined, mcp), [addSource]);

  const remove = useCallback((id: string) => {
    const gone = latest.current.extras.find((e) => e.id === id);
    if (!gone || !worker) return;
    setExtras((list) => list.filter((e) => e.id !== id));
    setRemoved((list) => withRemoved(list, removedApi(gone.shortName, [...gone.summary.allowlist, ...chosenSummary(gone).allowlist])));
    void worker.client.remove(id).then(recount, () => undefined);
  }, [worker, recount, setExtras, latest]);

  const { promote } = spec;
  const removeFirst = useCallback((allowlist: readonly AllowEntry[]) => {
    const { first: f, extras: list } = latest.current;
    const moved = f && worker ? promotion(f.shortName, allowlist, list) : null;
    if (!f || !worker || !moved) return null;
    const { next, rest, gone } = moved;
    setExtras(() => rest);
    setRemoved((l) => withRemoved(l, gone));
    setFirstRename({ for: generation, name: next.shortName });
    const firstLoad = promote({ id: next.id, shortName: next.shortName, summary: next.summary, ...(next.mcp ? { mcp: next.mcp } : {}) });
    void worker.client.remove(f.id).then(recount, () => undefined);
    return { ...moved, firstLoad };
  }, [worker, generation, promote, recount, setExtras, latest]);

  const rename = useCallback(async (id: string, name: string): Promise<string | null> => {
    const { first: f, extras: list } = latest.current;
    const problem = renameProblem(id, name, f, list);
    if (problem || !worker) return problem;
    const renamedFirst = f && f.id === id ? { ...f, shortName: name } : f;
    const renamedList = list.map((e) => (e.id === id ? { ...e, shortName: name } : e));
    const outcome = await worker.client.setActive(activeSources(renamedFirst, renamedList));
    if (!outcome.ok) return outcome.error;
    if (f && f.id === id) setFirstRename({ for: generation, name });
    setExtras((l) => l.map((e) => (e.id === id ? { ...e, shortName: name } : e)));
    recount();
    return null;
  }, [worker, generation, recount, setExtras, latest]);

  const { loadSource } = spec;
  const replace = useCallback(async (id: string, input: SpecInput): Promise<string | null> => {
    const { first: f, extras: list } = latest.current;
    const old = list.find((e) => e.id === id);
    if (!worker || (!old && f?.id !== id)) return null;
    let next: string;
    if (f?.id === id) {
      const placed = await loadSource(input, { replace: id });
      if (!placed) return null;
      next = placed.id;
      if (placed.shortName !== f.shortName) setFirstRename({ for: generation, name: f.shortName });
    } else {
      const outcome = await worker.client.load(input, comlinkProxy(() => undefined), { replace: id, slot: `replace:${id}` }).catch(() => null);
      if (!outcome?.ok) return null;
      next = outcome.id;
      setExtras((l) => l.map((e) => (e.id === id ? { ...e, id: outcome.id, summary: outcome.summary } : e)));
    }
    // The worker gives the replacement its default short name: the set's names stay as the user has them.
    const names = new Map([...(f ? [f] : []), ...list].map((a) => [a.id === id ? next : a.id, a.shortName]));
    const named = <T extends FirstApi>(a: T): T => {
      const at = a.id === id ? next : a.id;
      return { ...a, id: at, shortName: names.get(at) ?? a.shortName };
    };
    const now = latest.current;
    await worker.client.setActive(activeSources(now.first && named(now.first), now.extras.map(named))).catch(() => undefined);
    recount();
    return next;
  }, [worker, generation, loadSource, recount, setExtras, latest]);

  const update = useCallback((id: string, change: Partial<Pick<ExtraApi, 'choice' | 'credentials' | 'mock' | 'proxy'>>) => {
    setExtras((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)));
  }, [setExtras]);
  const setCredentials = useCallback((id: string, credentials: Credentials) => update(id, { credentials }), [update]);

  // A link's further APIs (`spec=` repeated) open once its first spec has loaded, one by one so they keep link order.
  const { setParams } = url;
  const [fromLink] = useState(() => (url.params.moreSpecs ? { specs: url.params.moreSpecs, servers: url.params.apiServers ?? {}, first: url.params.spec } : null));
  const [restored, setRestored] = useState(fromLink === null);
  const linkedFirst = spec.loaded?.url;
  // Until the link's first spec has loaded (or failed, or another replaced it) and its others are added.
  const restoring = !restored && fromLink !== null && !spec.error && (linkedFirst === undefined || linkedFirst === fromLink.first);
  useEffect(() => {
    if (!restoring || !fromLink || !worker || linkedFirst === undefined) return;
    let cancelled = false;
    void (async () => {
      for (const specUrl of fromLink.specs) {
        if (cancelled) return;
        await add({ kind: 'url', url: specUrl }, fromLink.servers);
      }
      setRestored(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [restoring, fromLink, worker, linkedFirst, add]);

  // The link follows the set: the further APIs loaded from a URL, and each one's server when not its spec's first.
  // Not before a spec has loaded: until then the link's `server.<short name>` may still name the first API's server.
  const anyLoaded = spec.loaded !== null;
  useEffect(() => {
    if (restoring || !anyLoaded) return;
    setParams(linkedApis(extras));
  }, [restoring, anyLoaded, extras, setParams]);

  const catalog = worker?.client ?? null;
  const others = useMemo(() => extras.map((e) => extraEnvironment(e, catalog, proxy)), [extras, catalog, proxy]);

  return {
    firstName: first?.shortName ?? null, extras, others, removed, adding, setAdding, addLoading, addError,
    add, addMcp, replace, restoring, remove, removeFirst, rename, update, setCredentials,
  };
}
