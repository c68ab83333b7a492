// The response of one matched operation: its documented example, else a deterministic sample of its response schema
// (realistic values in mock mode, openapi-sampler's otherwise), with the documented status code and content type.
import type { JsonSchema, LoadedSpec, OperationInfo } from '../openapi';
import { conform, sampleOf } from './conform';
import { plainContext, type SchemaContext } from './context';

export interface PlannedResponse {
  status: number;
  contentType: string | null;
  /** The body as a value (JSON) or text; undefined = no body. */
  body: unknown;
  /**
   * sample-repaired: openapi-sampler's value broke the schema (depth-cut nulls, patterns, lengths, schema-level
   * examples) and was repaired; example-replaced: the spec's example breaks its own schema, a valid sample is sent;
   * example-invalid / sample-invalid: nothing valid could be built, the value is sent and `problems` say why.
   */
  from: 'example' | 'sample' | 'sample-repaired' | 'example-replaced' | 'example-invalid' | 'sample-invalid' | 'none';
  schema?: JsonSchema;
  /** What is wrong with the body sent (example-invalid, sample-invalid). */
  problems?: string[];
  /** Why the schema could not be checked as written (a regex read without the unicode flag, a broken pattern). */
  schemaNotes?: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The success response the mock answers with: the lowest 2xx, else 2XX, else default. */
export function pickResponse(op: OperationInfo): { status: number; key: string } | null {
  const twos = op.responses.filter((r) => /^2\d\d$/.test(r.status)).sort((a, b) => Number(a.status) - Number(b.status));
  const first = twos[0];
  if (first) return { status: Number(first.status), key: first.status };
  if (op.responses.some((r) => /^2xx$/i.test(r.status))) return { status: 200, key: op.responses.find((r) => /^2xx$/i.test(r.status))?.status ?? '2XX' };
  if (op.responses.some((r) => r.status === 'default')) return { status: 200, key: 'default' };
  return null;
}

export function pickMediaType(content: Record<string, unknown>): string | null {
  const types = Object.keys(content);
  return types.find((t) => /^application\/json\b/i.test(t)) ?? types.find((t) => /[/+]json\b/i.test(t)) ?? types[0] ?? null;
}

export function derefRaw(spec: LoadedSpec, value: unknown): unknown {
  for (let i = 0; i < 10 && isRecord(value) && typeof value.$ref === 'string'; i++) value = spec.resolver.get(value.$ref);
  return value;
}

/** A documented example of a media type (`example`, else the first of `examples`), following $refs. */
export function documentedExample(spec: LoadedSpec, media: Record<string, unknown>): { found: boolean; value?: unknown } {
  if ('example' in media) return { found: true, value: media.example };
  const examples = derefRaw(spec, media.examples);
  if (isRecord(examples)) {
    for (const ex of Object.values(examples)) {
      const resolved = derefRaw(spec, ex);
      if (isRecord(resolved) && 'value' in resolved) return { found: true, value: resolved.value };
    }
  }
  return { found: false };
}

/** The documented success answer of an operation: status, media type, its raw media object and dereferenced schema. */
export function responseTarget(spec: LoadedSpec, op: OperationInfo, schemaOf: (s: JsonSchema) => JsonSchema): { status: number; contentType: string | null; media: Record<string, unknown>; schema?: JsonSchema } | null {
  const picked = pickResponse(op);
  if (!picked) return null;
  const raw = derefRaw(spec, spec.resolver.get(op.pointer));
  const rawResponse = derefRaw(spec, isRecord(raw) && isRecord(raw.responses) ? raw.responses[picked.key] : undefined);
  const content = isRecord(rawResponse) && isRecord(rawResponse.content) ? rawResponse.content : {};
  const contentType = pickMediaType(content);
  if (!contentType) return { status: picked.status, contentType: null, media: {} };
  const media = derefRaw(spec, content[contentType]);
  const info = op.responses.find((r) => r.status === picked.key)?.content?.[contentType];
  const schema = info?.schema !== undefined ? schemaOf(info.schema) : undefined;
  return { status: picked.status, contentType, media: isRecord(media) ? media : {}, ...(schema !== undefined ? { schema } : {}) };
}

/**
 * `generateBody` builds a value for a schema (realistic values in mock mode), openapi-sampler's when not given;
 * `schemas` checks bodies (the spec's context when `schemaOf` leaves $refs), `repair` fixes one that breaks its schema.
 */
export function planResponse(spec: LoadedSpec, op: OperationInfo, schemaOf: (s: JsonSchema) => JsonSchema, generateBody: (schema: JsonSchema) => unknown = sampleOf, schemas: SchemaContext = plainContext, repair: (schema: JsonSchema, value: unknown) => unknown = conform): PlannedResponse {
  const target = responseTarget(spec, op, schemaOf);
  if (!target) return { status: 200, contentType: null, body: undefined, from: 'none' };
  const { status, contentType, media: mediaObj, schema } = target;
  if (!contentType) return { status, contentType: null, body: undefined, from: 'none' };
  const example = documentedExample(spec, mediaObj);
  const base = { status, contentType, ...(schema !== undefined ? { schema } : {}) };
  if (schema === undefined || typeof schema === 'boolean') {
    return example.found ? { ...base, body: example.value, from: 'example' } : { ...base, body: undefined, from: 'none' };
  }
  const problemsOf = (v: unknown) => schemas.problems(schema, v) ?? [];
  // Notes are known once a body was checked (a pattern is found when a value reaches it).
  const planned = (p: Omit<PlannedResponse, keyof typeof base>): PlannedResponse => {
    const notes = schemas.notes(schema);
    return { ...base, ...(notes.length > 0 ? { schemaNotes: notes } : {}), ...p };
  };
  // The documented example wins, unless it breaks the operation's own schema (formats checked).
  if (example.found && problemsOf(example.value).length === 0) return planned({ body: example.value, from: 'example' });
  const generated = generateBody(schema);
  if (generated !== undefined && problemsOf(generated).length === 0) return planned({ body: generated, from: example.found ? 'example-replaced' : 'sample' });
  const repaired = repair(schema, generated);
  if (problemsOf(repaired).length === 0) return planned({ body: repaired, from: example.found ? 'example-replaced' : 'sample-repaired' });
  if (example.found) return planned({ body: example.value, from: 'example-invalid', problems: problemsOf(example.value).slice(0, 5) });
  return planned({ body: repaired, from: 'sample-invalid', problems: problemsOf(repaired).slice(0, 5) });
}
