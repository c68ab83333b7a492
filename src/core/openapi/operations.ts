// Every path × method of the document as an OperationInfo: path-level parameters merged, refs of parameters,
// bodies and responses followed one level (schemas stay raw), names assigned.
import type {
  HttpMethod, JsonSchema, MediaTypeInfo, OperationInfo, ParameterInfo, RequestBodyInfo, ResponseInfo, SecurityRequirement,
} from './types';
import type { LazySchemaResolver } from './resolver';
import { assignNames } from './names';
import { buildPointer } from './pointer';

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PARAM_LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

type Obj = Record<string, unknown>;

export function extractOperations(doc: Obj, resolver: LazySchemaResolver, warnings: string[]): OperationInfo[] {
  const paths = isObj(doc.paths) ? doc.paths : {};
  const docSecurity = Array.isArray(doc.security) ? toSecurity(doc.security) : [];
  const ops: Array<Omit<OperationInfo, 'name'>> = [];
  const unresolved = new Set<string>();
  for (const path of Object.keys(paths)) {
    const item = resolver.follow(paths[path], resolver.baseOf(paths[path]));
    if (!isObj(item.value)) {
      if (item.ref) unresolved.add(item.ref);
      continue;
    }
    const pathItem = item.value;
    const pathParams = collectParameters(pathItem.parameters, item.base, resolver, unresolved);
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!isObj(op)) continue;
      const base = resolver.ownBase(op) ?? item.base;
      const opParams = collectParameters(op.parameters, base, resolver, unresolved);
      ops.push({
        operationId: typeof op.operationId === 'string' && op.operationId.trim() ? op.operationId.trim() : undefined,
        method,
        path,
        summary: text(op.summary),
        description: text(op.description),
        tags: Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [],
        parameters: mergeParameters(pathParams, opParams),
        requestBody: requestBodyOf(op.requestBody, base, resolver, unresolved),
        responses: responsesOf(op.responses, base, resolver, unresolved),
        security: Array.isArray(op.security) ? toSecurity(op.security) : docSecurity,
        deprecated: op.deprecated === true,
        pointer: buildPointer(['paths', path, method]),
      });
    }
  }
  if (unresolved.size > 0) {
    const list = [...unresolved].slice(0, 5).join(', ');
    warnings.push(`${unresolved.size} $ref(s) could not be resolved and were skipped: ${list}${unresolved.size > 5 ? ', …' : ''}`);
  }
  const names = assignNames(ops);
  return ops.map((op, i) => ({ name: names[i] ?? op.method, ...op }));
}

function collectParameters(list: unknown, base: string, resolver: LazySchemaResolver, unresolved: Set<string>): ParameterInfo[] {
  if (!Array.isArray(list)) return [];
  const out: ParameterInfo[] = [];
  for (const raw of list) {
    const { value, ref } = resolver.follow(raw, base);
    if (!isObj(value)) {
      if (ref) unresolved.add(ref);
      continue;
    }
    if (typeof value.name !== 'string' || typeof value.in !== 'string' || !PARAM_LOCATIONS.has(value.in)) continue;
    const location = value.in as ParameterInfo['in'];
    const param: ParameterInfo = { name: value.name, in: location, required: location === 'path' || value.required === true };
    const description = text(value.description);
    if (description) param.description = description;
    if (value.deprecated === true) param.deprecated = true;
    const schema = schemaOf(value) ?? firstContentSchema(value.content);
    if (schema !== undefined) param.schema = schema;
    const example = 'example' in value ? { value: value.example } : firstExample(value.examples, resolver, base);
    if (example) param.example = example.value;
    out.push(param);
  }
  return out;
}

function firstExample(examples: unknown, resolver: LazySchemaResolver, base: string): { value: unknown } | undefined {
  if (!isObj(examples)) return undefined;
  for (const raw of Object.values(examples)) {
    const { value } = resolver.follow(raw, base);
    if (isObj(value) && 'value' in value) return { value: value.value };
  }
  return undefined;
}

/** Operation-level parameters override path-level ones with the same name and location. */
function mergeParameters(pathLevel: ParameterInfo[], opLevel: ParameterInfo[]): ParameterInfo[] {
  if (pathLevel.length === 0) return opLevel;
  const overridden = new Set(opLevel.map((p) => `${p.in}:${p.name}`));
  return [...pathLevel.filter((p) => !overridden.has(`${p.in}:${p.name}`)), ...opLevel];
}

function requestBodyOf(raw: unknown, base: string, resolver: LazySchemaResolver, unresolved: Set<string>): RequestBodyInfo | undefined {
  if (raw === undefined) return undefined;
  const { value, ref } = resolver.follow(raw, base);
  if (!isObj(value)) {
    if (ref) unresolved.add(ref);
    return undefined;
  }
  const body: RequestBodyInfo = { required: value.required === true, content: contentOf(value.content) };
  const description = text(value.description);
  if (description) body.description = description;
  return body;
}

function responsesOf(raw: unknown, base: string, resolver: LazySchemaResolver, unresolved: Set<string>): ResponseInfo[] {
  const out: ResponseInfo[] = [];
  if (!isObj(raw)) return out;
  for (const status of Object.keys(raw)) {
    if (status.startsWith('x-')) continue;
    const { value, ref } = resolver.follow(raw[status], base);
    if (!isObj(value)) {
      if (ref) unresolved.add(ref);
      continue;
    }
    const response: ResponseInfo = { status };
    const description = text(value.description);
    if (description) response.description = description;
    if (isObj(value.content)) response.content = contentOf(value.content);
    out.push(response);
  }
  return out;
}

function contentOf(raw: unknown): Record<string, MediaTypeInfo> {
  const out: Record<string, MediaTypeInfo> = {};
  if (!isObj(raw)) return out;
  for (const mediaType of Object.keys(raw)) {
    const media = raw[mediaType];
    const schema = isObj(media) ? schemaOf(media) : undefined;
    out[mediaType] = schema === undefined ? {} : { schema };
  }
  return out;
}

function firstContentSchema(content: unknown): JsonSchema | undefined {
  if (!isObj(content)) return undefined;
  for (const media of Object.values(content)) {
    const schema = isObj(media) ? schemaOf(media) : undefined;
    if (schema !== undefined) return schema;
  }
  return undefined;
}

function schemaOf(holder: Obj): JsonSchema | undefined {
  const schema = holder.schema;
  return isObj(schema) || typeof schema === 'boolean' ? schema : undefined;
}

function toSecurity(list: unknown[]): SecurityRequirement[] {
  return list.filter(isObj).map((req) => {
    const out: SecurityRequirement = {};
    for (const [key, scopes] of Object.entries(req)) out[key] = Array.isArray(scopes) ? scopes.map(String) : [];
    return out;
  });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function isObj(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A document scalar as text (YAML turns `version: 1.0` into a number); an object shows as JSON, not "[object Object]". */
export function scalarText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return '';
    case 'object':
    case 'function':
    case 'symbol':
      return JSON.stringify(value) ?? '';
  }
}
