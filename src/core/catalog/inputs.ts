// An operation's arguments as one JSON Schema object: parameters by name, the request body under a body key.
import type { JsonSchema, LoadedSpec, MediaTypeInfo, OperationInfo } from '../openapi/types';

export interface DerefLimits {
  maxDepth: number;
  maxChars?: number;
}

/** Refs followed per deref: deep enough for real schemas; the resolver cuts cycles with x-circular-ref. */
export const INPUT_DEREF: DerefLimits = { maxDepth: 24 };

export interface OperationInputs {
  schema: Record<string, unknown>;
  params: Array<{ name: string; in: 'path' | 'query' | 'header' | 'cookie' }>;
  bodyKey?: string;
  bodyMediaType?: string;
}

/** JSON first, then any +json / form / other media type, as declared. */
export function pickMediaType(content: Record<string, MediaTypeInfo>): string | undefined {
  const types = Object.keys(content);
  return (
    types.find((t) => t === 'application/json') ??
    types.find((t) => /[+/]json\b/.test(t)) ??
    types.find((t) => t === 'application/x-www-form-urlencoded') ??
    types[0]
  );
}

export function derefSchema(spec: LoadedSpec, schema: JsonSchema, limits: DerefLimits): JsonSchema {
  const options: DerefLimits = { ...limits };
  return spec.resolver.deref(schema, options);
}

function withDescription(schema: JsonSchema, description: string | undefined): JsonSchema {
  if (!description || typeof schema === 'boolean') return schema;
  return typeof schema.description === 'string' ? schema : { ...schema, description };
}

export function operationInputs(spec: LoadedSpec, op: OperationInfo, limits: DerefLimits = INPUT_DEREF): OperationInputs {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const params: OperationInputs['params'] = [];
  for (const p of op.parameters) {
    // Arguments are keyed by name; a second parameter of the same name (other location) cannot be expressed.
    if (properties[p.name] !== undefined) continue;
    properties[p.name] = withDescription(derefSchema(spec, p.schema ?? { type: 'string' }, limits), p.description);
    if (p.required) required.push(p.name);
    params.push({ name: p.name, in: p.in });
  }
  const out: OperationInputs = { schema: { type: 'object', properties }, params };
  const body = op.requestBody;
  const mediaType = body ? pickMediaType(body.content) : undefined;
  if (body && mediaType !== undefined) {
    const bodyKey = properties.body === undefined ? 'body' : 'requestBody';
    const raw = body.content[mediaType]?.schema ?? {};
    properties[bodyKey] = withDescription(derefSchema(spec, raw, limits), body.description);
    if (body.required) required.push(bodyKey);
    out.bodyKey = bodyKey;
    out.bodyMediaType = mediaType;
  }
  if (required.length > 0) out.schema.required = required;
  return out;
}
