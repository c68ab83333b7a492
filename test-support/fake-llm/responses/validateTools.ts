// Responses API `tools` rules: function shape, tool search and programmatic tool calling, and which models offer them.
import { arr, arrayWithoutItems, bad, isObj, OPENAI_NAME, str, type Json, type Violation } from '../validate/shared';

const FUNCTION_KEYS = ['type', 'name', 'description', 'parameters', 'strict', 'allowed_callers', 'async', 'defer_loading', 'output_schema'];
const KEYS: Record<string, string[]> = {
  function: FUNCTION_KEYS,
  tool_search: ['type', 'description', 'execution', 'parameters'],
  programmatic_tool_calling: ['type'],
};
/** The hosted tools the fake emulates; any other type is refused as unsupported by this fake. */
const SUPPORTED = Object.keys(KEYS);

/** OpenAI's tool search guide: "only gpt-5.4 and later models support tool_search" (the fake applies it to programs too). */
export const NATIVE_MODEL = /^gpt-5\.(?:[4-9]|\d{2,})(?:[-.].*)?$/;

export function unknownKey(obj: Json, allowed: string[], at: string): Violation | null {
  const key = Object.keys(obj).find((k) => !allowed.includes(k));
  const param = at ? `${at}.${key}` : key;
  return key === undefined ? null : bad(`Unknown parameter: '${param}'.`, { param, code: 'unknown_parameter' });
}

function checkFunction(t: Json, at: string): Violation | null {
  const name = str(t.name);
  if (name === undefined) return bad(`Missing required parameter: '${at}.name'.`, { param: `${at}.name`, code: 'missing_required_parameter' });
  if (!OPENAI_NAME.test(name)) {
    return bad(`Invalid '${at}.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`, { param: `${at}.name`, code: 'invalid_value' });
  }
  const params = t.parameters;
  if (params !== undefined && params !== null && (!isObj(params) || (params.type !== undefined && params.type !== 'object'))) {
    return bad(`Invalid schema for function '${name}': schema must be a JSON Schema of 'type: "object"'.`, { param: `${at}.parameters`, code: 'invalid_function_parameters' });
  }
  const path = arrayWithoutItems(params);
  if (path) return bad(`Invalid schema for function '${name}': In context=(${path.map((p) => `'${p}'`).join(', ')}), array schema missing items.`, { param: `${at}.parameters`, code: 'invalid_function_parameters' });
  const callers = t.allowed_callers;
  if (callers !== undefined && callers !== null && (!Array.isArray(callers) || callers.some((c) => c !== 'direct' && c !== 'programmatic'))) {
    return bad(`Invalid value for '${at}.allowed_callers': expected 'direct' or 'programmatic'.`, { param: `${at}.allowed_callers`, code: 'invalid_value' });
  }
  return null;
}

function checkTool(t: unknown, i: number): Violation | null {
  const at = `tools[${i}]`;
  if (!isObj(t)) return bad(`Invalid type for '${at}': expected an object.`, { param: at, code: 'invalid_type' });
  const type = String(t.type);
  const keys = KEYS[type];
  if (!keys) {
    return bad(`Invalid value: '${type}'. Supported values are: ${SUPPORTED.map((s) => `'${s}'`).join(', ')} (fake-llm emulates only these).`, { param: `${at}.type`, code: 'invalid_value' });
  }
  const unknown = unknownKey(t, keys, at);
  if (unknown) return unknown;
  if (type === 'function') return checkFunction(t, at);
  if (type === 'tool_search' && t.execution !== undefined && t.execution !== 'server' && t.execution !== 'client') {
    return bad(`Invalid value: '${JSON.stringify(t.execution)}'. Supported values are: 'server' and 'client'.`, { param: `${at}.execution`, code: 'invalid_value' });
  }
  return null;
}

/** Each tool alone, then how they fit together: deferral needs a search, a programmatic caller needs the tool. */
export function checkResponsesTools(tools: unknown, model: string): Violation | null {
  if (tools === undefined) return null;
  if (!Array.isArray(tools)) return bad(`Invalid type for 'tools': expected an array, but got ${typeof tools} instead.`, { param: 'tools', code: 'invalid_type' });
  for (const [i, t] of tools.entries()) {
    const v = checkTool(t, i);
    if (v) return v;
  }
  const list = tools.filter(isObj);
  const hasSearch = list.some((t) => t.type === 'tool_search');
  const hasProgram = list.some((t) => t.type === 'programmatic_tool_calling');
  for (const feature of ['tool_search', 'programmatic_tool_calling']) {
    if (list.some((t) => t.type === feature) && !NATIVE_MODEL.test(model)) {
      return bad(`The model '${model}' does not support the '${feature}' tool.`, { param: 'tools', code: 'unsupported_model' });
    }
  }
  for (const [i, t] of list.entries()) {
    if (t.defer_loading === true && !hasSearch) {
      return bad(`Invalid 'tools[${i}].defer_loading': deferred tools can only be loaded by a 'tool_search' tool, and the request has none.`, { param: `tools[${i}].defer_loading`, code: 'invalid_value' });
    }
    if (arr(t.allowed_callers).includes('programmatic') && !hasProgram) {
      return bad(`Invalid 'tools[${i}].allowed_callers': 'programmatic' requires a 'programmatic_tool_calling' tool in the request.`, { param: `tools[${i}].allowed_callers`, code: 'invalid_value' });
    }
  }
  return null;
}
