// Anthropic Messages wire shapes <-> provider-neutral shapes.
import type {
  ContentBlockParam,
  Message,
  MessageParam,
  Tool,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages';
import { explains } from '../stopReasons';
import type { ChatMessage, CompletionResponse, StopReason, ToolCall, ToolDefinition, ToolImage, Usage } from '../types';

export function toAnthropicTools(tools: ToolDefinition[]): Tool[] {
  return tools.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: { ...t.inputSchema, type: 'object' },
  }));
}

/** tool_use.input must be an object; malformed arguments become {} (the tool result already reports the error). */
function parseInput(argumentsJson: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(argumentsJson);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A tool result's text, and its images as image blocks (tool_result takes them). */
function withImages(text: string, images: ToolImage[] | undefined): ToolResultBlockParam['content'] {
  if (!images || images.length === 0) return text;
  const media = images.map((i) => ({ type: 'image' as const, source: { type: 'base64' as const, media_type: i.mimeType as 'image/png', data: i.data } }));
  return [...(text ? [{ type: 'text' as const, text }] : []), ...media];
}

/** Consecutive tool results (and a following user text) share one user turn: roles must alternate. */
export function toAnthropicMessages(messages: ChatMessage[]): MessageParam[] {
  const out: MessageParam[] = [];
  const push = (role: 'user' | 'assistant', blocks: ContentBlockParam[]) => {
    const last = out.at(-1);
    if (last && last.role === role && Array.isArray(last.content)) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  };
  for (const m of messages) {
    if (m.role === 'user') {
      push('user', [{ type: 'text', text: m.content }]);
    } else if (m.role === 'assistant') {
      if (m.native?.provider === 'anthropic' && m.native.items.length > 0) {
        // Server tool use and results, tool_use with its caller: exactly as the API sent them.
        push('assistant', m.native.items as unknown as ContentBlockParam[]);
        continue;
      }
      const blocks: ContentBlockParam[] = [];
      if (m.content) blocks.push({ type: 'text', text: m.content });
      for (const c of m.toolCalls) blocks.push({ type: 'tool_use', id: c.id, name: c.name, input: parseInput(c.argumentsJson) });
      // Anthropic refuses empty content; without the empty turn the user turns around it merge into one.
      if (blocks.length > 0) push('assistant', blocks);
    } else {
      const result: ToolResultBlockParam = {
        type: 'tool_result',
        tool_use_id: m.toolCallId,
        // Our own search's answer: tool_reference blocks load those deferred tools.
        content: m.loadedTools && !m.isError ? m.loadedTools.map((name) => ({ type: 'tool_reference' as const, tool_name: name })) : withImages(m.content, m.images),
        ...(m.isError ? { is_error: true } : {}),
      };
      push('user', [result]);
    }
  }
  return out;
}

/**
 * input_tokens excludes cached prompt parts, so inputTokens = input + cache reads + cache writes (the whole prompt);
 * cachedInputTokens = cache reads.
 */
export function fromAnthropicUsage(usage: Message['usage']): Usage {
  const cacheRead = usage.cache_read_input_tokens ?? 0;
  const cacheWrite = usage.cache_creation_input_tokens ?? 0;
  return {
    inputTokens: usage.input_tokens + cacheRead + cacheWrite,
    outputTokens: usage.output_tokens,
    cachedInputTokens: cacheRead,
    reported: true,
  };
}

function stopReason(reason: Message['stop_reason'], hasText: boolean): StopReason {
  if (reason === 'tool_use') return 'tool_use';
  if (reason === 'refusal') return 'blocked';
  if (reason === 'max_tokens') return 'max_tokens';
  if (reason === 'pause_turn') return 'pause';
  if (!hasText) return 'empty';
  return reason === 'end_turn' || reason === 'stop_sequence' ? 'end' : 'other';
}

/** rawInputs: streamed input_json_delta text per content index, kept verbatim (even when malformed). */
export function fromAnthropicMessage(message: Message, rawInputs: Map<number, string> = new Map()): CompletionResponse {
  let text = '';
  const toolCalls: ToolCall[] = [];
  message.content.forEach((block, index) => {
    if (block.type === 'text') text += block.text;
    else if (block.type === 'tool_use') {
      const raw = rawInputs.get(index);
      // Absent on replies without programmatic calling; the SDK type says always present.
      const caller = block.caller as ToolUseBlock['caller'] | undefined;
      toolCalls.push({
        id: block.id, name: block.name, argumentsJson: raw !== undefined && raw !== '' ? raw : JSON.stringify(block.input ?? {}),
        ...(caller && caller.type !== 'direct' ? { caller: { programId: caller.tool_id } } : {}),
      });
    }
  });
  const reason = toolCalls.length > 0 ? 'tool_use' : stopReason(message.stop_reason, text !== '');
  const finish = message.stop_reason;
  return { text, toolCalls, usage: fromAnthropicUsage(message.usage), stopReason: reason, ...(explains(reason) && finish ? { finishReason: finish } : {}) };
}
