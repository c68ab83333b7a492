// Small helpers shared by the schema sanitizers.

export type JsonObject = Record<string, unknown>;

/** Deeper than any real parameter schema; only a guard against runaway recursion. */
export const MAX_SCHEMA_DEPTH = 64;

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array value as unknown[] (Array.isArray alone narrows to any[]); anything else as []. */
export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** A count keyword's value as a non-negative integer (OpenAPI documents sometimes write "5"). */
export function nonNegativeInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Patterns the provider would have to compile: keep only those a JavaScript engine accepts. */
export function compilesAsRegex(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}
