// Chat Completions request rules, with the error texts, params and codes OpenAI answers them with.
import { arr, arrayWithoutItems, bad, isObj, OPENAI_NAME, str, type Json, type Violation } from './shared';

export const OPENAI_MAX_TOOLS = 128;
export const OPENAI_MAX_DESCRIPTION = 1024;
const ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'];

function tooLong(param: string, max: number, length: number): Violation {
  return bad(`Invalid '${param}': string too long. Expected a string with maximum length ${max}, but got a string with length ${length} instead.`, { param, code: 'string_above_max_length' });
}

function checkParameters(name: string, params: unknown, param: string): Violation | null {
  if (params === undefined) return null;
  const invalid = (why: string) => bad(`Invalid schema for function '${name}': ${why}`, { param, code: 'invalid_function_parameters' });
  if (!isObj(params)) return invalid(`schema must be a JSON Schema of 'type: "object"', got 'type: "${typeof params}"'.`);
  if (params.type !== undefined && params.type !== 'object') {
    return invalid(`schema must be a JSON Schema of 'type: "object"', got 'type: "${JSON.stringify(params.type).replace(/^"|"$/g, '')}"'.`);
  }
  const path = arrayWithoutItems(params);
  if (path) return invalid(`In context=(${path.map((p) => `'${p}'`).join(', ')}), array schema missing items.`);
  return null;
}

function checkTool(tool: unknown, i: number): Violation | null {
  const at = `tools[${i}]`;
  if (!isObj(tool) || tool.type !== 'function' || !isObj(tool.function)) {
    return bad(`Missing required parameter: '${at}.function'.`, { param: `${at}.function`, code: 'missing_required_parameter' });
  }
  const fn = tool.function;
  const name = str(fn.name);
  if (name === undefined) return bad(`Missing required parameter: '${at}.function.name'.`, { param: `${at}.function.name`, code: 'missing_required_parameter' });
  if (name.length > 64) return tooLong(`${at}.function.name`, 64, name.length);
  if (!OPENAI_NAME.test(name)) {
    return bad(`Invalid '${at}.function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`, { param: `${at}.function.name`, code: 'invalid_value' });
  }
  const description = str(fn.description);
  if (description !== undefined && description.length > OPENAI_MAX_DESCRIPTION) return tooLong(`${at}.function.description`, OPENAI_MAX_DESCRIPTION, description.length);
  return checkParameters(name, fn.parameters, `${at}.function.parameters`);
}

export function checkOpenAiTools(tools: unknown): Violation | null {
  if (tools === undefined) return null;
  if (!Array.isArray(tools)) return bad(`Invalid type for 'tools': expected an array, but got ${typeof tools} instead.`, { param: 'tools', code: 'invalid_type' });
  if (tools.length > OPENAI_MAX_TOOLS) {
    return bad(`Invalid 'tools': array too long. Expected an array with maximum length ${OPENAI_MAX_TOOLS}, but got an array with length ${tools.length} instead.`, { param: 'tools', code: 'array_above_max_length' });
  }
  for (const [i, tool] of tools.entries()) {
    const v = checkTool(tool, i);
    if (v) return v;
  }
  return null;
}

const callIds = (m: Json) => arr(m.tool_calls).filter(isObj).map((c) => String(c.id));

/** Tool messages answer the assistant message right before them, every tool_call_id exactly once. */
export function checkOpenAiMessages(messages: unknown): Violation | null {
  if (!Array.isArray(messages)) return bad("Missing required parameter: 'messages'.", { param: 'messages', code: 'missing_required_parameter' });
  if (messages.length === 0) return bad("Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", { param: 'messages', code: 'empty_array' });
  let pending: { index: number; ids: Set<string> } | null = null;
  for (const [i, m] of messages.entries()) {
    if (!isObj(m) || !ROLES.includes(String(m.role))) {
      const role = isObj(m) ? String(m.role) : typeof m;
      return bad(`Invalid value: '${role}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`, { param: `messages[${i}].role`, code: 'invalid_value' });
    }
    if (m.role === 'tool') {
      if (!pending) return bad("Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.", { param: `messages.[${i}].role` });
      const id = String(m.tool_call_id);
      if (!pending.ids.delete(id)) return bad(`Invalid parameter: 'tool_call_id' of '${id}' not found in 'tool_calls' of previous message.`, { param: `messages.[${i}].tool_call_id` });
      continue;
    }
    if (pending && pending.ids.size > 0) {
      return bad(`An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...pending.ids].join(', ')}`, { param: `messages.[${pending.index}].role` });
    }
    pending = null;
    if (m.role !== 'assistant') continue;
    const ids = callIds(m);
    if (ids.length === 0 && (m.content === null || m.content === undefined)) {
      return bad("Invalid value for 'content': expected a string, got null.", { param: `messages.[${i}].content` });
    }
    if (ids.length > 0) pending = { index: i, ids: new Set(ids) };
  }
  if (pending && pending.ids.size > 0) {
    return bad(`An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...pending.ids].join(', ')}`, { param: `messages.[${pending.index}].role` });
  }
  return null;
}

export function validateOpenAi(body: unknown): Violation | null {
  if (!isObj(body)) return bad('We could not parse the JSON body of your request. (HINT: This likely means you aren\'t using your HTTP library correctly.)');
  if (typeof body.model !== 'string' || body.model === '') return bad('you must provide a model parameter', { param: 'model', code: 'missing_required_parameter' });
  return checkOpenAiTools(body.tools) ?? checkOpenAiMessages(body.messages);
}
