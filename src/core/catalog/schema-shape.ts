// Compact Markdown outline of a (raw, $ref-bearing) schema: resolves refs lazily and stops at a depth/size bound.
import type { SchemaResolver } from '../openapi/types';

type Obj = Record<string, unknown>;

export interface ShapeLimits {
  maxDepth: number;
  maxProps: number;
  maxLines: number;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows $ref chains; returns the target and the last ref name (for "(Pet)" labels), or a cycle marker. */
export function resolveRef(resolver: SchemaResolver, schema: unknown, seen: ReadonlySet<string>): { s: Obj; ref?: string; cycle?: string } {
  let current = schema;
  let ref: string | undefined;
  for (let hops = 0; isObj(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    ref = current.$ref;
    if (seen.has(ref)) return { s: {}, ref, cycle: ref };
    let target: unknown;
    try {
      target = resolver.get(ref);
    } catch {
      target = undefined;
    }
    if (target === undefined) return { s: { description: `unresolved ${ref}` }, ref };
    current = target;
  }
  return { s: isObj(current) ? current : {}, ref };
}

function refName(ref: string | undefined): string | undefined {
  return ref?.split('/').pop();
}

/** Merges allOf members into one object schema (properties and required), resolving refs. */
function flatten(resolver: SchemaResolver, s: Obj, seen: Set<string>): Obj {
  if (!Array.isArray(s.allOf)) return s;
  const merged: Obj = { ...s, properties: { ...(isObj(s.properties) ? s.properties : {}) } };
  const required = new Set<string>(Array.isArray(s.required) ? (s.required as string[]) : []);
  delete merged.allOf;
  for (const part of s.allOf) {
    const { s: member } = resolveRef(resolver, part, seen);
    const flat = flatten(resolver, member, seen);
    if (isObj(flat.properties)) Object.assign(merged.properties as Obj, flat.properties);
    if (Array.isArray(flat.required)) for (const r of flat.required) required.add(String(r));
    if (merged.type === undefined && flat.type !== undefined) merged.type = flat.type;
    if (merged.description === undefined && flat.description !== undefined) merged.description = flat.description;
  }
  merged.required = [...required];
  return merged;
}

/** "string (date-time)", "array of Pet", "one of: A | B", "integer" … */
export function typeLabel(resolver: SchemaResolver, schema: unknown, seen: ReadonlySet<string> = new Set()): string {
  const { s: raw, ref, cycle } = resolveRef(resolver, schema, seen);
  if (cycle) return `${refName(cycle)} (circular)`;
  const s = flatten(resolver, raw, new Set(seen));
  const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined) as unknown[] | undefined;
  if (variants) {
    const labels = [...new Set(variants.slice(0, 4).map((v) => typeLabel(resolver, v, seen)))];
    return `one of: ${labels.join(' | ')}${variants.length > 4 ? ' | …' : ''}`;
  }
  let type = Array.isArray(s.type) ? (s.type as string[]).join(' | ') : typeof s.type === 'string' ? s.type : undefined;
  if (type === undefined && isObj(s.properties)) type = 'object';
  if (type === 'array' || (type === undefined && s.items !== undefined)) return `array of ${typeLabel(resolver, s.items, seen)}`;
  const base = type ?? 'any';
  const name = refName(ref);
  const format = typeof s.format === 'string' ? ` (${s.format})` : '';
  return base === 'object' && name ? `${name} object` : `${base}${format}`;
}

function oneLine(text: unknown, max = 120): string {
  if (typeof text !== 'string') return '';
  const flat = text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Constraint notes of a schema: enum, default, nullable. */
export function constraints(resolver: SchemaResolver, schema: unknown): string[] {
  const { s } = resolveRef(resolver, schema, new Set());
  const notes: string[] = [];
  if (Array.isArray(s.enum)) {
    const shown = s.enum.slice(0, 12).map((v) => JSON.stringify(v)).join(', ');
    notes.push(`enum: ${shown}${s.enum.length > 12 ? `, … (${s.enum.length})` : ''}`);
  }
  if (s.default !== undefined) notes.push(`default: ${JSON.stringify(s.default)}`);
  return notes;
}

/** Markdown bullet lines describing an object's fields (or an array's item fields), nested up to the limits. */
export function fieldLines(resolver: SchemaResolver, schema: unknown, limits: ShapeLimits): string[] {
  const lines: string[] = [];
  const walk = (node: unknown, depth: number, indent: string, seen: Set<string>): void => {
    const { s: raw, ref, cycle } = resolveRef(resolver, node, seen);
    if (cycle) return;
    const nextSeen = new Set(seen);
    if (ref) nextSeen.add(ref);
    let s = flatten(resolver, raw, nextSeen);
    if ((s.type === 'array' || s.items !== undefined) && !isObj(s.properties)) {
      s = flatten(resolver, resolveRef(resolver, s.items, nextSeen).s, nextSeen);
    }
    if (!isObj(s.properties)) return;
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const entries = Object.entries(s.properties);
    // Nested objects get a third of the top level's field budget: the outline should show shape, not every URL.
    const maxProps = depth === 0 ? limits.maxProps : Math.ceil(limits.maxProps / 3);
    for (const [name, prop] of entries.slice(0, maxProps)) {
      if (lines.length >= limits.maxLines) {
        lines.push(`${indent}- …`);
        return;
      }
      const { s: propSchema, cycle: propCycle } = resolveRef(resolver, prop, nextSeen);
      const notes = [typeLabel(resolver, prop, nextSeen)];
      if (required.has(name)) notes.push('required');
      notes.push(...constraints(resolver, prop));
      if (propCycle) notes.push(`circular: ${propCycle}`);
      const description = oneLine(propSchema.description);
      lines.push(`${indent}- \`${name}\` (${notes.join(', ')})${description ? ` — ${description}` : ''}`);
      if (!propCycle && depth + 1 < limits.maxDepth) walk(prop, depth + 1, `${indent}  `, nextSeen);
    }
    if (entries.length > maxProps) lines.push(`${indent}- … ${entries.length - maxProps} more fields`);
  };
  walk(schema, 0, '', new Set());
  return lines.slice(0, limits.maxLines + 1);
}
