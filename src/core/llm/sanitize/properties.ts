// Renames property keys that break the provider's key rule ("$top" -> "_top", "@odata.type" -> "_odata.type"), at
// every level the arguments can be mapped back through (properties, items, anyOf/oneOf/allOf), and records how.
import type { NameRule } from '../limits';
import { uniqueName } from './names';
import { asList, isRecord, type JsonObject, MAX_SCHEMA_DEPTH } from './schemaUtil';

/** How one object level's keys were renamed, and the same for the values below it. */
export interface KeyTree {
  /** Real key -> key the model sees (renamed keys only). */
  toModel: Map<string, string>;
  /** Key the model sees -> real key. */
  fromModel: Map<string, string>;
  /** By real key: renames inside that property's value. */
  properties: Map<string, KeyTree>;
  /** Renames inside each array element. */
  items?: KeyTree;
}

export interface RenamedSchema {
  schema: JsonObject;
  /** undefined: no key anywhere needed renaming. */
  keys?: KeyTree;
}

const emptyTree = (): KeyTree => ({ toModel: new Map(), fromModel: new Map(), properties: new Map() });
const isEmpty = (t: KeyTree) => t.toModel.size === 0 && t.properties.size === 0 && t.items === undefined;

/** Alternatives (anyOf…) describe the same value, so their renames apply together. */
function mergeInto(target: KeyTree, source: KeyTree): void {
  for (const [k, v] of source.toModel) if (!target.toModel.has(k)) target.toModel.set(k, v);
  for (const [k, v] of source.fromModel) target.fromModel.set(k, v);
  for (const [k, sub] of source.properties) {
    const existing = target.properties.get(k);
    if (existing) mergeInto(existing, sub);
    else target.properties.set(k, sub);
  }
  if (source.items) {
    if (target.items) mergeInto(target.items, source.items);
    else target.items = source.items;
  }
}

function renameLevel(node: JsonObject, out: JsonObject, tree: KeyTree, rule: NameRule, depth: number): void {
  const properties = node.properties;
  if (!isRecord(properties)) return;
  const keys = Object.keys(properties);
  // Keys that already fit keep their names; renamed ones never take them.
  const taken = new Set(keys.filter((k) => rule.pattern.test(k)));
  const renamed: JsonObject = {};
  for (const key of keys) {
    const name = rule.pattern.test(key) ? key : uniqueName(key, rule, taken);
    if (name !== key) {
      tree.toModel.set(key, name);
      tree.fromModel.set(name, key);
    }
    const sub = renameKeys(properties[key], rule, depth + 1);
    if (sub.keys) tree.properties.set(key, sub.keys);
    renamed[name] = sub.schema;
  }
  out.properties = renamed;
  if (Array.isArray(node.required)) out.required = asList(node.required).map((r) => (typeof r === 'string' ? tree.toModel.get(r) ?? r : r));
}

export function renameKeys(schema: unknown, rule: NameRule | undefined, depth = 0): RenamedSchema {
  if (!rule || !isRecord(schema) || depth > MAX_SCHEMA_DEPTH) return { schema: isRecord(schema) ? schema : {} };
  const out: JsonObject = { ...schema };
  const tree = emptyTree();
  renameLevel(schema, out, tree, rule, depth);
  if (isRecord(schema.items)) {
    const sub = renameKeys(schema.items, rule, depth + 1);
    out.items = sub.schema;
    if (sub.keys) tree.items = sub.keys;
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    out[key] = list.map((variant) => {
      const sub = renameKeys(variant, rule, depth + 1);
      if (sub.keys) mergeInto(tree, sub.keys);
      return sub.schema;
    });
  }
  return isEmpty(tree) ? { schema: out } : { schema: out, keys: tree };
}
