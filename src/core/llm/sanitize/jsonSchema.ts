// Makes a tool's parameter schema valid JSON Schema draft 2020-12 (what Anthropic checks and OpenAI expects):
// null or malformed subschemas become {}, OpenAPI 3.0 leftovers are rewritten, dangling $refs are dropped.
import { isRecord, type JsonObject, MAX_SCHEMA_DEPTH, nonNegativeInt, compilesAsRegex } from './schemaUtil';

const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
const SCHEMA_VALUES = new Set(['additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const COUNTS = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'minContains', 'maxContains']);
const NUMBERS = new Set(['minimum', 'maximum', 'multipleOf']);
const STRINGS = new Set(['title', 'description', 'format', '$comment', 'contentEncoding', 'contentMediaType']);
const BOOLEANS = new Set(['deprecated', 'readOnly', 'writeOnly', 'uniqueItems']);
// Nothing is left for a $ref to point at (refs are resolved before), and $schema/$id would re-scope the schema.
const DROPPED = new Set(['$ref', '$dynamicRef', '$recursiveRef', '$schema', '$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$vocabulary', '$defs', 'definitions', 'dependencies', 'additionalItems']);

export interface JsonSchemaOptions {
  /** Give every array schema an `items` (OpenAI rejects arrays without one). */
  requireArrayItems: boolean;
}

function typeOf(value: unknown): string | string[] | undefined {
  if (typeof value === 'string') return TYPES.has(value) ? value : undefined;
  if (!Array.isArray(value)) return undefined;
  const types = [...new Set(value.filter((t): t is string => typeof t === 'string' && TYPES.has(t)))];
  if (types.length === 0) return undefined;
  return types.length === 1 ? types[0] : types;
}

const hasType = (type: string | string[] | undefined, name: string) => type === name || (Array.isArray(type) && type.includes(name));

/** OpenAPI 3.0 / draft 4 boolean exclusiveMinimum/Maximum become 2020-12 numbers. */
function exclusiveBound(out: JsonObject, node: JsonObject, bound: 'Minimum' | 'Maximum'): void {
  const flag = node[`exclusive${bound}`];
  const limit = node[bound.toLowerCase()];
  if (typeof flag === 'number' && Number.isFinite(flag)) out[`exclusive${bound}`] = flag;
  else if (flag === true && typeof limit === 'number') {
    out[`exclusive${bound}`] = limit;
    delete out[bound.toLowerCase()];
  }
}

function copyKey(out: JsonObject, key: string, value: unknown, depth: number, options: JsonSchemaOptions): void {
  if (DROPPED.has(key) || key === 'exclusiveMinimum' || key === 'exclusiveMaximum' || key === 'type') return;
  if (SCHEMA_MAPS.has(key)) {
    if (isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeJsonSchema(v, options, depth + 1)]));
  } else if (SCHEMA_VALUES.has(key)) out[key] = sanitizeJsonSchema(value, options, depth + 1);
  else if (SCHEMA_LISTS.has(key)) {
    if (Array.isArray(value) && value.length > 0) out[key] = value.map((v) => sanitizeJsonSchema(v, options, depth + 1));
  } else if (key === 'items') {
    // Draft 4 tuple form: 2020-12 calls it prefixItems.
    if (Array.isArray(value)) {
      if (value.length > 0) out.prefixItems = value.map((v) => sanitizeJsonSchema(v, options, depth + 1));
    } else out.items = sanitizeJsonSchema(value, options, depth + 1);
  } else if (COUNTS.has(key)) {
    const n = nonNegativeInt(value);
    if (n !== undefined) out[key] = n;
  } else if (NUMBERS.has(key)) {
    if (typeof value === 'number' && Number.isFinite(value) && (key !== 'multipleOf' || value > 0)) out[key] = value;
  } else if (STRINGS.has(key)) {
    if (typeof value === 'string') out[key] = value;
  } else if (BOOLEANS.has(key)) {
    if (typeof value === 'boolean') out[key] = value;
  } else if (key === 'pattern') {
    if (typeof value === 'string' && compilesAsRegex(value)) out.pattern = value;
  } else if (key === 'required') {
    if (Array.isArray(value)) out.required = [...new Set(value.filter((r): r is string => typeof r === 'string'))];
  } else if (key === 'enum' || key === 'examples') {
    if (Array.isArray(value)) out[key] = value;
  } else if (key === 'dependentRequired') {
    if (isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).filter(([, v]) => Array.isArray(v) && v.every((s) => typeof s === 'string')));
  } else out[key] = value; // const, default, example, nullable, discriminator, x-*: annotations any validator ignores
}

/** A valid 2020-12 schema object for any input; booleans become {} / {not: {}} (not every validator takes them). */
export function sanitizeJsonSchema(schema: unknown, options: JsonSchemaOptions, depth = 0): JsonObject {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  if (!isRecord(schema) || depth > MAX_SCHEMA_DEPTH) return {};
  const out: JsonObject = {};
  const type = typeOf(schema.type);
  if (type !== undefined) out.type = type;
  for (const [key, value] of Object.entries(schema)) copyKey(out, key, value, depth, options);
  exclusiveBound(out, schema, 'Minimum');
  exclusiveBound(out, schema, 'Maximum');
  if (options.requireArrayItems && hasType(type, 'array') && out.items === undefined) out.items = {};
  return out;
}

/** The root of a tool's parameters: always an object schema. */
export function sanitizeJsonSchemaRoot(schema: unknown, options: JsonSchemaOptions): JsonObject {
  const out = sanitizeJsonSchema(schema, options);
  return { ...out, type: 'object', properties: isRecord(out.properties) ? out.properties : {} };
}
