// Gemini API (generativelanguage, v1beta) request rules, with the INVALID_ARGUMENT texts Google answers them with.
import { arr, arrayWithoutItems, bad, duplicate, GEMINI_NAME, isObj, type Json, type Violation } from './shared';

export const GEMINI_VERSION = 'v1beta';
export const GEMINI_MAX_DECLARATIONS = 512;
const DATA_FIELDS = ['text', 'inlineData', 'fileData', 'functionCall', 'functionResponse', 'executableCode', 'codeExecutionResult'];
/** Fields the adapter uses that only v1beta knows; v1 answers them with "Unknown name". */
const V1BETA_ONLY = ['parametersJsonSchema', 'thoughtSignature', 'responseJsonSchema'];
const REQ = '* GenerateContentRequest';

/** A part holds exactly one data field; an empty text is no data at all. */
function checkParts(parts: unknown, at: string): Violation | null {
  const list = arr(parts);
  if (list.length === 0) return bad(`${REQ}.${at}.parts: contents.parts must not be empty.\n`);
  for (const [j, part] of list.entries()) {
    const set = isObj(part) ? DATA_FIELDS.filter((f) => part[f] !== undefined && part[f] !== '') : [];
    if (set.length === 0) return bad(`${REQ}.${at}.parts[${j}].data: required oneof field 'data' must have one initialized field\n`);
    if (set.length > 1) return bad(`Invalid value at '${at}.parts[${j}]' (oneof), oneof field 'data' is already set. Cannot overwrite with '${set[1]}'`);
  }
  return null;
}

const partsOf = (c: Json, field: string) => arr(c.parts).filter((p): p is Json => isObj(p) && p[field] !== undefined);

/** Function responses follow their call turn one for one; a call turn follows a user or function-response turn. */
function checkTurns(contents: Json[], model: string): Violation | null {
  for (const [i, c] of contents.entries()) {
    const prev = contents[i - 1];
    const calls = partsOf(c, 'functionCall');
    const responses = partsOf(c, 'functionResponse');
    if (calls.length > 0 && prev?.role === 'model') {
      return bad('Please ensure that function call turn comes immediately after a user turn or after a function response turn.');
    }
    if (responses.length === 0) continue;
    const prevCalls = prev?.role === 'model' ? partsOf(prev, 'functionCall').length : 0;
    if (prevCalls === 0) return bad('Please ensure that function response turn comes immediately after a function call turn.');
    if (prevCalls !== responses.length) {
      return bad('Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.');
    }
  }
  return /gemini-3/.test(model) ? checkSignatures(contents) : null;
}

/** Gemini 3: in the current turn (since the last user text), each step's first function call carries its signature. */
function checkSignatures(contents: Json[]): Violation | null {
  const lastUserText = contents.findLastIndex((c) => c.role !== 'model' && partsOf(c, 'text').length > 0);
  for (const [i, c] of contents.entries()) {
    const first = i > lastUserText ? partsOf(c, 'functionCall')[0] : undefined;
    if (first && typeof first.thoughtSignature !== 'string') {
      const name = isObj(first.functionCall) ? String(first.functionCall.name) : '';
      return bad(`Function call is missing a thought_signature in functionCall parts. This is required for tools to work correctly, and missing thought_signature may lead to degraded model performance. Additional data, function call \`default_api:${name}\` , position ${i + 1}. Please refer to https://ai.google.dev/gemini-api/docs/thought-signatures for more details.`);
    }
  }
  return null;
}

function checkContents(body: Json, model: string): Violation | null {
  const contents = arr(body.contents);
  if (contents.length === 0) return bad(`${REQ}.contents: contents is not specified\n`);
  for (const [i, c] of contents.entries()) {
    if (!isObj(c)) return bad(`${REQ}.contents[${i}]: must be an object\n`);
    if (c.role !== undefined && c.role !== 'user' && c.role !== 'model') return bad('Please use a valid role: user, model.');
    const v = checkParts(c.parts, `contents[${i}]`);
    if (v) return v;
  }
  if (body.systemInstruction !== undefined) {
    const v = checkParts(isObj(body.systemInstruction) ? body.systemInstruction.parts : [], 'system_instruction');
    if (v) return v;
  }
  return checkTurns(contents.filter(isObj), model);
}

const KEYED = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'anyOf', 'oneOf', 'allOf', 'prefixItems'];
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** ['properties', 'tags', 'anyOf', '0'] → ".properties[tags].any_of[0]", as Google names fields in errors. */
function protoPath(path: string[]): string {
  let out = '';
  for (let k = 0; k < path.length; k++) {
    const key = path[k] ?? '';
    out += KEYED.includes(key) ? `.${snake(key)}[${path[++k] ?? ''}]` : `.${snake(key)}`;
  }
  return out;
}

function checkTools(tools: unknown): Violation | null {
  const declarations = arr(tools).filter(isObj).flatMap((t, i) => arr(t.functionDeclarations).map((d, j) => ({ d, at: `tools[${i}].function_declarations[${j}]` })));
  if (declarations.length > GEMINI_MAX_DECLARATIONS) {
    return bad(`${REQ}.tools[0].function_declarations: at most ${GEMINI_MAX_DECLARATIONS} function declarations can be provided, got ${declarations.length}.\n`);
  }
  for (const { d, at } of declarations) {
    if (!isObj(d) || !GEMINI_NAME.test(String(d.name))) {
      return bad(`${REQ}.${at}.name: Invalid function name. Must start with a letter or an underscore. Must be a-z, A-Z, 0-9, or contain underscores, dots, colons and dashes, with a maximum length of 64.\n`);
    }
    for (const field of ['parameters', 'parametersJsonSchema']) {
      const path = arrayWithoutItems(d[field]);
      if (path) return bad(`${REQ}.${at}.${field === 'parameters' ? 'parameters' : 'parameters_json_schema'}${protoPath(path)}.items: missing field.\n`);
    }
  }
  const dup = duplicate(declarations.map(({ d }) => (isObj(d) ? String(d.name) : '')));
  return dup === null ? null : bad(`Duplicate function declaration found: ${dup}`);
}

/** v1beta-only fields present anywhere in the body. */
function v1betaFields(body: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(body)) body.forEach((v) => v1betaFields(v, found));
  else if (isObj(body)) {
    for (const [k, v] of Object.entries(body)) {
      if (V1BETA_ONLY.includes(k)) found.add(k);
      v1betaFields(v, found);
    }
  }
  return found;
}

/** Path: /{version}/models/{model}:{method}. */
export function validateGemini(body: unknown, path: string): Violation | null {
  const version = path.split('/')[1] ?? '';
  if (version !== GEMINI_VERSION) {
    const unknown = [...v1betaFields(body)];
    if (unknown.length > 0) return bad(unknown.map((f) => `Invalid JSON payload received. Unknown name "${f}": Cannot find field.`).join('\n'));
    return { status: 404, message: `fake-llm serves only API version ${GEMINI_VERSION} (the adapter relies on its fields); got ${version}.` };
  }
  if (!isObj(body)) return bad('Invalid JSON payload received. Expected an object.');
  const model = decodeURIComponent(/\/models\/([^/:]+)/.exec(path)?.[1] ?? '');
  return checkTools(body.tools) ?? checkContents(body, model);
}
