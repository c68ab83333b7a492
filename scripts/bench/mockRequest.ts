// A request an operation accepts, built from its spec alone: required and path parameters from their examples or
// schemas, a JSON body from its example or schema (src/core/snippet's values).
import { documentedExample } from '../../src/core/mock/respond';
import type { JsonSchema, LoadedSpec, OperationInfo } from '../../src/core/openapi';
import { bodyValue, parameterValue } from '../../src/core/snippet/values';

export function mockRequest(spec: LoadedSpec, op: OperationInfo, base: string, deref: (s: JsonSchema) => JsonSchema) {
  const params = op.parameters.filter((p) => p.required || p.in === 'path');
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of params) {
    const v = parameterValue(p, deref);
    const text = Array.isArray(v) ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x as string))).join(',') : typeof v === 'string' ? v : JSON.stringify(v);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(text));
    else if (p.in === 'query') query.set(p.name, text);
    else if (p.in === 'header') headers[p.name] = text;
  }
  const rb = op.requestBody;
  const jsonType = rb ? Object.keys(rb.content).find((t) => /json/i.test(t)) : undefined;
  let body: Uint8Array | undefined;
  if (rb && jsonType) {
    const raw = spec.resolver.get(op.pointer) as { requestBody?: { content?: Record<string, Record<string, unknown>> } } | undefined;
    const media = raw?.requestBody?.content?.[jsonType] ?? {};
    body = new TextEncoder().encode(JSON.stringify(bodyValue(rb.content[jsonType]?.schema, documentedExample(spec, media), deref)));
    headers['content-type'] = 'application/json';
  }
  const q = query.toString();
  return { method: op.method.toUpperCase(), url: `${base}${path}${q ? `?${q}` : ''}`, headers, ...(body ? { body } : {}) };
}
