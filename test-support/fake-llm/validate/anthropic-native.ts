// Anthropic's rules for tool search over deferred tools and programmatic tool calling, as the docs state them:
// server tools by type, never every tool deferred, a deferred tool used only after a search loaded it, a
// tool_reference only to a defined tool, nested calls only from the code execution tool they allow, answered with
// only tool_result blocks and the container named. Unsupported models are refused.
import { arr, bad, isObj, str, type Json, type Violation } from './shared';

export const SEARCH_TOOL_TYPES = ['tool_search_tool_bm25_20251119', 'tool_search_tool_regex_20251119'];
export const CODE_EXECUTION_TYPE = 'code_execution_20260120';
const SERVER_TOOL_TYPES = [...SEARCH_TOOL_TYPES, CODE_EXECUTION_TYPE];
/** Models the features' compatibility tables leave out (id prefixes): tool search lists Haiku 4.5, programmatic does not. */
const OLDER_MODELS = ['claude-3', 'claude-opus-4-0', 'claude-opus-4-1', 'claude-opus-4-2025', 'claude-sonnet-4-0', 'claude-sonnet-4-2025'];
export const NO_TOOL_SEARCH = OLDER_MODELS;
export const NO_PROGRAMMATIC = [...OLDER_MODELS, 'claude-haiku-4-5'];

/** A server tool (by type) is valid as is; undefined: a custom tool, checked by the caller. */
export function checkServerTool(tool: Json, i: number): Violation | null | undefined {
  if (tool.type === undefined || tool.type === 'custom') return undefined;
  const type = JSON.stringify(tool.type);
  if (typeof tool.type !== 'string' || !SERVER_TOOL_TYPES.includes(tool.type)) return bad(`tools.${i}: Input tag ${type} found using 'type' does not match any of the expected tags`);
  return null;
}

const blocks = (content: unknown): Json[] => (typeof content === 'string' ? [] : arr(content).filter(isObj));

function checkSetup(body: Json, tools: Json[]): Violation | null {
  const deferred = tools.filter((t) => t.defer_loading === true);
  if (deferred.length > 0 && deferred.length === tools.length) {
    return bad('All tools have defer_loading set to true. At least one tool (for example the tool search tool) must not be deferred.');
  }
  const search = tools.some((t) => SEARCH_TOOL_TYPES.includes(String(t.type)));
  const programmatic = tools.some((t) => arr(t.allowed_callers).includes(CODE_EXECUTION_TYPE));
  const model = str(body.model) ?? '';
  if ((search || deferred.length > 0) && NO_TOOL_SEARCH.some((m) => model.startsWith(m))) return bad(`The model '${model}' does not support tool search.`);
  if (programmatic && NO_PROGRAMMATIC.some((m) => model.startsWith(m))) return bad(`The model '${model}' does not support programmatic tool calling.`);
  if (programmatic && !tools.some((t) => t.type === CODE_EXECUTION_TYPE)) {
    return bad(`tools: allowed_callers names ${CODE_EXECUTION_TYPE}, but no ${CODE_EXECUTION_TYPE} tool is in the request.`);
  }
  return null;
}

/** Walks the history in order: what is loaded, who may call what, and how nested calls are answered. */
function checkHistory(body: Json, tools: Json[]): Violation | null {
  const byName = new Map(tools.filter((t) => typeof t.name === 'string').map((t) => [String(t.name), t]));
  const loaded = new Set(tools.filter((t) => t.defer_loading !== true).map((t) => String(t.name)));
  const messages = arr(body.messages).filter(isObj);
  for (const [i, m] of messages.entries()) {
    for (const [j, b] of blocks(m.content).entries()) {
      if (b.type === 'tool_search_tool_result' && isObj(b.content)) {
        for (const r of arr(b.content.tool_references).filter(isObj)) loaded.add(String(r.tool_name));
      }
      if (b.type === 'tool_result') {
        for (const r of blocks(b.content).filter((x) => x.type === 'tool_reference')) {
          const name = String(r.tool_name);
          if (!byName.has(name)) return bad(`messages.${i}.content.${j}: tool_reference to '${name}', which is not defined in tools (tool_reference_unresolved).`);
          loaded.add(name);
        }
      }
      if (b.type !== 'tool_use') continue;
      const name = String(b.name);
      const tool = byName.get(name);
      if (tool?.defer_loading === true && !loaded.has(name)) {
        return bad(`messages.${i}.content.${j}: tool '${name}' is deferred (defer_loading) and was not loaded by a tool search before this tool_use.`);
      }
      const caller = isObj(b.caller) ? b.caller : undefined;
      if (caller && caller.type !== 'direct') {
        if (!arr(tool?.allowed_callers).includes(caller.type)) return bad(`messages.${i}.content.${j}: tool '${name}' does not allow the caller ${String(caller.type)} (allowed_callers).`);
        const program = blocks(m.content).some((x) => x.type === 'server_tool_use' && x.id === caller.tool_id);
        if (!program) return bad(`messages.${i}.content.${j}: caller.tool_id ${String(caller.tool_id)} matches no server_tool_use in this message.`);
      }
    }
  }
  return checkPendingAnswer(body, messages);
}

/** Nested calls of the last assistant turn: the reply holds only their tool_result blocks and names the container. */
function checkPendingAnswer(body: Json, messages: Json[]): Violation | null {
  const answer = messages.at(-1);
  const asked = messages.at(-2);
  if (answer?.role !== 'user' || asked?.role !== 'assistant') return null;
  const pending = blocks(asked.content).some((b) => b.type === 'tool_use' && isObj(b.caller) && b.caller.type !== 'direct');
  if (!pending) return null;
  if (blocks(answer.content).some((b) => b.type !== 'tool_result') || typeof answer.content === 'string') {
    return bad(`messages.${messages.length - 1}: when answering tool calls made by code execution, the message must contain only tool_result blocks.`);
  }
  if (containerId(body) === undefined) return bad('container_id is required when there are pending tool uses generated by code execution with tools.');
  return null;
}

export function containerId(body: Json): string | undefined {
  return typeof body.container === 'string' ? body.container : isObj(body.container) ? str(body.container.id) : undefined;
}

export function validateAnthropicNative(body: Json): Violation | null {
  const tools = arr(body.tools).filter(isObj);
  return checkSetup(body, tools) ?? checkHistory(body, tools);
}
