// Values for a snippet's required parameters and request body, taken from the spec (example, default, first enum
// value) or generated from the schema and its format, and checked against it: what the spec's own validation accepts.
import { conform, sampleOf } from '../mock/conform';
import { schemaProblems } from '../mock/validate';
import type { JsonSchema, ParameterInfo } from '../openapi';

export type Deref = (s: JsonSchema) => JsonSchema;

const valid = (schema: JsonSchema, v: unknown) => v !== undefined && (schemaProblems(schema, v) ?? []).length === 0;

/** The first candidate the schema accepts, else the schema's own sample repaired to fit it. */
function firstValid(schema: JsonSchema, candidates: unknown[]): unknown {
  for (const c of candidates) if (valid(schema, c)) return c;
  return conform(schema, candidates.find((c) => c !== undefined));
}

/** A value for one parameter: its example, the schema's example, default, first enum value, else a sample. */
export function parameterValue(p: ParameterInfo, deref: Deref): unknown {
  const schema = p.schema === undefined ? { type: 'string' } : deref(p.schema);
  if (typeof schema === 'boolean') return p.example ?? 'value';
  const candidates = [p.example, schema.example, schema.default, Array.isArray(schema.enum) ? schema.enum.find((e) => e !== null) : undefined, schema.const];
  if (candidates.every((c) => c === undefined)) candidates.push(sampleOf(schema));
  const value = firstValid(schema, candidates);
  // Path segments cannot be empty; a text sample that is gives a name the user will see and replace.
  return p.in === 'path' && (value === '' || value === undefined || value === null) ? 'value' : value;
}

/** A request body skeleton: required fields first; the full sample when the skeleton alone breaks the schema. */
export function bodyValue(schema: JsonSchema | undefined, example: { found: boolean; value?: unknown }, deref: Deref): unknown {
  if (schema === undefined) return example.found ? example.value : {};
  const s = deref(schema);
  if (example.found && valid(s, example.value)) return example.value;
  const skeleton = sampleOf(s, { requiredOnly: true });
  if (valid(s, skeleton)) return skeleton;
  const full = sampleOf(s);
  if (valid(s, full)) return full;
  return conform(s, skeleton ?? full);
}
