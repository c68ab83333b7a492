// Responses API request rules (POST /v1/responses): top-level fields, tools, and the input items' order (calls and
// their outputs, tool search loads, programs and their nested calls). Errors use OpenAI's body fields.
import { arr, bad, isObj, str, type Json, type Violation } from '../validate/shared';
import { checkResponsesTools, unknownKey } from './validateTools';

/** ResponseCreateParamsBase in openai 7.55. */
const PARAMS = [
  'access_programs', 'background', 'context_management', 'conversation', 'image', 'include', 'input', 'instructions',
  'max_output_tokens', 'max_tool_calls', 'metadata', 'model', 'moderation', 'parallel_tool_calls', 'previous_response_id',
  'prompt', 'prompt_cache_key', 'prompt_cache_options', 'prompt_cache_retention', 'reasoning', 'safety_identifier',
  'service_tier', 'store', 'stream', 'stream_options', 'temperature', 'text', 'tool_choice', 'tools', 'top_logprobs',
  'top_p', 'truncation', 'user',
];

interface Walk {
  /** Functions the model may call now: the non-deferred ones plus what tool_search_output items loaded. */
  callable: Set<string>;
  programmaticOk: Set<string>;
  calls: Map<string, number>;
  searches: Map<string, number>;
  /** Program call_id -> whether its program_output was seen. */
  programs: Map<string, boolean>;
  /** Nested call_id -> its program's call_id. */
  nested: Map<string, string>;
}

function startWalk(tools: Json[]): Walk {
  const fns = tools.filter((t) => t.type === 'function');
  return {
    callable: new Set(fns.filter((t) => t.defer_loading !== true).map((t) => String(t.name))),
    programmaticOk: new Set(fns.filter((t) => arr(t.allowed_callers).includes('programmatic')).map((t) => String(t.name))),
    calls: new Map(), searches: new Map(), programs: new Map(), nested: new Map(),
  };
}

function functionCall(item: Json, at: string, w: Walk): Violation | null {
  const name = String(item.name);
  const id = String(item.call_id);
  const caller = isObj(item.caller) ? item.caller : null;
  if (caller?.type === 'program') {
    const program = String(caller.caller_id);
    if (!w.programs.has(program)) return bad(`No program item found for '${at}.caller.caller_id' '${program}'.`, { param: `${at}.caller.caller_id`, code: 'invalid_value' });
    if (!w.programmaticOk.has(name)) return bad(`Function '${name}' cannot be called from a program: its allowed_callers do not include 'programmatic'.`, { param: `${at}.caller`, code: 'invalid_value' });
    w.nested.set(id, program);
  } else if (!w.callable.has(name)) {
    return bad(`Function '${name}' was called but is not loaded: it is deferred and no tool_search_output before this call loaded it.`, { param: `${at}.name`, code: 'invalid_value' });
  }
  w.calls.set(id, 0);
  return null;
}

function functionOutput(item: Json, at: string, w: Walk): Violation | null {
  const id = String(item.call_id);
  if (!w.calls.delete(id)) return bad(`No tool call found for function call output with call_id ${id}.`, { param: `${at}.call_id` });
  const program = w.nested.get(id);
  if (program !== undefined && w.programs.get(program) === true) {
    return bad(`The program ${program} has already finished; its nested call ${id} can no longer be answered.`, { param: `${at}.call_id`, code: 'invalid_value' });
  }
  return null;
}

function searchOutput(item: Json, at: string, w: Walk): Violation | null {
  const id = str(item.call_id);
  if (item.execution !== 'server' && (id === undefined || !w.searches.delete(id))) {
    return bad(`No tool search call found for tool_search_output with call_id ${id ?? 'null'}.`, { param: `${at}.call_id` });
  }
  for (const t of arr(item.tools)) if (isObj(t) && t.type === 'function' && typeof t.name === 'string') w.callable.add(t.name);
  return null;
}

function checkItem(item: Json, at: string, w: Walk): Violation | null {
  switch (item.type) {
    case 'function_call':
      return functionCall(item, at, w);
    case 'function_call_output':
      return functionOutput(item, at, w);
    case 'tool_search_call':
      if (item.execution === 'client') w.searches.set(String(item.call_id), 0);
      return null;
    case 'tool_search_output':
      return searchOutput(item, at, w);
    case 'program':
      if (typeof item.fingerprint !== 'string') return bad(`Missing required parameter: '${at}.fingerprint'.`, { param: `${at}.fingerprint`, code: 'missing_required_parameter' });
      w.programs.set(String(item.call_id), false);
      return null;
    case 'program_output':
      if (!w.programs.has(String(item.call_id))) return bad(`No program item found for program_output with call_id ${String(item.call_id)}.`, { param: `${at}.call_id` });
      w.programs.set(String(item.call_id), true);
      return null;
    default:
      return null;
  }
}

export function checkResponsesInput(input: unknown, tools: Json[]): Violation | null {
  if (typeof input === 'string') return null;
  if (!Array.isArray(input)) return bad("Missing required parameter: 'input'.", { param: 'input', code: 'missing_required_parameter' });
  const w = startWalk(tools);
  for (const [i, item] of input.entries()) {
    const v = isObj(item) ? checkItem(item, `input[${i}]`, w) : bad(`Invalid type for 'input[${i}]': expected an object.`, { param: `input[${i}]`, code: 'invalid_type' });
    if (v) return v;
  }
  const [openCall] = w.calls.keys();
  if (openCall !== undefined) return bad(`No tool output found for function call ${openCall}.`, { param: 'input' });
  const [openSearch] = w.searches.keys();
  if (openSearch !== undefined) return bad(`No tool search output found for tool search call ${openSearch}.`, { param: 'input' });
  return null;
}

export function validateResponses(body: unknown): Violation | null {
  if (!isObj(body)) return bad("We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)");
  const unknown = unknownKey(body, PARAMS, '');
  if (unknown) return unknown;
  if (typeof body.model !== 'string' || body.model === '') return bad('Missing required parameter: \'model\'.', { param: 'model', code: 'missing_required_parameter' });
  // A stored response is state this fake does not keep; the app replays items instead.
  if (body.previous_response_id != null) return bad("fake-llm does not emulate 'previous_response_id': replay the output items in 'input'.", { param: 'previous_response_id' });
  return checkResponsesTools(body.tools, body.model) ?? checkResponsesInput(body.input, arr(body.tools).filter(isObj));
}
