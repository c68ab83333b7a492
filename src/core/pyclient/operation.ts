// One operation as a typed Python function: keyword-only parameters (required ones without a default), a docstring
// (summary, each parameter, the return shape) and a return type from its 2xx response schema.
import { splitPseudoPath, type JsonSchema, type LoadedSpec, type OperationInfo, type ParameterInfo } from '../openapi';
import { kindOfBaseUrl } from '../sources';
import { NameSpace, pascalCase, snakeCase } from './names';
import { docText, pyString } from './pyText';
import type { TypeBuilder } from './types';

const JSONISH = /^application\/([\w.+-]*[+-])?json\b/i;
const TEXTISH = /^(text\/|application\/([\w.+-]*\+)?xml\b|application\/(x-)?yaml\b|application\/javascript\b|application\/csv\b)/i;
/** Request body media types in the order a generated function prefers them. */
const BODY_ORDER = [/^application\/json\b/i, JSONISH, /^application\/x-www-form-urlencoded\b/i, /^multipart\/form-data\b/i, TEXTISH];

interface Arg {
  py: string;
  type: string;
  required: boolean;
  doc: string;
  /** Where it goes: a parameter's location and spec name, the body, or one field of a JSON body (an MCP tool's argument). */
  target: { in: ParameterInfo['in']; name: string } | { in: 'body' } | { in: 'field'; name: string };
}

/** The specs the functions are made for: a tool's (its kind says so by its base: an MCP server's) takes each argument as a keyword. */
export type FunctionSpec = Pick<LoadedSpec, 'securitySchemes'> & Partial<Pick<LoadedSpec, 'servers'>>;

/** One property of an MCP tool's input schema, as a keyword argument. */
export interface ToolField {
  name: string;
  py: string;
  required: boolean;
  schema: JsonSchema | undefined;
}

/** A tool's arguments, from its input schema's properties; null for an API's operation or a schema without them. */
function toolFields(spec: FunctionSpec, op: OperationInfo, names: NameSpace): ToolField[] | null {
  if (!kindOfBaseUrl(spec.servers?.[0]?.url).toolArguments) return null;
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!schema || typeof schema !== 'object') return null;
  const props = schema.properties;
  if (!props || typeof props !== 'object' || Array.isArray(props)) return null;
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
  return Object.entries(props as Record<string, JsonSchema>).map(([name, s]) => ({ name, py: names.claim(snakeCase(name, 'arg')), required: required.has(name), schema: s }));
}

/** The request body's media type the function sends: JSON first, then form, multipart, text, anything else. */
export function bodyMediaType(content: Record<string, unknown>): string | undefined {
  const types = Object.keys(content);
  for (const pattern of BODY_ORDER) {
    const hit = types.find((t) => pattern.test(t));
    if (hit) return hit;
  }
  return types[0];
}

/** Parameter names (location:lower-case name) the operation's apiKey security schemes fill in: the broker adds them. */
function credentialParams(spec: Pick<LoadedSpec, 'securitySchemes'>, op: OperationInfo): Set<string> {
  const keys = new Set(op.security.flatMap((req) => Object.keys(req)));
  return new Set(spec.securitySchemes.filter((s) => keys.has(s.key) && s.type === 'apiKey' && s.paramName).map((s) => `${s.in}:${s.paramName?.toLowerCase()}`));
}

