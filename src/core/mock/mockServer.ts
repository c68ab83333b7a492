// Mock mode's answers, from the spec alone: match method + path to an operation (else a 404 naming the nearest
// ones), check required parameters and a JSON body against the operation (else a 400 listing the problems, as a real
// API would), then answer with the documented example or a deterministic sample of the response schema.
import { matchOperation, nearestOperations, pathBelowServer, type AllowEntry, type JsonSchema, type LoadedSpec, type OperationInfo, type ParameterInfo } from '../openapi';
import { coerce } from './coerce';
import type { Faker } from '@faker-js/faker';
import { schemaContext } from './context';
import { generate, repair, seedOf } from './generate';
import { planResponse, responseTarget } from './respond';
import { createStore, resetStore } from './store';
import type { MockRequest, MockResponse } from './types';
import { schemaProblems } from './validate';

export interface MockServer {
  answer: (req: MockRequest) => MockResponse;
  /** Forgets what writes changed (and the items seeded) for this spec. */
  reset: () => void;
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 400: 'Bad Request', 404: 'Not Found' };
const NOTES = {
  example: 'documented example', sample: 'sample from the response schema',
  'sample-repaired': 'sample from the response schema, repaired where the sampler broke it',
  'example-replaced': 'the spec\'s own example breaks its schema; a valid sample from the schema instead',
  'example-invalid': 'the spec\'s own example, which breaks its schema', 'sample-invalid': 'sample that still breaks its schema',
  none: 'no body documented', store: 'from the mock\'s items',
} as const;
// application/json, application/problem+json, AWS's application/x-amz-json-1.1.
const JSON_TYPE = /^application\/([\w.+-]*[+-])?json\b/i;

function jsonReply(status: number, body: unknown, note: string): MockResponse {
  return {
    status, statusText: STATUS_TEXT[status] ?? '', note,
    headers: [['content-type', 'application/json'], ['x-mock', 'openapi']],
    body: new TextEncoder().encode(JSON.stringify(body)),
  };
}

