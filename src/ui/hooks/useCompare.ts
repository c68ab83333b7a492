// Classic, code and dual mode on one prompt: feasibility before any call, three runs one after the other, report data.
// Classic runs pure (no off-ramp: a result over the cap is cut); each run gets its own empty workspace.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { AgentMode, AgentRunSummary } from '../../core/agent';
import type { ProviderSettings } from '../../core/llm';
import { PrivacyVault } from '../../core/privacy';
import { Workspace } from '../../core/workspace';
import { dualContextFor } from '../app/dualContext';
import { privacyFields, type PrivacySettings } from '../app/privacySettings';
import type { RequestLimitCheck } from '../../core/llm/providers';
import type { TargetAuth } from '../../sandbox';
import type { ApprovalController } from './useApprovals';
import type { SpecSummary } from '../workers/catalogProtocol';
import type { CompareInput, RunRecord } from '../report/types';
import { chatReducer, EMPTY_LOG, type ChatAction, type ChatLog } from '../agent/agentLog';
import { loadRunMode } from '../agent/agentRunLoader';
import { blockedReason as gateReason } from '../agent/blockedReason';
import { sandboxConfigFor, type NetworkOptions } from '../app/sandboxConfig';
import type { CatalogClient } from './useCatalog';
import { useLatest } from './useLatest';
import { usePricing, type PricingController } from './usePricing';
import type { SandboxController } from './useSandbox';

export const MODES: readonly AgentMode[] = ['classic', 'code', 'dual'];

export interface CompareInputs {
  summary: SpecSummary | null;
  catalog: CatalogClient | null;
  sandbox: SandboxController;
  targetAuth: TargetAuth;
  /** Gives each mode's run its approval scope ("Allow writes for this run" lasts that run). */
  approvals: Pick<ApprovalController, 'beginScope'>;
  /** Policy, mock mode and proxy for the requests of a run. */
  network: NetworkOptions;
  settings: ProviderSettings | null;
  settingsProblem: string | null;
  /** The chosen model id, known before the key is typed (prices are shown for it). */
  model?: string;
  /** Classic-mode feasibility (useClassicLimits, the same check as chat): a refused tool list skips the classic run. */
  classicCheck?: RequestLimitCheck | null;
  /** Privacy mode: each run gets its own token mapping. */
  privacy?: PrivacySettings;
}

export type RunState = Omit<RunRecord, 'status'> & { status: RunRecord['status'] | 'idle' | 'running' };

interface CompareState {
  runs: Record<AgentMode, RunState>;
  logs: Record<AgentMode, ChatLog>;
  /** What was actually run (the report describes this, not the current settings). */
  ran: { prompt: string; settings: ProviderSettings; generatedAt: string; privacy: boolean; mocked: boolean } | null;
}

type Action =
  | { type: 'reset'; prompt: string; settings: ProviderSettings; privacy: boolean; mocked: boolean }
  | { type: 'log'; mode: AgentMode; action: ChatAction }
  | { type: 'run'; mode: AgentMode; run: RunState };

const idle = (mode: AgentMode): RunState => ({ mode, status: 'idle' });
const INITIAL: CompareState = { runs: { classic: idle('classic'), code: idle('code'), dual: idle('dual') }, logs: { classic: EMPTY_LOG, code: EMPTY_LOG, dual: EMPTY_LOG }, ran: null };

function reducer(state: CompareState, action: Action): CompareState {
  switch (action.type) {
    case 'reset':
      return { ...INITIAL, ran: { prompt: action.prompt, settings: action.settings, privacy: action.privacy, mocked: action.mocked, generatedAt: new Date().toISOString() } };
    case 'log':
      return { ...state, logs: { ...state.logs, [action.mode]: chatReducer(state.logs[action.mode], action.action) } };
    case 'run':
      return { ...state, runs: { ...state.runs, [action.mode]: action.run } };
  }
}

export interface CompareController {
  runs: Record<AgentMode, RunState>;
  logs: Record<AgentMode, ChatLog>;
  running: boolean;
  /** Classic feasibility for the current provider/model (null until a spec is loaded). */
  limits: RequestLimitCheck | null;
  blockedReason: string | null;
  pricing: PricingController;
  /** Everything the exports need; null before the first comparison. */
  report: CompareInput | null;
  start: (prompt: string) => void;
  stop: () => void;
}

/** Compare runs code and dual mode too, so a browser without the sandbox blocks it like chat in code mode. */
export function compareBlockedReason(inputs: CompareInputs): string | null {
  return gateReason({
    hasSpec: inputs.summary !== null,
    catalogReady: inputs.catalog !== null,
    settingsProblem: inputs.settingsProblem,
    modes: MODES,
    sandboxStatus: inputs.sandbox.status,
  });
}