function bodyType(types: TypeBuilder, mediaType: string, schema: JsonSchema | undefined, hint: string): string {
  if (JSONISH.test(mediaType) || /^application\/x-www-form-urlencoded\b|^multipart\//i.test(mediaType)) return types.typeOf(schema, hint);
  return TEXTISH.test(mediaType) ? 'str' : 'bytes';
}

/** The 2xx response a call returns (the lowest status), and how its body comes back. */
export function returnType(types: TypeBuilder, op: OperationInfo, hint: string): { type: string; media?: string } {
  const ok = op.responses.filter((r) => /^2(\d\d|XX)$/i.test(r.status)).sort((a, b) => a.status.localeCompare(b.status))[0];
  if (!ok) return { type: 'Any' };
  const content = ok.content ?? {};
  const media = Object.keys(content).find((t) => JSONISH.test(t)) ?? Object.keys(content)[0];
  if (!media) return { type: 'None' };
  if (JSONISH.test(media)) return { type: types.typeOf(content[media]?.schema, hint), media };
  return { type: TEXTISH.test(media) ? 'str' : 'bytes', media };
}

/** The function's keyword argument names: each parameter it takes (cookies and credentials left out), then its body. */
export function argumentNames(spec: FunctionSpec, op: OperationInfo): { params: Array<{ param: ParameterInfo; py: string }>; body?: { py: string; media: string }; fields?: ToolField[] } {
  const names = new NameSpace(['self']);
  const credentials = credentialParams(spec, op);
  const params = op.parameters
    .filter((p) => p.in !== 'cookie' && !credentials.has(`${p.in}:${p.name.toLowerCase()}`))
    .map((param) => ({ param, py: names.claim(snakeCase(param.name, 'param')) }));
  const fields = toolFields(spec, op, names);
  if (fields) return { params, fields };
  const media = op.requestBody ? bodyMediaType(op.requestBody.content) : undefined;
  return { params, ...(media ? { body: { py: names.claim('body'), media } } : {}) };
}

function args(spec: FunctionSpec, op: OperationInfo, types: TypeBuilder, fn: string): { list: Arg[]; media?: string } {
  const named = argumentNames(spec, op);
  const list: Arg[] = [];
  for (const { param: p, py } of named.params) {
    const type = types.typeOf(p.schema, () => `${fn}${pascalCase(p.name, 'Param')}`);
    const doc = `${p.in} parameter ${p.name}${p.description ? `: ${docText(p.description, 200)}` : ''}`;
    list.push({ py, type, required: p.required, doc, target: { in: p.in, name: p.name } });
  }
  for (const f of named.fields ?? []) {
    const type = types.typeOf(f.schema, () => `${fn}${pascalCase(f.name, 'Arg')}`);
    const about = f.schema && typeof f.schema === 'object' && typeof f.schema.description === 'string' ? `: ${docText(f.schema.description, 200)}` : '';
    list.push({ py: f.py, type, required: f.required, doc: `tool argument ${f.name}${about}`, target: { in: 'field', name: f.name } });
  }
  if (named.fields) return { list: [...list.filter((a) => a.required), ...list.filter((a) => !a.required)], media: 'application/json' };
  const rb = op.requestBody;
  const body = named.body;
  if (rb && body) {
    const type = bodyType(types, body.media, rb.content[body.media]?.schema, `${fn}Body`);
    list.push({ py: body.py, type, required: rb.required, doc: `request body (${body.media})${rb.description ? `: ${docText(rb.description, 200)}` : ''}`, target: { in: 'body' } });
  }
  return { list: [...list.filter((a) => a.required), ...list.filter((a) => !a.required)], ...(body ? { media: body.media } : {}) };
}

function dictOf(list: Arg[], where: ParameterInfo['in'], extra: Array<[string, string]> = []): string {
  const entries = [...extra, ...list.flatMap((a) => (a.target.in === where && 'name' in a.target ? [[pyString(a.target.name), a.py] as [string, string]] : []))];
  return `{${entries.map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
}

/** A short description of the return type's fields, for the docstring. */
function shapeLine(types: TypeBuilder, type: string): string {
  const named = /^(?:list\[)?([A-Z]\w*)\]?(?: \| None)?$/.exec(type)?.[1];
  const cls = named ? types.classes.find((c) => c.name === named) : undefined;
  if (!cls || cls.fields.length === 0) return type;
  const keys = cls.fields.map((f) => f.key);
  return `${type} (${cls.name}: ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', …' : ''})`;
}

/** The function's source. `fn` is its Python name; `types` collects the classes it needs. */
export function functionSource(spec: FunctionSpec, op: OperationInfo, fn: string, types: TypeBuilder): string {
  const hint = pascalCase(fn, 'Operation');
  const { list, media } = args(spec, op, types, hint);
  const ret = returnType(types, op, `${hint}Result`);
  const { path, selector, query: templateQuery } = splitPseudoPath(op.path);
  const sig = list.map((a) => (a.required ? `${a.py}: ${a.type}` : `${a.py}: ${a.type} | None = None`));
  const head = sig.length > 0 ? `def ${fn}(*, ${sig.join(', ')}) -> ${ret.type}:` : `def ${fn}() -> ${ret.type}:`;
  const summary = docText(op.summary ?? op.description ?? `${op.method.toUpperCase()} ${op.path}`, 200);
  const doc = [`    """${summary}`, '', `    ${op.method.toUpperCase()} ${docText(op.path, 200)}${op.deprecated ? ' (deprecated)' : ''}`];
  if (op.description && op.summary) doc.push(`    ${docText(op.description, 300)}`);
  if (list.length > 0) doc.push('', '    Args:', ...list.map((a) => `        ${a.py}${a.required ? '' : ' (optional)'}: ${a.doc}`));
  doc.push('', '    Returns:', `        ${shapeLine(types, ret.type)}${ret.media ? ` from ${ret.media}` : ''}`);
  doc.push('', '    Raises:', '        ApiError: the API answered outside 2xx (.status, .body, .operation).', '    """');
  const selectorPair: Array<[string, string]> = selector ? [[pyString(selector.name), pyString(selector.value)]] : [];
  const fixedQuery: Array<[string, string]> = templateQuery.flatMap((q) => (/^\{.*\}$/.test(q.value) ? [] : [[pyString(q.name), pyString(q.value)] as [string, string]]));
  const call = [
    `    return _send(${pyString(fn)}, ${pyString(op.method.toUpperCase())}, ${pyString(path.split('?')[0] ?? path)},`,
    `        path_params=${dictOf(list, 'path')},`,
    `        query=${dictOf(list, 'query', [...fixedQuery, ...(selector?.in === 'query' ? selectorPair : [])])},`,
    `        headers=${dictOf(list, 'header', selector?.in === 'header' ? selectorPair : [])},`,
  ];
  const body = list.find((a) => a.target.in === 'body');
  const fields = list.filter((a) => a.target.in === 'field');
  // A tool's arguments: the ones given (None = left out), as the JSON object the tool takes; always an object.
  if (fields.length > 0 || (media && !body && op.requestBody)) {
    const pairs = fields.map((a) => `(${pyString('name' in a.target ? a.target.name : a.py)}, ${a.py})`).join(', ');
    call.push(`        body={k: v for k, v in (${pairs}${fields.length === 1 ? ',' : ''}) if v is not None}, content_type=${pyString(media ?? 'application/json')},`);
  } else if (body && media) call.push(`        body=${body.py}, content_type=${pyString(media)},`);
  call.push('    )');
  return [head, ...doc, ...call, ''].join('\n');
}