/** `faker` (loadFaker()) makes the values; what writes change is held per spec object until reset. */
export function createMockServer(spec: LoadedSpec, servers: readonly AllowEntry[], faker: Faker): MockServer {
  const derefed = new WeakMap<object, JsonSchema>();
  const schemaOf = (s: JsonSchema): JsonSchema => {
    if (typeof s === 'boolean') return s;
    let d = derefed.get(s);
    if (d === undefined) {
      d = spec.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 });
      derefed.set(s, d);
    }
    return d;
  };

  const accepts = (op: OperationInfo, name: string): ((value: string) => boolean) | undefined => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    if (p?.schema === undefined) return undefined;
    const schema = schemaOf(p.schema);
    return (value) => (schemaProblems(schema, coerce(value, schema)) ?? []).length === 0;
  };

  // Live, the broker adds the user's API key where the operation's security says: the mock does not ask for it.
  const credentialParams = (op: OperationInfo): Set<string> => {
    const keys = new Set(op.security.flatMap((req) => Object.keys(req)));
    return new Set(spec.securitySchemes.filter((s) => keys.has(s.key) && s.type === 'apiKey' && s.paramName && s.in).map((s) => `${s.in}:${s.paramName?.toLowerCase()}`));
  };

  function paramProblems(op: OperationInfo, url: URL, pathParams: Record<string, string>, headers: Record<string, string>): string[] {
    const lowerHeaders = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const problems: string[] = [];
    const credentials = credentialParams(op);
    const valueOf = (p: ParameterInfo): string | string[] | undefined => {
      if (p.in === 'path') return pathParams[p.name];
      if (p.in === 'query') {
        const all = url.searchParams.getAll(p.name);
        return all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
      }
      if (p.in === 'header') return lowerHeaders.get(p.name.toLowerCase());
      return undefined;
    };
    for (const p of op.parameters) {
      if (p.in === 'cookie') continue;
      const value = valueOf(p);
      if (value === undefined) {
        if (p.required && !credentials.has(`${p.in}:${p.name.toLowerCase()}`)) problems.push(`missing required ${p.in} parameter "${p.name}"`);
        continue;
      }
      if (p.schema === undefined) continue;
      const found = schemaProblems(schemaOf(p.schema), coerce(value, schemaOf(p.schema)), `${p.in} parameter "${p.name}"`);
      if (found) problems.push(...found);
    }
    return problems;
  }

  function bodyProblems(op: OperationInfo, req: MockRequest): string[] {
    const rb = op.requestBody;
    const bytes = req.body ?? new Uint8Array(0);
    if (!rb) return [];
    if (bytes.length === 0) return rb.required ? ['the request body is required'] : [];
    const sentType = Object.entries(req.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
    const jsonType = Object.keys(rb.content).find((t) => JSON_TYPE.test(t));
    if (!jsonType || (sentType && !JSON_TYPE.test(sentType))) return [];
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(bytes));
    } catch (e) {
      return [`the request body is not valid JSON: ${e instanceof Error ? e.message : String(e)}`];
    }
    const schema = rb.content[jsonType]?.schema;
    return schema === undefined ? [] : (schemaProblems(schemaOf(schema), value, 'body') ?? []);
  }

  // What is served is built and checked in the spec's own context: $refs followed lazily, none cut.
  const schemas = schemaContext(spec);
  const store = createStore(spec, schemaOf, faker, schemas);
  const jsonBody = (text: string | undefined): unknown => {
    try {
      return text === undefined ? undefined : JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  return {
    answer(req) {
      let url: URL;
      try {
        url = new URL(req.url);
      } catch {
        return jsonReply(404, { error: 'Not Found (mock)', message: `not a URL: ${req.url.slice(0, 200)}` }, 'mock: not a URL');
      }
      const method = req.method.toUpperCase();
      const bodyText = req.body && req.body.length > 0 && req.body.length < 1_000_000 ? new TextDecoder().decode(req.body) : undefined;
      const hit = matchOperation(spec.operations, servers, method, req.url, { headers: req.headers, ...(bodyText !== undefined ? { body: bodyText } : {}), accepts });
      if (hit && !hit.ok) {
        const status = hit.op ? 400 : 404;
        const body = { error: `${status === 400 ? 'Bad Request' : 'Not Found'} (mock)`, ...(hit.op ? { operation: hit.op.name, problems: [hit.error] } : { message: hit.error }) };
        return jsonReply(status, body, `mock: ${hit.error}`);
      }
      if (!hit) {
        const rest = pathBelowServer(url, servers) ?? url.pathname;
        const near = nearestOperations(spec.operations, method, rest).map((o) => `${o.method.toUpperCase()} ${o.path} (${o.name})`);
        return jsonReply(404, { error: 'Not Found (mock)', message: `No operation of this spec matches ${method} ${rest}`, nearest: near }, `mock: no operation matches ${method} ${rest}`);
      }
      const { op } = hit;
      const problems = [...paramProblems(op, url, hit.params, req.headers), ...bodyProblems(op, req)];
      if (problems.length > 0) {
        return jsonReply(400, { error: 'Bad Request (mock)', operation: op.name, problems }, `mock: ${op.name} refused the request (${problems.length} problem${problems.length === 1 ? '' : 's'})`);
      }
      const target = responseTarget(spec, op, schemas.resolve);
      const kept = store.answer({ op, params: hit.params, url, body: jsonBody(bodyText), responseSchema: target?.schema });
      if (kept.kind === 'missing') return jsonReply(404, { error: 'Not Found (mock)', operation: op.name, message: kept.note }, `mock: ${op.name} (${kept.note})`);
      const seed = seedOf(`${op.name} ${method} ${req.url} ${bodyText ?? ''}`);
      const plan = kept.kind === 'body' && target?.contentType
        ? { status: target.status, contentType: target.contentType, body: kept.body, from: 'store' as const }
        : planResponse(spec, op, schemas.resolve, (schema) => generate(faker, schema, seed, '', schemas), schemas, (schema, value) => repair(faker, schema, value, schemas));
      const storeNote = kept.note !== undefined ? [kept.note] : [];
      const headers: Array<[string, string]> = [['x-mock', 'openapi']];
      let body: Uint8Array = new Uint8Array(0);
      if (plan.body !== undefined && plan.contentType && method !== 'HEAD') {
        headers.push(['content-type', plan.contentType]);
        const text = typeof plan.body === 'string' && !JSON_TYPE.test(plan.contentType) ? plan.body : JSON.stringify(plan.body);
        body = new TextEncoder().encode(text);
      }
      const extra = [...storeNote, ...('problems' in plan ? (plan.problems ?? []).slice(0, 2) : []), ...('schemaNotes' in plan ? (plan.schemaNotes ?? []) : [])];
      return { status: plan.status, statusText: STATUS_TEXT[plan.status] ?? '', headers, body, note: `mock: ${op.name} (${NOTES[plan.from]}${extra.length ? `: ${extra.join('; ')}` : ''})` };
    },
    reset: () => resetStore(spec),
  };
}
