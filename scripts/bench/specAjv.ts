// An independent check of mocked bodies, the way a client would check them: one Ajv (with formats) per spec holding
// the whole document as a schema, so every $ref resolves in the spec's own context (recursion included); OpenAPI 3.0's
// `nullable` read as "or null". It shares no code with src/core/mock, which it judges.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OperationInfo } from '../../src/core/openapi';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const DOC = 'https://spec.invalid/document.json';
// Values that are data, not schemas; `$schema`/`$id` would make Ajv look up meta-schemas or register ids.
const DATA = new Set(['example', 'examples', 'enum', 'const', 'default']);
const SKIP = new Set(['$schema', '$id', 'discriminator', 'xml']);
// Maps whose keys are names (a property called "default" or "x-id" is still a schema).
const MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'schemas']);

/** A copy of the document with every schema in JSON Schema's terms (nullable → "or null", boolean exclusive bounds). */
function convert(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(convert);
  if (!isObj(node)) return node;
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) {
    if (SKIP.has(k) || k.startsWith('x-')) continue;
    out[k] = DATA.has(k) ? v : MAPS.has(k) && isObj(v) ? Object.fromEntries(Object.entries(v).map(([name, s]) => [name, convert(s)])) : convert(v);
  }
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (out[flag] === true && typeof out[bound] === 'number') [out[flag], out[bound]] = [out[bound], undefined];
    else if (typeof out[flag] === 'boolean') delete out[flag];
    if (out[bound] === undefined) delete out[bound];
  }
  if (out.nullable !== true) return out;
  delete out.nullable;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'], ...(Array.isArray(out.enum) ? { enum: [...(out.enum as unknown[]), null] } : {}) };
  const { description: _d, title: _t, ...rest } = out;
  return { anyOf: [rest, { type: 'null' }] };
}

export interface SpecChecker {
  /** Problems of `value` against the schema at `pointer` ("#/paths/…/schema"); null when it does not compile. */
  check: (pointer: string, value: unknown) => string[] | null;
}

export function specChecker(document: unknown): SpecChecker {
  const converted = convert(document) as Obj;
  const make = (unicode: boolean) => {
    const ajv = addFormats(new Ajv({ strict: false, allErrors: true, allowUnionTypes: true, logger: false, validateFormats: true, unicodeRegExp: unicode }));
    ajv.addSchema({ ...converted, $id: DOC });
    return ajv;
  };
  const strict = make(true);
  let lenient: Ajv | undefined;
  const compiled = new Map<string, ValidateFunction | null>();
  const compile = (pointer: string): ValidateFunction | null => {
    if (compiled.has(pointer)) return compiled.get(pointer) ?? null;
    let fn: ValidateFunction | null = null;
    for (const ajv of [strict, (lenient ??= make(false))]) {
      try {
        fn = ajv.compile({ $ref: `${DOC}${pointer}` });
        break;
      } catch {
        fn = null;
      }
    }
    compiled.set(pointer, fn);
    return fn;
  };
  return {
    check(pointer, value) {
      const fn = compile(pointer);
      if (!fn) return null;
      return fn(value) ? [] : (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
    },
  };
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The pointer of the schema an answer of `op` with `status` and `contentType` is documented by (2XX, default aside). */
export function answerSchemaPointer(document: unknown, op: Pick<OperationInfo, 'pointer' | 'responses'>, status: number, contentType: string): string | null {
  const key = op.responses.find((r) => r.status === String(status))?.status ?? op.responses.find((r) => /^2xx$|^default$/i.test(r.status))?.status ?? String(status);
  return responseSchemaPointer(document, op.pointer, key, contentType);
}

/** The pointer of an operation's response schema for `status` and `contentType`, following a $ref'd response. */
function responseSchemaPointer(document: unknown, opPointer: string, status: string, contentType: string): string | null {
  const at = (pointer: string): unknown => pointer.replace(/^#\/?/, '').split('/').filter((p) => p !== '').reduce<unknown>((v, p) => (isObj(v) ? v[p.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
  let response = `${opPointer}/responses/${escape(status)}`;
  for (let i = 0; i < 5; i++) {
    const r = at(response);
    if (isObj(r) && typeof r.$ref === 'string' && r.$ref.startsWith('#')) response = r.$ref;
    else break;
  }
  const schema = `${response}/content/${escape(contentType)}/schema`;
  return at(schema) === undefined ? null : schema;
}
