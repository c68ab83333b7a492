// The modes the chosen provider and model do not offer, with the descriptors' reason for each.
import { useMemo } from 'react';
import type { AgentMode } from '../../core/agent';
import { unavailableModes } from '../../core/compare';
import type { ProviderId } from '../../core/llm';

export function useUnavailableModes(provider: ProviderId, model: string): Partial<Record<AgentMode, string>> {
  return useMemo(() => unavailableModes(provider, model), [provider, model]);
}
