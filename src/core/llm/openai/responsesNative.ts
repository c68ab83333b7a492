// OpenAI's native modes on the Responses API: tool search over deferred functions (hosted, or `execution: "client"`
// answered with `tool_search_output`) and programmatic tool calling (`program` items whose calls come back nested).
import type { FunctionTool, Response, Tool, ToolSearchTool } from 'openai/resources/responses/responses';
import type { ChatMessage, NativeContent, NativeEvent, NativeRequest, ToolDefinition } from '../types';

type Item = Record<string, unknown>;

const functionTool = (t: ToolDefinition): FunctionTool => ({ type: 'function', name: t.name, description: t.description, parameters: t.inputSchema, strict: false });

/** The request's tools for a native mode: deferred functions plus the search tool, or program-callable functions. */
export function nativeTools(tools: ToolDefinition[], native: NativeRequest): Tool[] {
  const deferred = new Set(native.deferred);
  if (native.mode === 'programmatic') {
    return [...tools.map((t): FunctionTool => ({ ...functionTool(t), allowed_callers: ['programmatic'] })), { type: 'programmatic_tool_calling' }];
  }
  const local = native.mode === 'tool-search-local' ? tools.find((t) => t.name === native.localSearchTool) : undefined;
  const search: ToolSearchTool = local
    ? { type: 'tool_search', execution: 'client', description: local.description, parameters: local.inputSchema }
    : { type: 'tool_search' };
  const functions = tools.filter((t) => t !== local).map((t) => (deferred.has(t.name) ? { ...functionTool(t), defer_loading: true } : functionTool(t)));
  return [...functions, search];
}

/** The definitions a client-side search loaded, for its `tool_search_output`. */
export function loadedDefinitions(names: string[], tools: ToolDefinition[]): FunctionTool[] {
  return names.flatMap((n) => {
    const t = tools.find((d) => d.name === n);
    return t ? [functionTool(t)] : [];
  });
}

function queryOf(args: unknown): string {
  if (args && typeof args === 'object' && 'query' in args && typeof args.query === 'string') return args.query;
  if (args && typeof args === 'object' && 'paths' in args && Array.isArray(args.paths)) return args.paths.map(String).join(', ');
  return typeof args === 'string' ? args : JSON.stringify(args);
}

/** Code of a program item, in this reply or in an earlier one of the conversation. */
function programCode(callId: string, items: Item[], history: ChatMessage[]): string {
  const all = [...history.flatMap((m) => (m.role === 'assistant' && m.native?.provider === 'openai' ? m.native.items : [])), ...items];
  const program = all.find((i) => i.type === 'program' && i.call_id === callId);
  return typeof program?.code === 'string' ? program.code : '';
}

/** Searches the server ran, and programs started or finished in this reply, for the trace. */
export function nativeEvents(response: Response, history: ChatMessage[]): NativeEvent[] {
  const items = response.output as unknown as Item[];
  const events: NativeEvent[] = [];
  for (const item of response.output) {
    if (item.type === 'tool_search_call' && item.execution === 'server') {
      const out = response.output.find((o) => o.type === 'tool_search_output' && o.call_id === item.call_id);
      const loaded = out?.type === 'tool_search_output' ? out.tools.flatMap((t) => ('name' in t && typeof t.name === 'string' ? [t.name] : [])) : [];
      events.push({ kind: 'search', id: item.call_id ?? item.id, query: queryOf(item.arguments), loaded, local: false });
    } else if (item.type === 'program') {
      const done = response.output.find((o) => o.type === 'program_output' && o.call_id === item.call_id);
      events.push({ kind: 'program', id: item.call_id, code: item.code, ...(done?.type === 'program_output' ? { output: done.result } : {}) });
    } else if (item.type === 'program_output' && !response.output.some((o) => o.type === 'program' && o.call_id === item.call_id)) {
      events.push({ kind: 'program', id: item.call_id, code: programCode(item.call_id, items, history), output: item.result });
    }
  }
  return events;
}

/** Every output item, verbatim: the next request replays them (program fingerprints must round-trip). */
export function nativeContent(response: Response): NativeContent {
  return { provider: 'openai', items: response.output.map((i) => ({ ...i })) };
}
