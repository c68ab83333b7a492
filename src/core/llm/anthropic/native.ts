// Anthropic's native modes: tool search over deferred tools (hosted BM25/regex, or ours answering with
// `tool_reference` blocks) and programmatic tool calling (`code_execution_20260120` calling tools that allow it).
// These shapes are GA in the Messages API of the pinned SDK (no beta header: none is listed for them in AnthropicBeta).
import type { ContentBlock, Message, Tool, ToolUnion } from '@anthropic-ai/sdk/resources/messages';
import type { NativeContent, NativeEvent, NativeRequest, NativeState } from '../types';

/** The code execution version whose calls to our tools come back to us (and whose REPL state persists). */
export const CODE_EXECUTION_TYPE = 'code_execution_20260120';

function searchTool(variant: NativeRequest['searchVariant']): ToolUnion {
  return variant === 'regex'
    ? { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' }
    : { type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' };
}

/** The request's tool list for a native mode, from the operation tools already in Anthropic's shape. */
export function nativeTools(tools: Tool[], native: NativeRequest): ToolUnion[] {
  if (native.mode === 'programmatic') {
    // Only the program calls the operations: every call of one comes back as a tool_use with a caller.
    return [{ type: CODE_EXECUTION_TYPE, name: 'code_execution' }, ...tools.map((t): Tool => ({ ...t, allowed_callers: [CODE_EXECUTION_TYPE] }))];
  }
  const deferred = new Set(native.deferred);
  const list: ToolUnion[] = tools.map((t): Tool => (deferred.has(t.name) && t.name !== native.localSearchTool ? { ...t, defer_loading: true } : t));
  if (native.mode === 'tool-search') list.push(searchTool(native.searchVariant));
  return list;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function inputOf(block: { input: unknown }): Record<string, unknown> {
  return typeof block.input === 'object' && block.input !== null ? (block.input as Record<string, unknown>) : {};
}

/** The searches and programs of one reply, each result paired with its server tool use. */
export function nativeEvents(content: ContentBlock[]): NativeEvent[] {
  const events: NativeEvent[] = [];
  const byId = new Map<string, NativeEvent>();
  for (const block of content) {
    if (block.type === 'server_tool_use') {
      const input = inputOf(block);
      let event: NativeEvent | null = null;
      if (block.name === 'tool_search_tool_bm25' || block.name === 'tool_search_tool_regex') {
        event = { kind: 'search', id: block.id, query: text(input.query) || text(input.pattern), loaded: [], local: false };
      } else if (block.name === 'code_execution') {
        event = { kind: 'program', id: block.id, code: text(input.code) };
      }
      if (event) {
        events.push(event);
        byId.set(block.id, event);
      }
    } else if (block.type === 'tool_search_tool_result') {
      const event = byId.get(block.tool_use_id);
      if (event?.kind === 'search' && block.content.type === 'tool_search_tool_search_result') {
        event.loaded = block.content.tool_references.map((r) => r.tool_name);
      }
    } else if (block.type === 'code_execution_tool_result') {
      const event = byId.get(block.tool_use_id);
      if (event?.kind !== 'program') continue;
      const result = block.content;
      if (result.type === 'code_execution_result') {
        event.output = [result.stdout, result.stderr].filter((s) => s !== '').join('\n');
        event.returnCode = result.return_code;
      } else if (result.type === 'code_execution_tool_result_error') {
        event.output = `Code execution failed: ${result.error_code}`;
      }
    }
  }
  return events;
}

/** The reply as it must be sent back next turn (its content blocks verbatim) with its container. */
export function nativeContent(message: Message): NativeContent {
  const items = JSON.parse(JSON.stringify(message.content)) as Array<Record<string, unknown>>;
  const state: NativeState | undefined = message.container ? { containerId: message.container.id, containerExpiresAt: message.container.expires_at } : undefined;
  return { provider: 'anthropic', items, ...(state ? { state } : {}) };
}
