// Gemini's OpenAPI 3.0 Schema subset (@google/genai 3.1.0 `Schema`): known fields only, one type, string enums,
// items on arrays (and only there), properties on objects (and only there), required among the properties.
import { isRecord, type Violation } from './types';

const FIELDS = new Set([
  'anyOf', 'default', 'description', 'enum', 'example', 'format', 'items', 'maxItems', 'maxLength', 'maxProperties', 'maximum',
  'minItems', 'minLength', 'minProperties', 'minimum', 'nullable', 'pattern', 'properties', 'propertyOrdering', 'required', 'title', 'type',
]);
const TYPES = new Set(['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL']);
// Gemini API discovery document, Schema.format: "for NUMBER type: float, double for INTEGER type: int32, int64 for STRING type: enum, date-time".
const FORMATS: Record<string, string[]> = { NUMBER: ['float', 'double'], INTEGER: ['int32', 'int64'], STRING: ['enum', 'date-time'] };

function nodeViolations(tool: string, node: Record<string, unknown>, at: string): Violation[] {
  const out: Violation[] = [];
  const bad = (rule: string) => out.push({ tool, at, rule: `Gemini Schema: ${rule}` });
  for (const key of Object.keys(node)) if (!FIELDS.has(key)) bad(`unknown field "${key}"`);
  const type = typeof node.type === 'string' ? node.type.toUpperCase() : undefined;
  if (node.type !== undefined && (type === undefined || !TYPES.has(type))) bad(`type must be one Type value, got ${JSON.stringify(node.type)}`);
  if (node.format !== undefined && !(type !== undefined && typeof node.format === 'string' && FORMATS[type]?.includes(node.format))) bad(`format ${JSON.stringify(node.format)} is not supported for ${type ?? 'a typeless schema'}`);
  if (node.enum !== undefined && !(Array.isArray(node.enum) && node.enum.every((v) => typeof v === 'string'))) bad('enum must be a list of strings');
  if (node.items !== undefined && type !== 'ARRAY') bad('items is only for type ARRAY');
  if (type === 'ARRAY' && !isRecord(node.items)) bad('an ARRAY needs items');
  if (node.properties !== undefined && type !== 'OBJECT') bad('properties is only for type OBJECT');
  if (node.properties !== undefined && !isRecord(node.properties)) bad('properties must be a map');
  if (node.required !== undefined) {
    const names = isRecord(node.properties) ? node.properties : {};
    if (!Array.isArray(node.required) || node.required.some((r) => typeof r !== 'string' || !(r in names))) bad('required must name defined properties');
  }
  if (node.anyOf !== undefined) {
    if (!Array.isArray(node.anyOf) || node.anyOf.length === 0) bad('anyOf must be a non-empty list');
    else node.anyOf.forEach((v, i) => {
      if (!isRecord(v) || (v.type === undefined && v.anyOf === undefined)) bad(`anyOf/${i} has no type`);
    });
  }
  return out;
}

export function geminiSchemaViolations(tool: string, schema: unknown, at = ''): Violation[] {
  if (!isRecord(schema)) return [{ tool, at, rule: 'Gemini Schema: a schema must be an object' }];
  const out = nodeViolations(tool, schema, at);
  if (isRecord(schema.properties)) for (const [k, v] of Object.entries(schema.properties)) out.push(...geminiSchemaViolations(tool, v, `${at}/properties/${k}`));
  if (schema.items !== undefined) out.push(...geminiSchemaViolations(tool, schema.items, `${at}/items`));
  if (Array.isArray(schema.anyOf)) schema.anyOf.forEach((v, i) => out.push(...geminiSchemaViolations(tool, v, `${at}/anyOf/${i}`)));
  return out;
}
