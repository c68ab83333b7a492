// The loaded sources as one ordered set (issue 36): add (URL, file, paste, example) without dropping the others,
// remove (any of them: the first too, when another is loaded), rename; each with its own server choice, credentials,
// mock and proxy toggle. Loading a spec the usual way replaces the whole set, as on a one-API page. The set is the
// source-set store's (app/sourceSetStore.ts), which the link follows (app/sourceLink.ts); this hook drives the catalog
// worker beside it and opens a link's further specs.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { proxy as comlinkProxy } from 'comlink';
import type { ProxySettings, RemovedApi } from '../../sandbox';
import { entryEnvironment, firstRemovalNote, linkedServerSettings, newEntry, type McpSourceRef, type SourceEntry, type SourceSettings } from '../app/apiSet';
import type { SourceSetStore } from '../app/sourceSetStore';
import type { SourceLink } from '../app/sourceLink';
import type { Credentials } from '../app/targetAuth';
import type { ApiEnvironment } from '../app/sandboxConfig';
import type { SpecInput } from '../workers/catalogProtocol';
import type { CatalogWorker } from './useCatalog';
import { inputLabel, type SpecController } from './useSpec';
import type { UrlState } from './useUrlState';

export interface ApiSetController {
  /** The sources in order (entry 0 is the first: BASE_URL, the link's `spec=`, the page-wide controls). */
  entries: readonly SourceEntry[];
  /** Every source as every run sees it, in order. */
  sources: readonly ApiEnvironment[];
  /** Sources removed from this page: refused by name to later runs. */
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
  /** Loads a source's spec again in its place, keeping its short name and settings; resolves with its new id. */
  replace: (id: string, input: SpecInput) => Promise<string | null>;
  /** A link's further APIs are still being added (the link is not rewritten until they are). */
  restoring: boolean;
  /** Removes a source when another is loaded (entry 0 too: the next is then first). */
  remove: (id: string) => void;
  /** What the new first source could not keep of its own settings (entry 0 removed), until dismissed or another set is loaded. */
  note: string | null;
  dismissNote: () => void;
  /** Null when renamed, else why not. */
  rename: (id: string, name: string) => Promise<string | null>;
  update: (id: string, change: Partial<Pick<SourceSettings, 'choice' | 'credentials' | 'mock' | 'proxy'>>) => void;
  setCredentials: (id: string, credentials: Credentials) => void;
}

const active = (entries: readonly SourceEntry[]) => entries.map((e) => ({ id: e.id, shortName: e.shortName }));

export function useApiSet(worker: CatalogWorker | null, spec: SpecController, store: SourceSetStore, proxy: ProxySettings | null, url: UrlState, links: SourceLink): ApiSetController {
  const set = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { entries, removed, generation } = set;
  const [adding, setAdding] = useState(false);
  const [addLoading, setAddLoading] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [note, setNote] = useState<{ for: number; text: string } | null>(null);
  const { recount } = spec;

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
    const settings = linkedServerSettings(outcome.summary, linkServers?.[outcome.shortName], false);
    store.add(newEntry(outcome.id, outcome.shortName, outcome.summary, settings, mcp));
    recount();
    return { id: outcome.id, shortName: outcome.shortName };
  }, [worker, recount, store]);
  const add = useCallback((input: SpecInput, linkServers?: Readonly<Record<string, string>>) => addSource(input, linkServers).then((r) => r?.shortName ?? null), [addSource]);
  const addMcp = useCallback((input: SpecInput, mcp: McpSourceRef) => addSource(input, undefined, mcp), [addSource]);

  const remove = useCallback((id: string) => {
    if (!worker) return;
    const wasFirst = store.first()?.id === id;
    if (!store.remove(id)) return;
    void worker.client.remove(id).then(recount, () => undefined);
    const { entries: now, generation: current } = store.getSnapshot();
    const next = now[0];
    if (!wasFirst || !next) return;
    const text = firstRemovalNote(next, proxy !== null);
    setNote(text === null ? null : { for: current, text });
  }, [worker, store, recount, proxy]);
  const dismissNote = useCallback(() => setNote(null), []);

  const rename = useCallback(async (id: string, name: string): Promise<string | null> => {
    const outcome = store.renamed(id, name);
    if (!outcome.ok) return outcome.error;
    if (!worker) return null;
    const answer = await worker.client.setActive(active(outcome.entries));
    if (!answer.ok) return answer.error;
    store.rename(id, name);
    recount();
    return null;
  }, [worker, store, recount]);

  const replace = useCallback(async (id: string, input: SpecInput): Promise<string | null> => {
    if (!worker || !store.find(id)) return null;
    const outcome = await worker.client.load(input, comlinkProxy(() => undefined), { replace: id, slot: `replace:${id}` }).catch(() => null);
    if (!outcome?.ok) return null;
    store.replace(id, { id: outcome.id, summary: outcome.summary });
    // The worker gives the replacement its default short name: the set's names stay as the user has them.
    await worker.client.setActive(active(store.getSnapshot().entries)).catch(() => undefined);
    recount();
    return outcome.id;
  }, [worker, store, recount]);

  const update = useCallback((id: string, change: Partial<Pick<SourceSettings, 'choice' | 'credentials' | 'mock' | 'proxy'>>) => store.update(id, change), [store]);
  const setCredentials = useCallback((id: string, credentials: Credentials) => store.update(id, { credentials }), [store]);

  // A link's further APIs (`spec=` repeated) open once its first spec has loaded, one by one so they keep link order.
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

  // The link keeps its own further specs until they are open; then it follows the set.
  useEffect(() => links.hold('specs', restoring), [links, restoring]);

  const catalog = worker?.client ?? null;
  const sources = useMemo(() => entries.map((e, i) => entryEnvironment(e, i === 0, catalog, proxy)), [entries, catalog, proxy]);

  return {
    entries, sources, removed, adding, setAdding, addLoading, addError, add, addMcp, replace, restoring, remove,
    note: note?.for === generation ? note.text : null, dismissNote, rename, update, setCredentials,
  };
}
