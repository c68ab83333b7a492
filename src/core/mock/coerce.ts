// A query/path/header value as its schema's type wants it: they all arrive as text (arrays repeated or comma-separated).
import type { JsonSchema } from '../openapi';

export function coerce(value: string | string[], schema: JsonSchema | undefined): unknown {
  const type = typeof schema === 'object' ? schema.type : undefined;
  if (type === 'array' || Array.isArray(value)) {
    const items = typeof schema === 'object' && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as JsonSchema) : undefined;
    const list = Array.isArray(value) ? value : value === '' ? [] : value.split(',');
    return type === 'array' ? list.map((v) => coerce(v, items)) : coerce(list[0] ?? '', schema);
  }
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
