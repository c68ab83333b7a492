// JSON Schema → Python type expressions, with a TypedDict class per object schema a module needs. Recursive schemas
// are fine: a class is named before its fields are built, and annotations are never evaluated
// (`from __future__ import annotations`). Deep or huge shapes end in `dict[str, Any]`, so a module stays small.
import type { JsonSchema } from '../openapi';
import { isIdentifier, NameSpace, pascalCase } from './names';
import { docText, pyString } from './pyText';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Named classes nest at most this deep below a function's parameters or return value. */
const MAX_CLASS_DEPTH = 4;
/** Classes one module defines at most; past it, objects are `dict[str, Any]`. */
const MAX_CLASSES = 150;
const MAX_LITERALS = 12;
const MAX_UNION = 5;
const ANY_DICT = 'dict[str, Any]';

/** A class name, or how to make one (most schemas never need theirs). */
export type Hint = string | (() => string);
const named = (hint: Hint): string => (typeof hint === 'string' ? hint : hint());

export interface TypedDictClass {
  name: string;
  description?: string;
  fields: Array<{ key: string; type: string; required: boolean; description?: string }>;
}

/** Looks up a `$ref` in the spec (internal or external); undefined when it does not resolve. */
export type RefLookup = (ref: string) => unknown;

export class TypeBuilder {
  readonly classes: TypedDictClass[] = [];
  private readonly byRef = new Map<string, string>();
  private readonly names: NameSpace;
  private readonly inlining = new Set<string>();

  constructor(private readonly lookup: RefLookup, taken: Iterable<string> = []) {
    this.names = new NameSpace(taken);
  }

  /** The Python type of `schema`; `hint` names an inline object's class (e.g. `SearchBreweriesResult`), made only when needed. */
  typeOf(schema: JsonSchema | undefined, hint: Hint, depth = 0): string {
    if (schema === undefined || schema === true || !isObj(schema)) return 'Any';
    const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
    if (ref) return this.refType(ref, depth);
    const nullable = schema.nullable === true;
    const inner = this.plainType(schema, hint, depth);
    return nullable && inner !== 'Any' && !inner.endsWith('| None') ? `${inner} | None` : inner;
  }

  private refType(ref: string, depth: number): string {
    const known = this.byRef.get(ref);
    if (known) return known;
    const target = this.lookup(ref);
    if (!isObj(target)) return 'Any';
    const hint = (): string => pascalCase(ref.slice(ref.lastIndexOf('/') + 1), 'Model');
    if (!this.isObjectShape(target)) {
      // A named scalar, list or union: inlined (a ref to itself through a list ends in Any).
      if (this.inlining.has(ref)) return 'Any';
      this.inlining.add(ref);
      try {
        return this.typeOf(target, hint, depth);
      } finally {
        this.inlining.delete(ref);
      }
    }
    if (depth > MAX_CLASS_DEPTH || this.classes.length >= MAX_CLASSES) return ANY_DICT;
    const name = this.names.claim(hint());
    this.byRef.set(ref, name);
    this.defineClass(name, target, depth);
    return name;
  }

  private plainType(schema: Obj, hint: Hint, depth: number): string {
    const union = [schema.oneOf, schema.anyOf].find(Array.isArray) as unknown[] | undefined;
    if (union) return this.unionType(union, hint, depth);
    if (Array.isArray(schema.allOf)) return this.allOfType(schema, hint, depth);
    const type = schema.type;
    if (Array.isArray(type)) {
      const parts = type.filter((t): t is string => typeof t === 'string').map((t) => this.plainType({ ...schema, type: t }, hint, depth));
      return joinUnion(parts);
    }
    if (Array.isArray(schema.enum)) return literalType(schema.enum) ?? scalarType(type);
    if (type === 'array') return `list[${this.typeOf(schema.items as JsonSchema | undefined, () => `${named(hint)}Item`, depth + 1)}]`;
    if (type === 'object' || (type === undefined && isObj(schema.properties))) return this.objectType(schema, hint, depth);
    return scalarType(type);
  }

  private objectType(schema: Obj, hint: Hint, depth: number): string {
    if (!isObj(schema.properties) || Object.keys(schema.properties).length === 0) {
      const extra = schema.additionalProperties;
      return isObj(extra) ? `dict[str, ${this.typeOf(extra, () => `${named(hint)}Value`, depth + 1)}]` : ANY_DICT;
    }
    if (depth > MAX_CLASS_DEPTH || this.classes.length >= MAX_CLASSES) return ANY_DICT;
    const name = this.names.claim(named(hint));
    this.defineClass(name, schema, depth);
    return name;
  }

  private unionType(members: unknown[], hint: Hint, depth: number): string {
    const parts = members.map((m, i) => this.typeOf(m as JsonSchema, () => `${named(hint)}${i + 1}`, depth));
    return joinUnion(parts);
  }

