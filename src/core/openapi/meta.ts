// Document-level facts: tags with operation counts, security schemes.
import type { OperationInfo, SecuritySchemeInfo, TagInfo } from './types';
import type { LazySchemaResolver } from './resolver';
import { isObj } from './operations';

/** Declared tags first (in declared order), then tags only used by operations; tags without operations are dropped. */
export function collectTags(doc: Record<string, unknown>, operations: readonly OperationInfo[]): TagInfo[] {
  const counts = new Map<string, number>();
  for (const op of operations) for (const tag of new Set(op.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const out: TagInfo[] = [];
  const seen = new Set<string>();
  if (Array.isArray(doc.tags)) {
    for (const tag of doc.tags) {
      if (!isObj(tag) || typeof tag.name !== 'string' || seen.has(tag.name)) continue;
      const count = counts.get(tag.name);
      if (!count) continue;
      seen.add(tag.name);
      const info: TagInfo = { name: tag.name, count };
      if (typeof tag.description === 'string' && tag.description.trim()) info.description = tag.description.trim();
      out.push(info);
    }
  }
  for (const [name, count] of counts) if (!seen.has(name)) out.push({ name, count });
  return out;
}

const SCHEME_TYPES = new Set(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']);

export function collectSecuritySchemes(doc: Record<string, unknown>, resolver: LazySchemaResolver): SecuritySchemeInfo[] {
  const components = isObj(doc.components) ? doc.components : {};
  const schemes = isObj(components.securitySchemes) ? components.securitySchemes : {};
  const out: SecuritySchemeInfo[] = [];
  for (const key of Object.keys(schemes)) {
    const { value } = resolver.follow(schemes[key], resolver.baseOf(schemes[key]));
    if (!isObj(value) || typeof value.type !== 'string' || !SCHEME_TYPES.has(value.type)) continue;
    const info: SecuritySchemeInfo = { key, type: value.type as SecuritySchemeInfo['type'] };
    if (value.type === 'apiKey') {
      if (value.in === 'query' || value.in === 'header' || value.in === 'cookie') info.in = value.in;
      if (typeof value.name === 'string') info.paramName = value.name;
    }
    if (value.type === 'http' && typeof value.scheme === 'string') info.scheme = value.scheme.toLowerCase();
    if (typeof value.description === 'string' && value.description.trim()) info.description = value.description.trim();
    out.push(info);
  }
  return out;
}
