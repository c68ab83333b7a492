// What the strict validators share: the violation shape, JSON guards, name patterns and JSON Schema walks.

/** A broken wire rule, answered with the provider's own error body and this status. */
export interface Violation {
  status: number;
  message: string;
  /** OpenAI error.param (null in the body when absent). */
  param?: string;
  /** OpenAI error.code, e.g. "array_above_max_length" (null in the body when absent). */
  code?: string;
}

export type Json = Record<string, unknown>;
export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export const bad = (message: string, extra: Omit<Violation, 'status' | 'message'> = {}): Violation => ({ status: 400, message, ...extra });

/** OpenAI function names (platform.openai.com API reference, tools[].function.name). */
export const OPENAI_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** Anthropic tool names (docs.anthropic.com, tool use: "name must match ^[a-zA-Z0-9_-]{1,64}$"). */
export const ANTHROPIC_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** Anthropic input_schema property keys. */
export const ANTHROPIC_PROPERTY = /^[a-zA-Z0-9_.-]{1,64}$/;
/** Gemini FunctionDeclaration.name: starts with a letter or underscore; letters, digits, _ . : - ; at most 64. */
export const GEMINI_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SUBSCHEMA_ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

export interface SchemaNode {
  node: Json;
  /** Keys from the root, e.g. ['properties', 'tags', 'items']. */
  path: string[];
}

/** Every sub-schema of a JSON Schema, root first. */
export function walkSchema(root: unknown, path: string[] = [], out: SchemaNode[] = []): SchemaNode[] {
  if (!isObj(root)) return out;
  out.push({ node: root, path });
  for (const key of SUBSCHEMA_MAPS) {
    const map = root[key];
    if (isObj(map)) for (const [name, sub] of Object.entries(map)) walkSchema(sub, [...path, key, name], out);
  }
  for (const key of SUBSCHEMA_LISTS) arr(root[key]).forEach((sub, i) => walkSchema(sub, [...path, key, String(i)], out));
  for (const key of SUBSCHEMA_ONE) walkSchema(root[key], [...path, key], out);
  return out;
}

const isArraySchema = (node: Json) => node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array'));

/** Path of the first array schema without `items`, or null. */
export function arrayWithoutItems(schema: unknown): string[] | null {
  return walkSchema(schema).find(({ node }) => isArraySchema(node) && node.items === undefined && node.prefixItems === undefined)?.path ?? null;
}

/** The first `properties` key anywhere in the schema that fails the pattern, or null. */
export function badPropertyKey(schema: unknown, pattern: RegExp): string | null {
  for (const { node } of walkSchema(schema)) {
    if (!isObj(node.properties)) continue;
    const key = Object.keys(node.properties).find((k) => !pattern.test(k));
    if (key !== undefined) return key;
  }
  return null;
}

/** First name given twice, or null. */
export function duplicate(names: string[]): string | null {
  const seen = new Set<string>();
  for (const n of names) {
    if (seen.has(n)) return n;
    seen.add(n);
  }
  return null;
}
