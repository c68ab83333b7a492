// Loading a spec as the whole set: progress phases, a specific error, the previous set kept when a load fails, and the
// set's context-token counts. The loaded sources themselves are the source-set store's (app/sourceSetStore.ts).
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { proxy } from 'comlink';
import type { LoadPhase } from '../../core/openapi';
import type { CatalogWorker } from './useCatalog';
import type { ContextTokens, LoadedSummary, LoadOutcome, SpecErrorInfo, SpecInput, SpecSummary } from '../workers/catalogProtocol';
import { afterEarlyBoot } from '../app/earlySandbox';
import { newEntry, type McpSourceRef, type SourceSettings } from '../app/apiSet';
import type { SourceSetStore } from '../app/sourceSetStore';

export interface SpecLoading {
  /** What is being loaded: the URL or the file name / "pasted text". */
  label: string;
  phase: LoadPhase;
  detail?: string;
}

export interface SpecState {
  /** The first source's spec as loaded, once it is indexed (stays when a later load fails); tokens null until wanted and counted. */
  loaded: LoadedSummary | null;
  loading: SpecLoading | null;
  error: (SpecErrorInfo & { label: string }) | null;
  /** Why context tokens could not be counted for the active spec. */
  tokensError: string | null;
  /** Loads that replaced the whole set so far: changes with every new set, even one without a URL. */
  generation: number;
  /** Changes whenever another source becomes the first: every load, and the first removed. */
  firstLoad: number;
  /** The first source's id in the catalog worker and its short name there; `mcp` when it is an MCP server's synthetic spec. */
  source: { id: string; shortName: string; mcp?: McpSourceRef } | null;
}

/** A spec loaded as the whole set: its worker id and short name too. */
export interface LoadedSource {
  id: string;
  shortName: string;
  summary: LoadedSummary;
}

/** What a newly loaded source starts with, given its short name and spec (a link's server, the remembered mock toggle). */
export type InitialSettings = (shortName: string, summary: LoadedSummary) => Partial<SourceSettings>;

export interface SpecController extends SpecState {
  /** Resolves with the loaded spec, or null on failure/supersession. Never throws. `settings`: what it starts with. */
  load: (input: SpecInput, settings?: InitialSettings) => Promise<LoadedSummary | null>;
  /** As load, with the worker id; `mcp`: the spec is that MCP server's. */
  loadSource: (input: SpecInput, options?: { mcp?: McpSourceRef; settings?: InitialSettings }) => Promise<LoadedSource | null>;
  clearError: () => void;
  /** A surface shows the counts: counts the active set's context tokens once per load (loading the tokenizer, ≈3 MB). */
  wantTokens: () => void;
  /** The active set changed (a source added, removed or renamed): counts again if they were wanted. */
  recount: () => void;
}

const hasTokens = (loaded: LoadedSummary): loaded is LoadedSummary & SpecSummary => loaded.tokens !== null;

/** The active spec (the same object) once its context tokens are counted; null while they are being counted. */
export function withTokens(loaded: LoadedSummary | null): SpecSummary | null {
  return loaded !== null && hasTokens(loaded) ? loaded : null;
}

export function inputLabel(input: SpecInput): string {
  return input.kind === 'url' ? input.url : (input.name ?? 'pasted text');
}

const failed = (message: string): LoadOutcome => ({ ok: false, superseded: false, error: { kind: 'internal', message } });

