// Compare: the chosen modes on one prompt or a task suite, each run R times one after the other; feasibility before
// any call, every answer checked against the task's expectation, report data. Classic runs pure (no off-ramp: a
// result over the cap is cut); each run gets its own empty workspace.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { AgentMode, AgentRunSummary } from '../../core/agent';
import { checkAnswer, compareModeIds, planRuns, type Expectation } from '../../core/compare';
import type { ProviderSettings, SearchVariant } from '../../core/llm';
import { PrivacyVault } from '../../core/privacy';
import { Workspace } from '../../core/workspace';
import { dualContextFor } from '../app/dualContext';
import type { LoadedSet } from '../app/loadedSet';
import { privacyFields, type PrivacySettings } from '../app/privacySettings';
import type { RequestLimitCheck } from '../../core/llm/providers';
import type { SpecSummary } from '../workers/catalogProtocol';
import type { CompareInput, CompareRun, RunRecord } from '../report/types';
import type { ChatLog } from '../agent/agentLog';
import { columnState, compareReducer, INITIAL_COMPARE, progressOf, type ColumnState } from '../compare/compareState';
import { loadRunMode } from '../agent/agentRunLoader';
import { blockedReason as gateReason } from '../agent/blockedReason';
import { apiLines, sandboxConfigFor } from '../app/sandboxConfig';
import { useLatest } from './useLatest';
import { usePricing, type PricingController } from './usePricing';
import type { RunInputs } from './useAgent';


export interface CompareInputs extends RunInputs {
  /** With its context-token counts (the context comparison). */
  summary: SpecSummary | null;
  /** The loaded APIs as one set: the context figures are the set's (classic's tools are every API's). */
  set?: LoadedSet | null;
  settings: ProviderSettings | null;
  settingsProblem: string | null;
  /** The chosen model id, known before the key is typed (prices are shown for it). */
  model?: string;
  /** Classic-mode feasibility (useClassicLimits, the same check as chat): a refused tool list skips the classic run. */
  classicCheck?: RequestLimitCheck | null;
  /** Privacy mode: each run gets its own token mapping. */
  privacy?: PrivacySettings;
  /** tool-search mode: BM25 or regex. */
  searchVariant?: SearchVariant;
}

/** One comparison: tasks × modes × repeats. */
export interface CompareRequest {
  tasks: Array<{ prompt: string; expect?: Expectation }>;
  modes: AgentMode[];
  repeats: number;
  /** The suite's file name, when the tasks come from one. */
  suite?: string;
}

export interface CompareController {
  /** Each mode's column: status, its runs, the latest one. */
  columns: Record<AgentMode, ColumnState>;
  logs: Record<AgentMode, ChatLog>;
  running: boolean;
  progress: { done: number; total: number; tokens: number };
  /** Classic feasibility for the current provider/model (null until a spec is loaded). */
  limits: RequestLimitCheck | null;
  blockedReason: string | null;
  pricing: PricingController;
  /** Everything the exports need; null before the first comparison. */
  report: CompareInput | null;
  start: (request: CompareRequest) => void;
  stop: () => void;
}

/** Compare runs code and dual mode too, so a browser without the sandbox blocks it like chat in code mode. */
export function compareBlockedReason(inputs: CompareInputs): string | null {
  return gateReason({
    hasSpec: inputs.summary !== null,
    catalogReady: inputs.catalog !== null,
    settingsProblem: inputs.settingsProblem,
    modes: compareModeIds(),
    sandboxStatus: inputs.sandbox.status,
  });
}

const finished = (mode: AgentMode, s: AgentRunSummary): RunRecord => ({
  mode, status: s.ok ? 'ok' : s.error?.kind === 'aborted' ? 'stopped' : 'error', reason: s.error?.message, summary: s,
});

/** A finished run's answer checked against its task's expectation (a stopped run is not judged). */
function judged(record: RunRecord, expect: Expectation | undefined): boolean | undefined {
  if (!expect || (record.status !== 'ok' && record.status !== 'error')) return undefined;
  return checkAnswer(expect, record.summary?.answer);
}

