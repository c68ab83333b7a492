// JSON Schema draft 2020-12 validity, checked against the official meta-schema (Anthropic's documented rule; OpenAI
// runs a JSON Schema validator on function parameters too), plus OpenAI's "array schema missing items".
import { Ajv2020 } from 'ajv/dist/2020.js';
import { isRecord, type Violation } from './types';

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });

export function metaSchemaViolations(tool: string, schema: unknown): Violation[] {
  if (ajv.validateSchema(schema as object) === true) return [];
  const first = ajv.errors?.[0];
  return [{ tool, at: first?.instancePath || '/', rule: `JSON Schema draft 2020-12: ${first?.message ?? 'invalid'}` }];
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Calls `visit` on every subschema with its path. */
export function walkSchema(schema: unknown, path: string, visit: (node: Record<string, unknown>, path: string) => void): void {
  if (!isRecord(schema)) return;
  visit(schema, path);
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (isRecord(map)) for (const [k, v] of Object.entries(map)) walkSchema(v, `${path}/${key}/${k}`, visit);
  }
  for (const key of SUBSCHEMAS) walkSchema(schema[key], `${path}/${key}`, visit);
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((v, i) => walkSchema(v, `${path}/${key}/${i}`, visit));
  }
}

export function arrayItemsViolations(tool: string, schema: unknown): Violation[] {
  const out: Violation[] = [];
  walkSchema(schema, '', (node, at) => {
    const type = node.type;
    const isArray = type === 'array' || (Array.isArray(type) && type.includes('array'));
    if (isArray && node.items === undefined) out.push({ tool, at, rule: 'OpenAI: "array schema missing items"' });
  });
  return out;
}
