// The last check before the first request: a tool list over the provider's documented limits is never sent.
import { utf8Length } from '../llm/feasibility';
import { PROVIDER_LIMITS } from '../llm/registry';
import { checkRequestLimits } from '../llm/providers';
import type { ProviderId, ToolDefinition } from '../llm/types';
import type { AgentErrorInfo, AgentMode } from './types';

export function toolLimitError(provider: ProviderId, model: string, mode: AgentMode, tools: readonly ToolDefinition[]): AgentErrorInfo | undefined {
  // Serializing 100+ MB of tools is only worth it where a size limit exists.
  const requestBytes = PROVIDER_LIMITS[provider].maxRequestBytes ? utf8Length(JSON.stringify(tools)) : undefined;
  const check = checkRequestLimits({ provider, model, toolCount: tools.length, promptTokens: 0, requestBytes });
  if (check.ok) return undefined;
  const sources = check.problems.map((p) => `Source: ${p.source}`).join(' ');
  const advice = mode === 'classic' ? ' Use code mode: it needs three tools whatever the API size.' : '';
  return { kind: 'tool-limit', message: `Not sent: ${check.reasons.join(' ')}${advice} ${sources}` };
}
