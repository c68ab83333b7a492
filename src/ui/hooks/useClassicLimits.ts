// Classic-mode feasibility for the loaded spec and the chosen provider/model, recomputed when either changes.
import { useMemo } from 'react';
import type { ListedModel, RequestLimitCheck } from '../../core/llm/providers';
import { classicLimits } from '../agent/classicLimits';
import type { LlmSettings } from '../app/llmSettings';
import type { LoadedSet } from '../app/loadedSet';
import type { LoadedSummary } from '../workers/catalogProtocol';

/** `set`: the loaded APIs, whose tools together are classic mode's tool list. */
export function useClassicLimits(summary: LoadedSummary | null, set: LoadedSet | null, settings: LlmSettings, listed: readonly ListedModel[]): RequestLimitCheck | null {
  const { provider, model } = settings;
  const toolCount = set?.operations;
  return useMemo(() => classicLimits(summary, { provider, model }, listed, toolCount), [summary, provider, model, listed, toolCount]);
}
