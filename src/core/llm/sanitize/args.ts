// Renames the keys of a tool call's JSON arguments along a KeyTree: provider-safe names <-> the API's names.
import type { KeyTree } from './properties';
import { isRecord } from './schemaUtil';

type Direction = 'toModel' | 'fromModel';

function mapValue(value: unknown, tree: KeyTree, direction: Direction): unknown {
  if (Array.isArray(value)) return tree.items ? value.map((v) => mapValue(v, tree.items as KeyTree, direction)) : value;
  if (!isRecord(value)) return value;
  const names = direction === 'toModel' ? tree.toModel : tree.fromModel;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const real = direction === 'toModel' ? key : tree.fromModel.get(key) ?? key;
    const child = tree.properties.get(real);
    out[names.get(key) ?? key] = child ? mapValue(v, child, direction) : v;
  }
  return out;
}

/** The text unchanged when nothing is renamed or it is not a JSON object (the agent reports malformed arguments). */
export function renameArgumentKeys(argumentsJson: string, tree: KeyTree | undefined, direction: Direction): string {
  if (!tree) return argumentsJson;
  let parsed: unknown;
  try {
    parsed = JSON.parse(argumentsJson);
  } catch {
    return argumentsJson;
  }
  if (!isRecord(parsed)) return argumentsJson;
  return JSON.stringify(mapValue(parsed, tree, direction));
}