const finished = (mode: AgentMode, s: AgentRunSummary): RunState => ({
  mode, status: s.ok ? 'ok' : s.error?.kind === 'aborted' ? 'stopped' : 'error', reason: s.error?.message, summary: s,
});

export function useCompare(inputs: CompareInputs): CompareController {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const [running, setRunning] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const pricing = usePricing(state.ran?.settings.model ?? inputs.model ?? inputs.settings?.model ?? '');
  const { summary } = inputs;
  const limits = inputs.classicCheck ?? null;
  const blockedReason = compareBlockedReason(inputs);
  const inputsRef = useLatest({ inputs, limits });

  useEffect(() => {
    void loadRunMode().catch(() => undefined);
    return () => abortRef.current?.abort();
  }, []);

  const start = useCallback((text: string) => {
    const { inputs: cur, limits: lim } = inputsRef.current;
    const prompt = text.trim();
    if (!prompt || abortRef.current || compareBlockedReason(cur) || !cur.summary || !cur.catalog || !cur.settings) return;
    const { summary: spec, catalog, settings: llm } = cur;
    const controller = new AbortController();
    abortRef.current = controller;
    setRunning(true);
    const privacy = cur.privacy?.on ? cur.privacy : undefined;
    dispatch({ type: 'reset', prompt, settings: llm, privacy: privacy !== undefined, mocked: cur.network.mock !== null });
    const baseDeps = { catalog, sandbox: cur.sandbox, classicTokens: () => catalog.contextTokens().then((t) => t.classic) };
    void (async () => {
      const runMode = await loadRunMode().catch((err: unknown) => {
        for (const mode of MODES) dispatch({ type: 'run', mode, run: { mode, status: 'error', reason: `The agent could not load: ${String(err)}` } });
        return null;
      });
      for (const mode of MODES) {
        if (!runMode) break;
        if (mode === 'classic' && lim && !lim.ok) {
          dispatch({ type: 'run', mode, run: { mode, status: 'skipped', reason: lim.reasons.join(' ') } });
          continue;
        }
        if (controller.signal.aborted) {
          dispatch({ type: 'run', mode, run: { mode, status: 'stopped', reason: 'Stopped before this run started.' } });
          continue;
        }
        dispatch({ type: 'run', mode, run: { mode, status: 'running' } });
        const scope = cur.approvals.beginScope();
        dispatch({ type: 'log', mode, action: { type: 'start', text: prompt, now: Date.now() } });
        const result = await runMode({
          mode, settings: llm, deps: {
            ...baseDeps, sandboxConfig: sandboxConfigFor(spec, cur.targetAuth, { ...cur.network, requests: scope.gate }), privacy: privacy ? new PrivacyVault(privacyFields(privacy)) : undefined,
            // Each run has its own workspace, never the chat's; classic runs as pure classic (no off-ramp).
            workspace: new Workspace(), ...(mode === 'classic' ? { offRampTokens: null } : {}),
          }, specTitle: spec.title, messages: [{ role: 'user', content: prompt }], signal: controller.signal,
          onEvent: (event) => dispatch({ type: 'log', mode, action: { type: 'event', event, now: Date.now() } }),
        }).finally(scope.end);
        dispatch({ type: 'run', mode, run: finished(mode, result) });
      }
      abortRef.current = null;
      setRunning(false);
    })();
  }, [inputsRef]);

  const stop = useCallback(() => {
    abortRef.current?.abort();
    inputsRef.current.inputs.sandbox.stop();
  }, [inputsRef]);

  const report = useMemo((): CompareInput | null => {
    if (!state.ran || !summary) return null;
    const dual = dualContextFor(summary, state.ran.settings.provider);
    const record = (mode: AgentMode): RunRecord => {
      const r = state.runs[mode];
      return { mode, status: r.status === 'idle' || r.status === 'running' ? 'error' : r.status, reason: r.status === 'running' ? 'Still running.' : r.reason, summary: r.summary };
    };
    return {
      spec: { title: summary.title, source: summary.source, url: summary.url, operations: summary.operations.length },
      prompt: state.ran.prompt,
      provider: state.ran.settings.provider,
      model: state.ran.settings.model,
      context: {
        operations: summary.operations.length, classicTokens: summary.tokens.classic, codeTokens: summary.tokens.codeMode, tokenizer: summary.tokens.tokenizer,
        ...(dual ? { dualTokens: dual.tokens, dualSurface: dual.surface } : {}),
      },
      runs: { classic: record('classic'), code: record('code'), dual: record('dual') },
      pricing: pricing.table,
      privacy: state.ran.privacy,
      mocked: state.ran.mocked,
      generatedAt: state.ran.generatedAt,
    };
  }, [state.ran, state.runs, summary, pricing.table]);

  return { runs: state.runs, logs: state.logs, running, limits, blockedReason, pricing, report, start, stop };
}