export function useCompare(inputs: CompareInputs): CompareController {
  const [state, dispatch] = useReducer(compareReducer, INITIAL_COMPARE);
  const [running, setRunning] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const pricing = usePricing(state.ran?.settings.model ?? inputs.model ?? inputs.settings?.model ?? '');
  const { summary, set = null } = inputs;
  const limits = inputs.classicCheck ?? null;
  const blockedReason = compareBlockedReason(inputs);
  const inputsRef = useLatest({ inputs, limits });

  useEffect(() => {
    void loadRunMode().catch(() => undefined);
    return () => abortRef.current?.abort();
  }, []);

  const start = useCallback((request: CompareRequest) => {
    const { inputs: cur, limits: lim } = inputsRef.current;
    const tasks = request.tasks.map((t) => ({ ...t, prompt: t.prompt.trim() })).filter((t) => t.prompt !== '');
    if (tasks.length === 0 || request.modes.length === 0 || abortRef.current || compareBlockedReason(cur) || !cur.summary || !cur.catalog || !cur.settings) return;
    const { summary: spec, catalog, settings: llm } = cur;
    const controller = new AbortController();
    abortRef.current = controller;
    setRunning(true);
    const privacy = cur.privacy?.on ? cur.privacy : undefined;
    const plan = planRuns(tasks.length, request.modes, request.repeats);
    dispatch({ type: 'reset', ran: {
      tasks: tasks.map((t) => ({ prompt: t.prompt, ...(t.expect ? { expect: t.expect.source } : {}) })), modes: request.modes, repeats: request.repeats,
      suite: request.suite, planned: plan.length, settings: llm, privacy: privacy !== undefined, mocked: Boolean(cur.sources[0]?.mock),
    } });
    const baseDeps = { catalog, sandbox: cur.sandbox, searchVariant: cur.searchVariant, classicTokens: () => catalog.contextTokens().then((t) => t.classic), specJson: () => catalog.specJson() };
    const record = (run: CompareRun) => dispatch({ type: 'record', run });
    void (async () => {
      const runMode = await loadRunMode().catch((err: unknown) => {
        for (const mode of request.modes) record({ mode, task: 1, repeat: 1, status: 'error', reason: `The agent could not load: ${String(err)}` });
        return null;
      });
      for (const slot of plan) {
        // Stop ends the whole comparison at once: runs not started yet are not rows.
        if (!runMode || controller.signal.aborted) break;
        const { mode } = slot;
        const task = tasks[slot.task - 1];
        if (!task) break;
        if (mode === 'classic' && lim && !lim.ok) {
          record({ ...slot, status: 'skipped', reason: lim.reasons.join(' ') });
          continue;
        }
        dispatch({ type: 'begin', slot });
        const scope = cur.approvals.beginScope();
        dispatch({ type: 'log', mode, action: { type: 'start', text: task.prompt, now: Date.now() } });
        const result = await runMode({
          mode, settings: llm, deps: {
            ...baseDeps, sandboxConfig: sandboxConfigFor(cur, scope.gate), apis: apiLines(cur), privacy: privacy ? new PrivacyVault(privacyFields(privacy)) : undefined,
            // Each run has its own workspace, never the chat's; classic runs as pure classic (no off-ramp).
            workspace: new Workspace(), ...(mode === 'classic' ? { offRampTokens: null } : {}),
          }, specTitle: spec.title, messages: [{ role: 'user', content: task.prompt }], signal: controller.signal,
          onEvent: (event) => dispatch({ type: 'log', mode, action: { type: 'event', event, now: Date.now() } }),
        }).finally(scope.end);
        const run = finished(mode, result);
        record({ ...run, task: slot.task, repeat: slot.repeat, success: judged(run, task.expect) });
      }
      abortRef.current = null;
      setRunning(false);
    })();
  }, [inputsRef]);

  const stop = useCallback(() => {
    if (abortRef.current && !abortRef.current.signal.aborted) dispatch({ type: 'stopped' });
    abortRef.current?.abort();
    inputsRef.current.inputs.sandbox.stop();
  }, [inputsRef]);

  const columns = useMemo(
    () => Object.fromEntries(compareModeIds().map((mode) => [mode, columnState(state, mode, running)])) as Record<AgentMode, ColumnState>,
    [state, running],
  );

  const report = useMemo((): CompareInput | null => {
    const { ran } = state;
    if (!ran || !summary) return null;
    const dual = dualContextFor(summary.tokens, set ?? { toolNames: summary.operations.map((o) => o.name) }, ran.settings.provider);
    const latest = (mode: AgentMode): RunRecord => {
      const c = columns[mode];
      const status = c.status === 'idle' || c.status === 'running' ? 'error' : c.status;
      return { mode, status, reason: c.status === 'running' || c.status === 'idle' ? 'Still running.' : c.reason, summary: c.last?.summary };
    };
    return {
      spec: { title: summary.title, source: summary.source, url: summary.url, operations: summary.operations.length },
      prompt: ran.tasks[0]?.prompt ?? '',
      provider: ran.settings.provider,
      model: ran.settings.model,
      context: {
        operations: set?.operations ?? summary.operations.length, classicTokens: summary.tokens.classic, codeTokens: summary.tokens.codeMode, tokenizer: summary.tokens.tokenizer,
        ...(dual ? { dualTokens: dual.tokens, dualSurface: dual.surface } : {}),
      },
      runs: Object.fromEntries(compareModeIds().map((m) => [m, latest(m)])) as Record<AgentMode, RunRecord>,
      modes: ran.modes,
      repeats: ran.repeats,
      tasks: ran.tasks,
      ...(ran.suite !== undefined ? { suite: ran.suite } : {}),
      allRuns: state.records,
      stopped: state.stopped,
      planned: ran.planned,
      pricing: pricing.table,
      privacy: ran.privacy,
      mocked: ran.mocked,
      generatedAt: ran.generatedAt,
    };
  }, [state, columns, summary, set, pricing.table]);

  const progress = useMemo(() => progressOf(state), [state]);

  return { columns, logs: state.logs, running, progress, limits, blockedReason, pricing, report, start, stop };
}
