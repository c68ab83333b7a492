// Messages API request rules, with the error texts Anthropic answers them with (invalid_request_error).
import { checkServerTool, validateAnthropicNative } from './anthropic-native';
import { ANTHROPIC_NAME, ANTHROPIC_PROPERTY, arr, bad, badPropertyKey, duplicate, isObj, str, type Json, type Violation } from './shared';

function checkTools(tools: unknown): Violation | null {
  if (tools === undefined) return null;
  if (!Array.isArray(tools)) return bad('tools: Input should be a valid list');
  for (const [i, tool] of tools.entries()) {
    if (!isObj(tool)) return bad(`tools.${i}: Input should be a valid dictionary`);
    const server = checkServerTool(tool, i);
    if (server !== undefined) {
      if (server) return server;
      continue;
    }
    if (!ANTHROPIC_NAME.test(String(tool.name))) return bad(`tools.${i}.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'`);
    if (!isObj(tool.input_schema)) return bad(`tools.${i}.custom.input_schema: Field required`);
    if (tool.input_schema.type !== 'object') return bad(`tools.${i}.custom.input_schema.type: Input should be 'object'`);
    if (badPropertyKey(tool.input_schema, ANTHROPIC_PROPERTY) !== null) {
      return bad(`tools.${i}.custom.input_schema.properties: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'`);
    }
  }
  return duplicate(tools.filter(isObj).map((t) => String(t.name))) === null ? null : bad('tools: Tool names must be unique.');
}

/** Content as blocks; a string is one text block. */
const blocks = (content: unknown): Json[] => (typeof content === 'string' ? [{ type: 'text', text: content }] : arr(content).filter(isObj));

function checkContent(m: Json, i: number, last: boolean): Violation | null {
  const list = blocks(m.content);
  if (list.length === 0 && !(last && m.role === 'assistant')) {
    return bad(`messages.${i}: all messages must have non-empty content except for the optional final assistant message`);
  }
  for (const b of list) {
    if (b.type !== 'text') continue;
    const text = str(b.text) ?? '';
    if (text === '') return bad('messages: text content blocks must be non-empty');
    if (text.trim() === '') return bad('messages: text content blocks must contain non-whitespace text');
  }
  return null;
}

/** The user turn after tool_use blocks starts with a tool_result for each of them, and answers nothing else. */
function checkToolResults(prev: Json | undefined, m: Json, i: number): Violation | null {
  const uses = prev?.role === 'assistant' ? blocks(prev.content).filter((b) => b.type === 'tool_use').map((b) => String(b.id)) : [];
  const list = blocks(m.content);
  const firstOther = list.findIndex((b) => b.type !== 'tool_result');
  // Results count only at the start of the turn: text before them leaves the tool_use unanswered.
  const leading = firstOther < 0 ? list : list.slice(0, firstOther);
  const answered = new Set(leading.map((b) => String(b.tool_use_id)));
  for (const [j, b] of list.entries()) {
    if (b.type !== 'tool_result') continue;
    if (uses.length === 0) return bad(`messages.${i}.content.${j}: \`tool_result\` block(s) provided when previous message does not have any \`tool_use\` blocks`);
    if (!uses.includes(String(b.tool_use_id))) {
      return bad(`messages.${i}.content.${j}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${String(b.tool_use_id)}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`);
    }
  }
  const missing = uses.filter((id) => !answered.has(id));
  if (missing.length === 0) return null;
  return bad(`messages.${i}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`);
}

function checkMessages(messages: unknown): Violation | null {
  if (!Array.isArray(messages)) return bad('messages: Field required');
  if (messages.length === 0) return bad('messages: at least one message is required');
  for (const [i, m] of messages.entries()) {
    if (!isObj(m) || (m.role !== 'user' && m.role !== 'assistant')) return bad(`messages.${i}.role: Input should be 'user' or 'assistant'`);
    const prev = i > 0 ? (messages[i - 1] as Json) : undefined;
    if (i === 0 && m.role !== 'user') return bad('messages: first message must use the "user" role');
    if (prev?.role === m.role) return bad(`messages: roles must alternate between "user" and "assistant", but found multiple "${m.role}" roles in a row`);
    const v = checkContent(m, i, i === messages.length - 1) ?? (m.role === 'user' ? checkToolResults(prev, m, i) : null);
    if (v) return v;
  }
  const last = messages.at(-1) as Json;
  const dangling = last.role === 'assistant' ? blocks(last.content).filter((b) => b.type === 'tool_use').map((b) => String(b.id)) : [];
  if (dangling.length > 0) {
    return bad(`messages.${messages.length - 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${dangling.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`);
  }
  return null;
}

export function validateAnthropic(body: unknown): Violation | null {
  if (!isObj(body)) return bad('There was an issue with the request body: it must be a JSON object.');
  if (typeof body.model !== 'string') return bad('model: Field required');
  if (typeof body.max_tokens !== 'number') return bad('max_tokens: Field required');
  return checkTools(body.tools) ?? checkMessages(body.messages) ?? validateAnthropicNative(body);
}
