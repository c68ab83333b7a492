// Responses API wire shapes <-> provider-neutral shapes (OpenAI's modes that use /v1/responses; see descriptor.ts).
import type {
  FunctionTool,
  Response,
  ResponseInputItem,
  ResponseUsage,
} from 'openai/resources/responses/responses';
import { explains } from '../stopReasons';
import type { ChatMessage, CompletionResponse, StopReason, ToolCall, ToolDefinition, Usage } from '../types';
import { toolResultText } from './convert';

/** Our schemas are not Structured-Outputs strict (optional properties, open objects), so strict is off. */
export function toResponsesTools(tools: ToolDefinition[]): FunctionTool[] {
  return tools.map((t) => ({ type: 'function', name: t.name, description: t.description, parameters: t.inputSchema, strict: false }));
}

/** The conversation as input items; the system prompt travels as `instructions`. */
export function toResponsesInput(messages: ChatMessage[]): ResponseInputItem[] {
  const out: ResponseInputItem[] = [];
  for (const m of messages) {
    if (m.role === 'user') {
      out.push({ role: 'user', content: m.content });
    } else if (m.role === 'assistant') {
      if (m.content) out.push({ role: 'assistant', content: m.content });
      // Item ids are left out: a function_call replayed with its id would need its reasoning item too.
      for (const c of m.toolCalls) out.push({ type: 'function_call', call_id: c.id, name: c.name, arguments: c.argumentsJson });
    } else {
      out.push({ type: 'function_call_output', call_id: m.toolCallId, output: toolResultText(m.content, m.isError) });
    }
  }
  return out;
}

/** input_tokens already includes cached tokens; cached_tokens is the part served from the prompt cache. */
export function fromResponsesUsage(usage: ResponseUsage | undefined | null): Usage | undefined {
  if (!usage) return undefined;
  return {
    inputTokens: usage.input_tokens,
    outputTokens: usage.output_tokens,
    cachedInputTokens: usage.input_tokens_details?.cached_tokens ?? 0,
    reported: true,
  };
}

function stopReason(response: Response, hasCalls: boolean, hasText: boolean, refused: boolean): { reason: StopReason; finish?: string } {
  const incomplete = response.incomplete_details?.reason;
  if (refused) return { reason: 'blocked', finish: 'refusal' };
  if (hasCalls) return { reason: 'tool_use' };
  if (incomplete === 'max_output_tokens') return { reason: 'max_tokens', finish: incomplete };
  if (incomplete === 'content_filter') return { reason: 'blocked', finish: incomplete };
  if (!hasText) return { reason: 'empty', finish: response.status ?? undefined };
  if (response.status === 'completed') return { reason: 'end' };
  return { reason: 'other', finish: incomplete ?? response.status ?? undefined };
}

export function fromResponse(response: Response): Omit<CompletionResponse, 'usage'> & { usage?: Usage } {
  const toolCalls: ToolCall[] = [];
  let text = '';
  let refusal = '';
  for (const item of response.output) {
    if (item.type === 'message') {
      for (const part of item.content) {
        if (part.type === 'output_text') text += part.text;
        else refusal += part.refusal;
      }
    } else if (item.type === 'function_call') {
      toolCalls.push({ id: item.call_id, name: item.name, argumentsJson: item.arguments });
    }
  }
  const { reason, finish } = stopReason(response, toolCalls.length > 0, text !== '', refusal !== '');
  const finishReason = refusal ? `refusal: ${refusal}` : finish;
  return {
    text,
    toolCalls,
    usage: fromResponsesUsage(response.usage),
    stopReason: reason,
    ...(explains(reason) && finishReason ? { finishReason } : {}),
  };
}
