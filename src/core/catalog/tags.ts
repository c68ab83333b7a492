// Tag list with operation counts: the spec's declared tags in order, then tags only used by operations.
import type { LoadedSpec, TagInfo } from '../openapi/types';

export function collectTags(spec: LoadedSpec): TagInfo[] {
  const counts = new Map<string, number>();
  for (const op of spec.operations) for (const t of op.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  const out: TagInfo[] = [];
  const seen = new Set<string>();
  for (const t of spec.tags) {
    if (seen.has(t.name)) continue;
    seen.add(t.name);
    const info: TagInfo = { name: t.name, count: counts.get(t.name) ?? 0 };
    if (t.description) info.description = t.description;
    out.push(info);
  }
  for (const [name, count] of counts) if (!seen.has(name)) out.push({ name, count });
  return out;
}
