// Chat Completions wire shapes <-> provider-neutral shapes (used for OpenAI and every OpenAI-compatible server).
import type {
  ChatCompletion,
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { explains } from '../stopReasons';
import { withImageNotes } from '../toolImages';
import type { ChatMessage, CompletionResponse, StopReason, ToolCall, ToolDefinition, Usage } from '../types';

export function toOpenAiTools(tools: ToolDefinition[]): ChatCompletionFunctionTool[] {
  return tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.inputSchema },
  }));
}

/** Tool errors are flagged in the text: the Chat Completions tool role has no error field. */
export function toolResultText(content: string, isError: boolean): string {
  return isError && !/^error\b/i.test(content) ? `Error: ${content}` : content;
}

export function toOpenAiMessages(system: string, messages: ChatMessage[]): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = [];
  if (system) out.push({ role: 'system', content: system });
  for (const m of messages) {
    if (m.role === 'user') {
      out.push({ role: 'user', content: m.content });
    } else if (m.role === 'assistant') {
      // OpenAI refuses an assistant message with neither content nor tool_calls; an empty turn adds nothing.
      if (!m.content && m.toolCalls.length === 0) continue;
      out.push({
        role: 'assistant',
        content: m.content || null,
        ...(m.toolCalls.length > 0
          ? {
              tool_calls: m.toolCalls.map((c) => ({
                id: c.id,
                type: 'function' as const,
                function: { name: c.name, arguments: c.argumentsJson },
              })),
            }
          : {}),
      });
    } else {
      out.push({ role: 'tool', tool_call_id: m.toolCallId, content: withImageNotes(toolResultText(m.content, m.isError), m.images) });
    }
  }
  return out;
}

/** prompt_tokens already includes cached tokens; cached_tokens is the part served from the prompt cache. */
export function fromOpenAiUsage(usage: ChatCompletion['usage']): Usage | undefined {
  if (!usage) return undefined;
  return {
    inputTokens: usage.prompt_tokens,
    outputTokens: usage.completion_tokens,
    cachedInputTokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
    reported: true,
  };
}

function stopReason(finish: string | null | undefined, hasToolCalls: boolean, hasText: boolean): StopReason {
  // Some compatible servers (e.g. Ollama) answer finish_reason "stop" even when they return tool calls.
  if (hasToolCalls || finish === 'tool_calls' || finish === 'function_call') return 'tool_use';
  if (finish === 'content_filter') return 'blocked';
  if (finish === 'length') return 'max_tokens';
  if (!hasText) return 'empty';
  return finish === 'stop' ? 'end' : 'other';
}

export function fromOpenAiCompletion(completion: ChatCompletion): Omit<CompletionResponse, 'usage'> & { usage?: Usage } {
  const choice = completion.choices[0];
  const toolCalls: ToolCall[] = [];
  for (const call of choice?.message.tool_calls ?? []) {
    if (call.type === 'function') {
      toolCalls.push({ id: call.id, name: call.function.name, argumentsJson: call.function.arguments });
    }
  }
  const text = choice?.message.content ?? '';
  const refusal = choice?.message.refusal;
  const reason = refusal ? 'blocked' : stopReason(choice?.finish_reason, toolCalls.length > 0, text !== '');
  const finishReason = refusal ? `refusal: ${refusal}` : choice?.finish_reason;
  return {
    text,
    toolCalls,
    usage: fromOpenAiUsage(completion.usage),
    stopReason: reason,
    ...(explains(reason) && finishReason ? { finishReason } : {}),
  };
}
