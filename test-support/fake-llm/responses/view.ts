// What a Responses API request offered and said, so scripted turns can react to it.
import { arr, isObj, str, type Json } from '../validate/shared';
import type { ConversationView } from '../conversation';

export interface ResponsesView extends ConversationView {
  /** Function definitions marked defer_loading, by name (what a search may load). */
  deferred: Map<string, Json>;
  /** The request's tool_search tool: who executes it, or null without one. */
  search: 'server' | 'client' | null;
  programmatic: boolean;
  tools: string[];
  /** call_id of the newest program item in the input. */
  lastProgram?: string;
}

/** String output or the text parts of a content list. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  return arr(content).filter(isObj).map((p) => str(p.text) ?? '').join('');
}

export function viewResponses(body: unknown): ResponsesView {
  const b = isObj(body) ? body : {};
  const tools = arr(b.tools).filter(isObj);
  const deferred = new Map<string, Json>();
  for (const t of tools) if (t.type === 'function' && t.defer_loading === true && typeof t.name === 'string') deferred.set(t.name, t);
  const searchTool = tools.find((t) => t.type === 'tool_search');
  const input = typeof b.input === 'string' ? [{ role: 'user', content: b.input }] : arr(b.input).filter(isObj);
  const lastOutput = [...input].reverse().find((i) => i.type === 'function_call_output');
  const lastUser = [...input].reverse().find((i) => i.role === 'user');
  const lastProgram = [...input].reverse().find((i) => i.type === 'program');
  return {
    lastProgram: lastProgram ? String(lastProgram.call_id) : undefined,
    model: str(b.model) ?? '',
    stream: b.stream === true,
    includeUsage: true,
    tools: tools.map((t) => (t.type === 'function' ? String(t.name) : String(t.type))),
    lastToolResult: lastOutput ? textOf(lastOutput.output) : undefined,
    lastUserMessage: lastUser ? textOf(lastUser.content) : undefined,
    deferred,
    search: searchTool ? (searchTool.execution === 'client' ? 'client' : 'server') : null,
    programmatic: tools.some((t) => t.type === 'programmatic_tool_calling'),
  };
}
