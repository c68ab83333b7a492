// Classic-mode feasibility for the loaded spec and the chosen provider/model, recomputed when either changes.
import { useMemo } from 'react';
import type { ListedModel, RequestLimitCheck } from '../../core/llm/providers';
import { classicLimits } from '../agent/classicLimits';
import type { LlmSettings } from '../app/llmSettings';
import type { LoadedSummary } from '../workers/catalogProtocol';

export function useClassicLimits(summary: LoadedSummary | null, settings: LlmSettings, listed: readonly ListedModel[]): RequestLimitCheck | null {
  const { provider, model } = settings;
  return useMemo(() => classicLimits(summary, { provider, model }, listed), [summary, provider, model, listed]);
}
