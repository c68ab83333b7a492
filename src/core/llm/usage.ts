// Tokenizer estimate for providers/servers that report no usage; always marked reported: false.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { CompletionRequest, ToolCall, Usage } from './types';

/** Counts the prompt as the model would see it: system, every message, and the tool definitions. */
export function estimateInputTokens(request: Pick<CompletionRequest, 'system' | 'messages' | 'tools'>): number {
  const parts: string[] = [request.system];
  for (const m of request.messages) {
    if (m.role === 'assistant') {
      parts.push(m.content, ...m.toolCalls.map((c) => `${c.name} ${c.argumentsJson}`));
    } else {
      parts.push(m.content);
    }
  }
  if (request.tools.length > 0) parts.push(JSON.stringify(request.tools));
  return countTokens(parts.join('\n'));
}

export function estimateOutputTokens(text: string, toolCalls: ToolCall[]): number {
  return countTokens([text, ...toolCalls.map((c) => `${c.name} ${c.argumentsJson}`)].join('\n'));
}

export function estimatedUsage(
  request: Pick<CompletionRequest, 'system' | 'messages' | 'tools'>,
  text: string,
  toolCalls: ToolCall[],
): Usage {
  return {
    inputTokens: estimateInputTokens(request),
    outputTokens: estimateOutputTokens(text, toolCalls),
    cachedInputTokens: 0,
    reported: false,
  };
}