export function useSpec(catalog: CatalogWorker | null, store: SourceSetStore): SpecController {
  const [state, setState] = useState<{ loading: SpecLoading | null; error: SpecState['error'] }>({ loading: null, error: null });
  const [counted, setCounted] = useState<{ first: string | undefined; tokens: ContextTokens } | null>(null);
  const [tokensError, setTokensError] = useState<{ first: string | undefined; message: string } | null>(null);
  const set = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const seq = useRef(0);
  /** The whole-set load whose tokens were last asked for. */
  const countedFor = useRef(0);

  const loadSource = useCallback(
    async (input: SpecInput, { mcp, settings }: { mcp?: McpSourceRef; settings?: InitialSettings } = {}): Promise<LoadedSource | null> => {
      if (!catalog) return null;
      const id = ++seq.current;
      const label = inputLabel(input);
      setState((s) => ({ ...s, loading: { label, phase: 'fetching' }, error: null }));
      // Progress comes over the callback's own MessagePort, so it can arrive after the result: drop it then.
      let settled = false;
      const onProgress = proxy((phase: LoadPhase, detail?: string) => {
        if (settled || id !== seq.current) return;
        setState((s) => ({ ...s, loading: { label, phase, detail } }));
      });
      let outcome: LoadOutcome;
      try {
        outcome = await Promise.race([catalog.client.load(input, onProgress), catalog.crashed.then(failed)]);
      } catch (err) {
        outcome = failed(`The spec worker failed: ${String(err)}`);
      }
      settled = true;
      if (id !== seq.current || (!outcome.ok && outcome.superseded)) return null;
      if (!outcome.ok) {
        const { error } = outcome;
        setState({ loading: null, error: { ...error, label } });
        return null;
      }
      const { summary } = outcome;
      store.reset(newEntry(outcome.id, outcome.shortName, summary, settings?.(outcome.shortName, summary), mcp));
      setState({ loading: null, error: null });
      return { id: outcome.id, shortName: outcome.shortName, summary };
    },
    [catalog, store],
  );

  const load = useCallback((input: SpecInput, settings?: InitialSettings) => loadSource(input, settings ? { settings } : {}).then((r) => r?.summary ?? null), [loadSource]);

  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  // Counting loads the token table: on a playground link, after Python's first boot (it shows no counts anyway).
  // The counts are the set's: a count started before another load is dropped; one that lands is shown while the same
  // source is first (another first, or the first re-listed, shows none until counted again).
  const count = useCallback(() => {
    if (!catalog) return;
    const generation = store.getSnapshot().generation;
    countedFor.current = generation;
    const current = () => store.getSnapshot().generation === generation;
    afterEarlyBoot().then(() => catalog.client.contextTokens()).then(
      (tokens) => {
        if (current()) setCounted({ first: store.first()?.id, tokens });
      },
      (err: unknown) => {
        if (current()) setTokensError({ first: store.first()?.id, message: `Could not count tokens: ${String(err)}` });
      },
    );
  }, [catalog, store]);

  const wantTokens = useCallback(() => {
    const { generation } = store.getSnapshot();
    if (generation !== 0 && countedFor.current !== generation) count();
  }, [count, store]);

  const recount = useCallback(() => {
    const { generation } = store.getSnapshot();
    if (generation !== 0 && countedFor.current === generation) count();
  }, [count, store]);

  const first = set.entries[0];
  const summary = first?.summary;
  const firstId = first?.id;
  const tokens = counted && counted.first === firstId ? counted.tokens : null;
  // The same object while nothing changed: views derive from `loaded` (20,000 operations grouped, named, searched).
  const loaded = useMemo(() => (summary ? { ...summary, tokens: tokens ?? summary.tokens } : null), [summary, tokens]);
  const shortName = first?.shortName;
  const mcp = first?.mcp;
  const source = useMemo(() => (firstId !== undefined && shortName !== undefined ? { id: firstId, shortName, ...(mcp ? { mcp } : {}) } : null), [firstId, shortName, mcp]);
  const error = tokensError && tokensError.first === firstId ? tokensError.message : null;
  return useMemo(() => ({
    ...state, loaded, tokensError: error, generation: set.generation, firstLoad: set.firstLoad, source, load, loadSource, clearError, wantTokens, recount,
  }), [state, loaded, error, set.generation, set.firstLoad, source, load, loadSource, clearError, wantTokens, recount]);
}
