// Chat with the agent: one conversation, runs appended to it, Stop via AbortController, edit-and-resend.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { AgentEvent, AgentMode } from '../../core/agent';
import type { ProviderSettings, SearchVariant } from '../../core/llm';
import { PrivacyVault } from '../../core/privacy';
import type { ListedSkill } from '../../core/skills';
import type { RequestLimitCheck } from '../../core/llm/providers';
import type { ApprovalController } from './useApprovals';
import { chatReducer, EMPTY_LOG, lastUserText, type ChatLog } from '../agent/agentLog';
import { loadRunMode } from '../agent/agentRunLoader';
import { blockedReason as gateReason } from '../agent/blockedReason';
import { classicBlockedReason } from '../agent/classicLimits';
import { privacyFields, type PrivacySettings } from '../app/privacySettings';
import { apiLines, firstSummary, sandboxConfigFor, type RunEnvironment } from '../app/sandboxConfig';
import type { CatalogClient } from './useCatalog';
import { useLatest } from './useLatest';
import type { SandboxController } from '../app/sandboxController';

/** The run environment (the sources, the request policy) and what chat and compare both run with. */
export interface RunInputs extends RunEnvironment {
  catalog: CatalogClient | null;
  sandbox: SandboxController;
  /** Gives each run its approval scope ("Allow writes for this run" lasts that run). */
  approvals: Pick<ApprovalController, 'beginScope'>;
}

export interface AgentInputs extends RunInputs {
  /** null while a required setting is missing (see `settingsProblem`). */
  settings: ProviderSettings | null;
  settingsProblem: string | null;
  mode: AgentMode;
  /** Classic-mode feasibility (useClassicLimits); a refused tool list blocks Send in classic mode. */
  classicCheck?: RequestLimitCheck | null;
  /** Privacy mode; the chat's token mapping lives until New chat. */
  privacy?: PrivacySettings;
  /** The loaded set's saved skills. */
  skills?: readonly ListedSkill[];
  /** The model's save_skill (asks the user first, until `signal` withdraws the question). */
  saveSkill?: (code: string, signal?: AbortSignal) => Promise<{ ok: boolean; message: string }>;
  /** Context Off-Ramp threshold in tokens, or null when the user turned it off. */
  offRampTokens?: number | null;
  /** tool-search mode: BM25 or regex. */
  searchVariant?: SearchVariant;
}

/** The chat's vault when privacy mode is on (made on first use, fields kept current), else undefined. */
function chatVault(ref: { current: PrivacyVault | null }, privacy: PrivacySettings | undefined): PrivacyVault | undefined {
  if (!privacy?.on) return undefined;
  ref.current ??= new PrivacyVault();
  ref.current.setFields(privacyFields(privacy));
  return ref.current;
}

/** save_skill's question ends with the tool call or with the run (Stop, New chat), whichever is first. */
function saveSkillFor(save: AgentInputs['saveSkill'], run: AbortSignal) {
  return save && ((code: string, signal: AbortSignal) => save(code, AbortSignal.any([signal, run])));
}

export interface AgentController {
  log: ChatLog;
  /** Why a message cannot be sent now, or null. */
  blockedReason: string | null;
  send: (text: string) => void;
  stop: () => void;
  /** Removes the last user message and what followed; returns its text for editing. */
  editLast: () => string | null;
  clear: () => void;
  /** A typed tool's MCP call (classic, dual) reports progress: its latest line while it waits, else null. */
  toolProgress: string | null;
}

export function blockedReasonFor(inputs: AgentInputs): string | null {
  return gateReason({
    hasSpec: inputs.sources.length > 0,
    catalogReady: inputs.catalog !== null,
    settingsProblem: inputs.settingsProblem,
    modes: [inputs.mode],
    sandboxStatus: inputs.sandbox.status,
    classicLimit: inputs.mode === 'classic' ? classicBlockedReason(inputs.classicCheck ?? null) : null,
  });
}

export function useAgent(inputs: AgentInputs): AgentController {
  const [log, dispatch] = useReducer(chatReducer, EMPTY_LOG);
  const [toolProgress, setToolProgress] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const vaultRef = useRef<PrivacyVault | null>(null);
  const logRef = useLatest(log);
  const inputsRef = useLatest(inputs);
  const blockedReason = blockedReasonFor(inputs);

  useEffect(() => {
    if (!log.running) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 200);
    return () => clearInterval(timer);
  }, [log.running]);

  useEffect(() => {
    void loadRunMode().catch(() => undefined);
    return () => abortRef.current?.abort();
  }, []);

  const send = useCallback((text: string) => {
    const current = inputsRef.current;
    const prompt = text.trim();
    if (!prompt || logRef.current.running || blockedReasonFor(current)) return;
    const { catalog, settings } = current;
    const summary = firstSummary(current);
    if (!summary || !catalog || !settings) return;
    const controller = new AbortController();
    abortRef.current = controller;
    const history = [...logRef.current.history, { role: 'user' as const, content: prompt }];
    dispatch({ type: 'start', text: prompt, now: Date.now() });
    // "Allow writes for this run" lasts one user turn in chat.
    const scope = current.approvals.beginScope();
    const onEvent = (event: AgentEvent) => dispatch({ type: 'event', event, now: Date.now() });
    void loadRunMode()
      .then((runMode) =>
        runMode({
          mode: current.mode,
          settings,
          deps: {
            catalog, sandbox: current.sandbox, sandboxConfig: sandboxConfigFor(current, scope.gate), apis: apiLines(current), privacy: chatVault(vaultRef, current.privacy),
            // The turn's runs are bound to the workspace of the spec it started on.
            workspace: current.sandbox.workspace.bind(),
            skills: current.skills, saveSkill: saveSkillFor(current.saveSkill, controller.signal), offRampTokens: current.offRampTokens, searchVariant: current.searchVariant, classicTokens: () => catalog.contextTokens().then((t) => t.classic), specJson: () => catalog.specJson(),
            onToolProgress: setToolProgress,
          },
          specTitle: summary.title,
          messages: history,
          signal: controller.signal,
          onEvent,
        }),
      )
      .catch((err: unknown) => dispatch({ type: 'failed', error: { kind: 'internal', message: `The agent could not load: ${String(err)}` }, now: Date.now() }))
      .finally(() => {
        scope.end();
        setToolProgress(null);
        if (abortRef.current === controller) abortRef.current = null;
      });
  }, [inputsRef, logRef]);

  const stop = useCallback(() => {
    abortRef.current?.abort();
    inputsRef.current.sandbox.stop();
  }, [inputsRef]);

  const editLast = useCallback(() => {
    const text = lastUserText(logRef.current);
    if (text === null || logRef.current.running) return null;
    dispatch({ type: 'truncate-to-last-user' });
    return text;
  }, [logRef]);

  const clear = useCallback(() => {
    abortRef.current?.abort();
    vaultRef.current = null;
    inputsRef.current.sandbox.workspace.clear();
    dispatch({ type: 'clear' });
  }, [inputsRef]);

  return useMemo(() => ({ log, blockedReason, send, stop, editLast, clear, toolProgress }), [log, blockedReason, send, stop, editLast, clear, toolProgress]);
}
