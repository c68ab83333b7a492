// The response of one matched operation: its documented example, else a deterministic sample of its response schema
// (openapi-sampler, as Redoc uses), with the documented status code and content type.
import { sample } from 'openapi-sampler';
import type { JsonSchema, LoadedSpec, OperationInfo } from '../openapi';
import { schemaProblems } from './validate';

export interface PlannedResponse {
  status: number;
  contentType: string | null;
  /** The body as a value (JSON) or text; undefined = no body. */
  body: unknown;
  /** example-invalid: the spec's example breaks its own schema and so does the sample; the example is sent. */
  from: 'example' | 'sample' | 'example-invalid' | 'none';
  schema?: JsonSchema;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The success response the mock answers with: the lowest 2xx, else 2XX, else default. */
function pickResponse(op: OperationInfo): { status: number; key: string } | null {
  const twos = op.responses.filter((r) => /^2\d\d$/.test(r.status)).sort((a, b) => Number(a.status) - Number(b.status));
  const first = twos[0];
  if (first) return { status: Number(first.status), key: first.status };
  if (op.responses.some((r) => /^2xx$/i.test(r.status))) return { status: 200, key: op.responses.find((r) => /^2xx$/i.test(r.status))?.status ?? '2XX' };
  if (op.responses.some((r) => r.status === 'default')) return { status: 200, key: 'default' };
  return null;
}

function pickMediaType(content: Record<string, unknown>): string | null {
  const types = Object.keys(content);
  return types.find((t) => /^application\/json\b/i.test(t)) ?? types.find((t) => /[/+]json\b/i.test(t)) ?? types[0] ?? null;
}

function deref(spec: LoadedSpec, value: unknown): unknown {
  for (let i = 0; i < 10 && isRecord(value) && typeof value.$ref === 'string'; i++) value = spec.resolver.get(value.$ref);
  return value;
}

/** A documented example of a media type (`example`, else the first of `examples`), following $refs. */
function documentedExample(spec: LoadedSpec, media: Record<string, unknown>): { found: boolean; value?: unknown } {
  if ('example' in media) return { found: true, value: media.example };
  const examples = deref(spec, media.examples);
  if (isRecord(examples)) {
    for (const ex of Object.values(examples)) {
      const resolved = deref(spec, ex);
      if (isRecord(resolved) && 'value' in resolved) return { found: true, value: resolved.value };
    }
  }
  return { found: false };
}

export function planResponse(spec: LoadedSpec, op: OperationInfo, schemaOf: (s: JsonSchema) => JsonSchema): PlannedResponse {
  const picked = pickResponse(op);
  if (!picked) return { status: 200, contentType: null, body: undefined, from: 'none' };
  const raw = deref(spec, spec.resolver.get(op.pointer));
  const rawResponse = deref(spec, isRecord(raw) && isRecord(raw.responses) ? raw.responses[picked.key] : undefined);
  const content = isRecord(rawResponse) && isRecord(rawResponse.content) ? rawResponse.content : {};
  const contentType = pickMediaType(content);
  if (!contentType) return { status: picked.status, contentType: null, body: undefined, from: 'none' };
  const media = deref(spec, content[contentType]);
  const mediaObj = isRecord(media) ? media : {};
  const info = op.responses.find((r) => r.status === picked.key)?.content?.[contentType];
  const schema = info?.schema !== undefined ? schemaOf(info.schema) : undefined;
  const example = documentedExample(spec, mediaObj);
  const base = { status: picked.status, contentType, ...(schema !== undefined ? { schema } : {}) };
  if (schema === undefined || typeof schema === 'boolean') {
    return example.found ? { ...base, body: example.value, from: 'example' } : { ...base, body: undefined, from: 'none' };
  }
  // The documented example wins, unless it breaks the operation's own schema and a generated sample does not.
  if (example.found && (schemaProblems(schema, example.value) ?? []).length === 0) return { ...base, body: example.value, from: 'example' };
  const generated = sample(schema, { skipReadOnly: false, skipWriteOnly: true, quiet: true, maxSampleDepth: 8, enablePatterns: true });
  if (example.found && (schemaProblems(schema, generated) ?? [1]).length > 0) return { ...base, body: example.value, from: 'example-invalid' };
  return { ...base, body: generated, from: 'sample' };
}
