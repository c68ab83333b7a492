// A spec's schemas as the mock serves them: $refs followed lazily where a value is built (no depth cut), and bodies
// checked the way a client would check them, by one Ajv (with formats) per spec that holds each $ref target once, so
// every $ref resolves in context (recursion included) and each operation's schema compiles as a small wrapper.
import { Ajv, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import addFormats from 'ajv-formats';
import type { JsonSchema, LoadedSpec } from '../openapi';
import { dropBadPatterns, FORMATS, responseProblems, schemaNotes, toJsonSchema, tryCompile } from './validate';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface SchemaContext {
  /** The schema a node stands for: its $ref chain followed, keywords beside a $ref (nullable, description) kept. */
  resolve: (s: JsonSchema) => JsonSchema;
  /** Problems of `value` against a raw schema ("/a/b must be object"), [] when valid, null when it cannot compile. */
  problems: (s: JsonSchema, value: unknown) => string[] | null;
  /** Why the schema could not be checked as written (a pattern read without the unicode flag, a broken regex). */
  notes: (s: JsonSchema) => string[];
}

/** For schemas without $refs (dereferenced, or written inline): no spec around them. */
export const plainContext: SchemaContext = { resolve: (s) => s, problems: (s, v) => responseProblems(s, v), notes: schemaNotes };

// Ajv needs absolute ids: each $ref target gets one under this prefix.
const TARGET_ID = 'https://spec.invalid/target/';
// Compiling fast matters more here than validating fast (a first answer compiles what its body reaches): each $ref
// target is its own function, shared by every operation, and the optimizer pass is skipped.
const COMPILE = { allErrors: true, inlineRefs: false, validateSchema: false, code: { optimize: false } } as const;
const LENIENT = 'a pattern of its schema is not a valid regex under the unicode flag; checked without the flag';

const UNCHECKED = 'its schema does not compile, so it was not checked';
const LAZY_REF = 'lazyRef';

/** A $ref target that does not compile in this tier (found when a value reaches it). */
class Uncompiled extends Error {}

const contexts = new WeakMap<object, SchemaContext>();

/** The context of a loaded spec: one per spec (its compiled checks outlive a mock server made again for it). */
export function schemaContext(spec: Pick<LoadedSpec, 'resolver'>): SchemaContext {
  let ctx = contexts.get(spec.resolver);
  if (!ctx) contexts.set(spec.resolver, (ctx = makeContext(spec.resolver)));
  return ctx;
}

function makeContext(resolver: LoadedSpec['resolver']): SchemaContext {
  const bases = new WeakMap<object, string>();
  // $ref targets (raw objects of the document) and a $ref that reaches each.
  const refTo = new WeakMap<object, { ref: string; base: string }>();
  const baseOf = (s: object) => bases.get(s) ?? resolver.baseOf(s);

  // Each $ref target reached is converted once and added to every Ajv under an id of its own, so a check compiles
  // only what its schema reaches (MS Graph's document is 20 MB) and later checks reuse the targets' functions.
  const ids = new Map<string, string>();
  const added: Obj[] = [];
  const tiers: Array<Ajv | undefined> = [];
  const addTo = (ajv: Ajv, n: number, schema: Obj) => {
    try {
      ajv.addSchema(n === 2 ? (dropBadPatterns(schema, []) as Obj) : schema);
    } catch {
      // A target Ajv refuses leaves the checks that reach it uncompiled: they report "not checked".
    }
  };
  const idOf = (ref: string, base: string): string => {
    const target = resolver.locate(ref, base);
    // A broken $ref (no such target) checks nothing, as the dereferenced schemas always read it.
    const { key, value, base: targetBase } = target ?? { key: ` ${ref}`, value: {}, base };
    let id = ids.get(key);
    if (id !== undefined) return id;
    id = `${TARGET_ID}${ids.size}.json`;
    ids.set(key, id);
    pending.push({ id, value, base: targetBase });
    return id;
  };
  const pending: Array<{ id: string; value: unknown; base: string }> = [];
  const convert = (s: unknown, base: string): unknown => {
    const out = toJsonSchema(s, (ref) => idOf(ref, base), LAZY_REF);
    for (let next = pending.shift(); next; next = pending.shift()) {
      const converted = toJsonSchema(next.value, (ref) => idOf(ref, next.base), LAZY_REF);
      const schema = { ...(typeof converted === 'object' && converted !== null ? converted : {}), $id: next.id };
      added.push(schema);
      tiers.forEach((ajv, n) => ajv && addTo(ajv, n, schema));
    }
    return out;
  };
  // Tiers, each made on first need: as written; patterns without the unicode flag; broken patterns left out.
  const tier = (n: number): Ajv => {
    const ajv = tiers[n];
    if (ajv) return ajv;
    const made = addFormats(new Ajv({ ...FORMATS, ...COMPILE, unicodeRegExp: n === 0 }));
    // A $ref compiles its target when a value first reaches it: a check compiles what its bodies touch, not the
    // whole graph behind a schema (Stripe's charge reaches most of its components).
    const lazy: SchemaValidateFunction = (id: string, data: unknown, _parent?: unknown, at?: DataValidationCxt) => {
      let fn: ValidateFunction | undefined;
      try {
        fn = made.getSchema(id);
      } catch {
        fn = undefined;
      }
      if (!fn) throw new Uncompiled();
      if (fn(data)) return true;
      lazy.errors = (fn.errors ?? []).map((e) => ({ ...e, instancePath: `${at?.instancePath ?? ''}${e.instancePath}` }));
      return false;
    };
    made.addKeyword({ keyword: LAZY_REF, schemaType: 'string', errors: true, validate: lazy });
    for (const schema of added) addTo(made, n, schema);
    return (tiers[n] = made);
  };

  // Per tier, the function of each schema checked (null: it does not compile there).
  const compiled = [new WeakMap<object, ValidateFunction | null>(), new WeakMap<object, ValidateFunction | null>(), new WeakMap<object, ValidateFunction | null>()];
  const converted = new WeakMap<object, unknown>();
  const noteOf = new WeakMap<object, string[]>();
  // The lowest tier every target compiles in, raised when one does not (a pattern somewhere in the spec).
  let floor = 0;
  const compile = (n: number, s: object): ValidateFunction | null => {
    const cached = compiled[n]?.get(s);
    if (cached !== undefined) return cached;
    let schema = converted.get(s);
    if (schema === undefined) {
      // A $ref target is checked through its id: the function compiled for it is the one every $ref to it shares.
      const via = refTo.get(s);
      schema = via ? convert({ $ref: via.ref }, via.base) : convert(s, baseOf(s));
      converted.set(s, schema);
    }
    const fn = tryCompile(tier(n), n === 2 ? dropBadPatterns(schema, dropped) : schema);
    compiled[n]?.set(s, fn);
    return fn;
  };
  const dropped: string[] = [];
  const notesFor = (n: number) => (n === 0 ? [] : n === 1 || dropped.length === 0 ? [LENIENT] : [`pattern ${dropped.slice(0, 3).map((p) => JSON.stringify(p)).join(', ')} is not a valid regex and was not checked`]);

  const resolved = new WeakMap<object, JsonSchema>();
  return {
    resolve(s) {
      if (typeof s === 'boolean') return s;
      const memo = resolved.get(s);
      if (memo !== undefined) return memo;
      let node: unknown = s;
      let base = baseOf(s);
      let siblings: Obj = {};
      let via: { ref: string; base: string } | undefined;
      for (let hops = 0; hops < 32 && isObj(node) && typeof node.$ref === 'string'; hops++) {
        const { $ref, ...rest } = node;
        siblings = { ...rest, ...siblings };
        via = { ref: $ref, base };
        const target = resolver.locate($ref, base);
        node = target?.value ?? {};
        base = target?.base ?? base;
      }
      let out: JsonSchema = isObj(node) || typeof node === 'boolean' ? node : {};
      if (isObj(out) && Object.keys(siblings).length > 0) {
        out = { ...out, ...siblings };
        bases.set(out, base);
      } else if (isObj(out) && via) refTo.set(out, via);
      resolved.set(s, out);
      return out;
    },
    problems(s, value) {
      if (s === true) return [];
      if (s === false) return ['/: no value is allowed here'];
      for (let n = floor; n < 3; n++) {
        const fn = compile(n, s);
        if (!fn) continue;
        let valid: boolean;
        try {
          valid = fn(value);
        } catch (e) {
          // A target that does not compile in this tier: this and later checks start one tier up.
          if (e instanceof Uncompiled) {
            floor = Math.max(floor, n + 1);
            continue;
          }
          // A schema that only refers to itself (allOf: [itself]) recurses forever: it cannot be checked.
          noteOf.set(s, [UNCHECKED]);
          return null;
        }
        noteOf.set(s, notesFor(n));
        return valid ? [] : (fn.errors ?? []).slice(0, 20).map((e) => `${e.instancePath || ''} ${e.message ?? 'is invalid'}`.trim());
      }
      noteOf.set(s, [...notesFor(2), UNCHECKED]);
      return null;
    },
    notes: (s) => (typeof s === 'boolean' ? [] : (noteOf.get(s) ?? [])),
  };
}
