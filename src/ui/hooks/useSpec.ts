// Spec loading state: progress phases, a specific error, and the previous spec kept when a load fails.
import { useCallback, useMemo, useRef, useState } from 'react';
import { proxy } from 'comlink';
import type { LoadPhase } from '../../core/openapi';
import type { CatalogWorker } from './useCatalog';
import type { LoadedSummary, LoadOutcome, SpecErrorInfo, SpecInput, SpecSummary } from '../workers/catalogProtocol';
import { afterEarlyBoot } from '../app/earlySandbox';
import type { McpSourceRef } from '../app/apiSet';

export interface SpecLoading {
  /** What is being loaded: the URL or the file name / "pasted text". */
  label: string;
  phase: LoadPhase;
  detail?: string;
}

export interface SpecState {
  /** The active spec as soon as it is loaded and indexed (stays when a later load fails); tokens null until wanted and counted. */
  loaded: LoadedSummary | null;
  loading: SpecLoading | null;
  error: (SpecErrorInfo & { label: string }) | null;
  /** Why context tokens could not be counted for the active spec. */
  tokensError: string | null;
  /** Successful loads so far: changes with every new active spec, even one without a URL. */
  generation: number;
  /** Changes whenever another spec becomes the first API: every load, and a promotion (the first removed). */
  firstLoad: number;
  /**
   * The active spec's id in the catalog worker and its short name there (several APIs tell them apart by it); `mcp`
   * when it is an MCP server's synthetic spec (kept when it is re-loaded in place).
   */
  source: { id: string; shortName: string; mcp?: McpSourceRef } | null;
}

/** A spec loaded as the first API: its worker id and short name too. */
export interface LoadedSource {
  id: string;
  shortName: string;
  summary: LoadedSummary;
}

/** An API already loaded beside the first that becomes the first (`mcp`: it is an MCP server's). */
export interface PromotedSource extends LoadedSource {
  mcp?: McpSourceRef;
}

export interface SpecController extends SpecState {
  /** Resolves with the loaded spec, or null on failure/supersession. Never throws. */
  load: (input: SpecInput) => Promise<LoadedSummary | null>;
  /**
   * As load, with the worker id; `mcp`: the spec is that MCP server's. `replace` (the first API's id): in its place,
   * the APIs beside it kept and the generation unchanged (an MCP server's tools re-listed); a failure then leaves the
   * shown error alone.
   */
  loadSource: (input: SpecInput, options?: { replace?: string; mcp?: McpSourceRef }) => Promise<LoadedSource | null>;
  clearError: () => void;
  /**
   * The first API was removed: `next`, already loaded beside it, becomes the first in its place without a load; the
   * generation (which owns the APIs beside it) stays. Returns the new `firstLoad`.
   */
  promote: (next: PromotedSource) => number;
  /** A surface shows the counts: counts the active spec's context tokens once (loading the tokenizer, ≈3 MB). */
  wantTokens: () => void;
  /** The active set changed (an API added, removed or renamed beside this one): counts again if they were wanted. */
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

export function useSpec(catalog: CatalogWorker | null): SpecController {
  const [state, setState] = useState<SpecState>({ loaded: null, loading: null, error: null, tokensError: null, generation: 0, firstLoad: 0, source: null });
  const seq = useRef(0);
  /** The load whose spec is shown (0: none yet), and the one whose tokens were last asked for. */
  const shown = useRef(0);
  const counted = useRef(0);
  const firsts = useRef(0);

  const loadSource = useCallback(
    async (input: SpecInput, { replace, mcp }: { replace?: string; mcp?: McpSourceRef } = {}): Promise<LoadedSource | null> => {
      if (!catalog) return null;
      // A re-load in place does not supersede a load of the whole set, which would replace it anyway.
      const id = replace === undefined ? ++seq.current : seq.current;
      const label = inputLabel(input);
      if (replace === undefined) setState((s) => ({ ...s, loading: { label, phase: 'fetching' }, error: null }));
      // Progress comes over the callback's own MessagePort, so it can arrive after the result: drop it then.
      let settled = false;
      const onProgress = proxy((phase: LoadPhase, detail?: string) => {
        if (settled || id !== seq.current || replace !== undefined) return;
        setState((s) => ({ ...s, loading: { label, phase, detail } }));
      });
      let outcome: LoadOutcome;
      try {
        const options = replace === undefined ? undefined : { replace, slot: `replace:${replace}` };
        outcome = await Promise.race([catalog.client.load(input, onProgress, options), catalog.crashed.then(failed)]);
      } catch (err) {
        outcome = failed(`The spec worker failed: ${String(err)}`);
      }
      settled = true;
      if (id !== seq.current || (!outcome.ok && outcome.superseded)) return null;
      if (!outcome.ok) {
        const { error } = outcome;
        if (replace === undefined) setState((s) => ({ ...s, loading: null, error: { ...error, label } }));
        return null;
      }
      const loaded = outcome.summary;
      const source = { id: outcome.id, shortName: outcome.shortName, ...(mcp ? { mcp } : {}) };
      shown.current = id;
      if (replace === undefined) {
        const firstLoad = ++firsts.current;
        setState((s) => ({ loaded, loading: null, error: null, tokensError: null, generation: s.generation + 1, firstLoad, source }));
      }
      else setState((s) => ({ ...s, loaded, tokensError: null, source: { ...source, ...(s.source?.mcp ? { mcp: s.source.mcp } : {}) } }));
      return { id: source.id, shortName: source.shortName, summary: loaded };
    },
    [catalog],
  );

  const load = useCallback((input: SpecInput) => loadSource(input).then((r) => r?.summary ?? null), [loadSource]);

  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  // The set's token counts stay the shown load's: recount (after the worker dropped the old first) fills them in.
  const promote = useCallback(({ id, shortName, summary, mcp }: PromotedSource): number => {
    const firstLoad = ++firsts.current;
    setState((s) => ({ ...s, loaded: { ...summary, tokens: null }, tokensError: null, firstLoad, source: { id, shortName, ...(mcp ? { mcp } : {}) } }));
    return firstLoad;
  }, []);

  // Counting loads the token table: on a playground link, after Python's first boot (it shows no counts anyway).
  const count = useCallback((id: number) => {
    if (!catalog) return;
    counted.current = id;
    afterEarlyBoot().then(() => catalog.client.contextTokens()).then(
      (tokens) => {
        if (id === shown.current) setState((s) => (s.loaded ? { ...s, loaded: { ...s.loaded, tokens } } : s));
      },
      (err: unknown) => {
        if (id === shown.current) setState((s) => ({ ...s, tokensError: `Could not count tokens: ${String(err)}` }));
      },
    );
  }, [catalog]);

  const wantTokens = useCallback(() => {
    if (shown.current !== 0 && counted.current !== shown.current) count(shown.current);
  }, [count]);

  const recount = useCallback(() => {
    if (shown.current !== 0 && counted.current === shown.current) count(shown.current);
  }, [count]);

  // The same object while nothing changed: views derive from `loaded` (20,000 operations grouped, named, searched).
  return useMemo(() => ({ ...state, load, loadSource, clearError, promote, wantTokens, recount }), [state, load, loadSource, clearError, promote, wantTokens, recount]);
}
