// Would classic mode's request be refused by the chosen provider? The same check for chat and compare, before any call.
import type { AgentMode } from '../../core/agent';
import { checkRequestLimits, PROVIDERS, type LimitProblem, type ListedModel, type RequestLimitCheck } from '../../core/llm/providers';
import type { LlmSettings } from '../app/llmSettings';
import type { LoadedSummary } from '../workers/catalogProtocol';

/** `toolCount`: the loaded set's tools (every API's operations); the spec's own when it is alone. */
export function classicLimits(summary: LoadedSummary | null, settings: Pick<LlmSettings, 'provider' | 'model'>, listed: readonly ListedModel[] = [], toolCount = summary?.operations.length ?? 0): RequestLimitCheck | null {
  if (!summary) return null;
  return checkRequestLimits({
    provider: settings.provider,
    model: settings.model.trim(),
    toolCount,
    // Token and size counts arrive after the spec is shown; the tool count alone is known at once.
    promptTokens: summary.tokens?.classic ?? 0,
    requestBytes: summary.tokens?.classicChars,
    listed,
  });
}

/** One line for the Send button's tooltip area; the notice above the composer has the numbers and sources. */
export function classicBlockedReason(check: RequestLimitCheck | null): string | null {
  return check && !check.ok ? `Classic mode would be refused: ${check.reasons[0] ?? ''} Switch to code mode.` : null;
}

/** What chat shows instead of sending when classic mode would be refused, or null. */
export function chatClassicRefusal(mode: AgentMode, check: RequestLimitCheck | null, settings: Pick<LlmSettings, 'provider'>): { heading: string; problems: LimitProblem[] } | null {
  if (mode !== 'classic' || !check || check.ok) return null;
  return { heading: `Classic mode would be refused by ${PROVIDERS[settings.provider].label}, so nothing is sent:`, problems: check.problems };
}
