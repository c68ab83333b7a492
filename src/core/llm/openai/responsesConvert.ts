// Responses API wire shapes <-> provider-neutral shapes (OpenAI's modes that use /v1/responses; see descriptor.ts).
import type {
  FunctionTool,
  Response,
  ResponseFunctionCallOutputItemList,
  ResponseInputItem,
  ResponseUsage,
} from 'openai/resources/responses/responses';
import { explains } from '../stopReasons';
import type { ChatMessage, CompletionResponse, NativeRequest, StopReason, ToolCall, ToolCaller, ToolDefinition, ToolImage, Usage } from '../types';
import { toolResultText } from './convert';
import { dataUrl } from '../toolImages';
import { loadedDefinitions, nativeContent, nativeEvents } from './responsesNative';

/** Our schemas are not Structured-Outputs strict (optional properties, open objects), so strict is off. */
export function toResponsesTools(tools: ToolDefinition[]): FunctionTool[] {
  return tools.map((t) => ({ type: 'function', name: t.name, description: t.description, parameters: t.inputSchema, strict: false }));
}

/** A ToolCall rebuilt as the item the model sent (when no verbatim items were kept). */
/** A function_call_output's text, and its images as input_image items (the Responses API takes them there). */
function outputOf(text: string, images: ToolImage[] | undefined): string | ResponseFunctionCallOutputItemList {
  if (!images || images.length === 0) return text;
  return [{ type: 'input_text', text }, ...images.map((i) => ({ type: 'input_image' as const, image_url: dataUrl(i) }))];
}

function callItem(c: ToolCall): ResponseInputItem {
  if (c.clientSearch) return { type: 'tool_search_call', call_id: c.id, arguments: parseArgs(c.argumentsJson), execution: 'client', status: 'completed' };
  // Item ids are left out: a function_call replayed with its id would need its reasoning item too.
  return { type: 'function_call', call_id: c.id, name: c.name, arguments: c.argumentsJson, ...(c.caller ? { caller: { type: 'program' as const, caller_id: c.caller.programId } } : {}) };
}

function parseArgs(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

/**
 * The conversation as input items; the system prompt travels as `instructions`. OpenAI replies with native content
 * are replayed item for item (stateless continuation: programs' fingerprints and searches' loads round-trip).
 */
export function toResponsesInput(messages: ChatMessage[], tools: ToolDefinition[] = []): ResponseInputItem[] {
  const out: ResponseInputItem[] = [];
  const callers = new Map<string, ToolCaller>();
  const searches = new Set<string>();
  for (const m of messages) {
    if (m.role === 'user') {
      out.push({ role: 'user', content: m.content });
    } else if (m.role === 'assistant') {
      for (const c of m.toolCalls) {
        if (c.caller) callers.set(c.id, c.caller);
        if (c.clientSearch) searches.add(c.id);
      }
      if (m.native?.provider === 'openai') {
        // Output items are valid input items (ResponseInputItem lists each output item type).
        out.push(...(m.native.items as unknown as ResponseInputItem[]));
        continue;
      }
      if (m.content) out.push({ role: 'assistant', content: m.content });
      out.push(...m.toolCalls.map(callItem));
    } else if (m.loadedTools || searches.has(m.toolCallId)) {
      // A search that found nothing (or failed) is still answered, with no tools loaded.
      out.push({ type: 'tool_search_output', call_id: m.toolCallId, execution: 'client', status: 'completed', tools: loadedDefinitions(m.loadedTools ?? [], tools) });
    } else {
      const caller = callers.get(m.toolCallId);
      out.push({
        type: 'function_call_output', call_id: m.toolCallId, output: outputOf(toolResultText(m.content, m.isError), m.images),
        ...(caller ? { caller: { type: 'program' as const, caller_id: caller.programId } } : {}),
      });
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

/** history: the request's messages (a program's code may be in an earlier reply than its output). */
export function fromResponse(response: Response, native?: NativeRequest, history: ChatMessage[] = []): Omit<CompletionResponse, 'usage'> & { usage?: Usage } {
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
      const caller = item.caller?.type === 'program' ? { caller: { programId: item.caller.caller_id } } : {};
      toolCalls.push({ id: item.call_id, name: item.name, argumentsJson: item.arguments, ...caller });
    } else if (item.type === 'tool_search_call' && item.execution === 'client') {
      const name = native?.localSearchTool ?? 'tool_search';
      toolCalls.push({ id: item.call_id ?? item.id, name, argumentsJson: JSON.stringify(item.arguments ?? {}), clientSearch: true });
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
    ...(native ? { native: { content: nativeContent(response), events: nativeEvents(response, history) } } : {}),
  };
}