  /** allOf of objects: one class with every part's fields (refs followed); anything else: the first part's type. */
  private allOfType(schema: Obj, hint: Hint, depth: number): string {
    const merged = this.mergedAllOf(schema);
    return merged ? this.objectType(merged, hint, depth) : this.typeOf((schema.allOf as JsonSchema[])[0], hint, depth);
  }

  private mergedAllOf(schema: Obj, seen = new Set<Obj>()): Obj | undefined {
    if (seen.has(schema)) return undefined;
    seen.add(schema);
    const parts = (schema.allOf as unknown[]).map((p) => this.resolved(p));
    if (!parts.every((p) => p && this.isObjectShape(p))) return undefined;
    const properties: Obj = {};
    const required: string[] = [];
    for (const part of [...parts, schema] as Obj[]) {
      const inner = Array.isArray(part.allOf) && part !== schema ? this.mergedAllOf(part, seen) ?? part : part;
      if (isObj(inner.properties)) Object.assign(properties, inner.properties);
      if (Array.isArray(inner.required)) required.push(...inner.required.filter((r): r is string => typeof r === 'string'));
    }
    return { type: 'object', properties, required, ...(typeof schema.description === 'string' ? { description: schema.description } : {}) };
  }

  private resolved(schema: unknown): Obj | undefined {
    const seen = new Set<string>();
    let node = schema;
    while (isObj(node) && typeof node.$ref === 'string' && !seen.has(node.$ref)) {
      seen.add(node.$ref);
      node = this.lookup(node.$ref);
    }
    return isObj(node) ? node : undefined;
  }

  private isObjectShape(schema: Obj): boolean {
    if (Array.isArray(schema.allOf)) return schema.allOf.every((p) => {
      const r = this.resolved(p);
      return r !== undefined && r !== schema && (isObj(r.properties) || r.type === 'object');
    });
    return isObj(schema.properties) && Object.keys(schema.properties).length > 0 && (schema.type === undefined || schema.type === 'object');
  }

  private defineClass(name: string, schema: Obj, depth: number): void {
    if (Array.isArray(schema.allOf)) {
      const merged = this.mergedAllOf(schema);
      if (merged) this.defineClass(name, merged, depth);
      else this.classes.push({ name, fields: [], description: 'Combines several schemas (allOf); see the spec.' });
      return;
    }
    const entry: TypedDictClass = { name, fields: [] };
    if (typeof schema.description === 'string' && schema.description.trim()) entry.description = schema.description.trim();
    this.classes.push(entry);
    const props = isObj(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [key, prop] of Object.entries(props)) {
      const type = this.typeOf(prop as JsonSchema, () => `${name}${pascalCase(key, 'Field')}`, depth + 1);
      const description = isObj(prop) && typeof prop.description === 'string' ? prop.description.trim() : undefined;
      entry.fields.push({ key, type, required: required.has(key), ...(description ? { description } : {}) });
    }
  }
}

function scalarType(type: unknown): string {
  switch (type) {
    case 'string': return 'str';
    case 'integer': return 'int';
    case 'number': return 'float';
    case 'boolean': return 'bool';
    case 'null': return 'None';
    case 'array': return 'list[Any]';
    case 'object': return ANY_DICT;
    default: return 'Any';
  }
}

function literalType(values: unknown[]): string | undefined {
  const usable = values.filter((v) => v !== null);
  if (usable.length === 0 || usable.length > MAX_LITERALS) return undefined;
  if (!usable.every((v) => (typeof v === 'string' && v.length <= 60) || typeof v === 'boolean' || Number.isInteger(v))) return undefined;
  const literal = `Literal[${usable.map((v) => (typeof v === 'string' ? pyString(v) : typeof v === 'boolean' ? (v ? 'True' : 'False') : String(v as number))).join(', ')}]`;
  return usable.length < values.length ? `${literal} | None` : literal;
}

function joinUnion(parts: string[]): string {
  const unique = [...new Set(parts.flatMap((p) => p.split(' | ')))];
  if (unique.includes('Any') || unique.length > MAX_UNION) return 'Any';
  const withoutNone = unique.filter((p) => p !== 'None');
  return withoutNone.length < unique.length ? [...withoutNone, 'None'].join(' | ') : unique.join(' | ');
}

/** A class as Python source: class syntax when every key is an identifier, else the functional form. */
export function classSource(c: TypedDictClass): string {
  const doc = c.description ? `    """${docText(c.description)}"""\n` : '';
  if (c.fields.every((f) => isIdentifier(f.key))) {
    const body = c.fields.map((f) => `    ${f.key}: ${f.required ? f.type : `NotRequired[${f.type}]`}`);
    return `class ${c.name}(TypedDict):\n${doc}${body.length > 0 || doc ? body.join('\n') : '    pass'}\n`;
  }
  // Keys such as "+1" or "@type": the functional form, annotations as strings (they may name later classes).
  const entries = c.fields.map((f) => `    ${pyString(f.key)}: ${f.required ? pyString(f.type) : `NotRequired[${pyString(f.type)}]`},`);
  return `${c.name} = TypedDict(${pyString(c.name)}, {\n${entries.join('\n')}\n})\n`;
}
