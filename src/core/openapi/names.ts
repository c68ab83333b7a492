// Stable, unique tool names matching ^[a-zA-Z0-9_-]{1,64}$, from operationId or synthesized from method + path.
import { hash8 } from './hash8';
import type { HttpMethod } from './types';

export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
const MAX = 64;

export function sanitizeName(raw: string): string {
  const cleaned = raw
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  return shorten(cleaned);
}

/** GET /repos/{owner}/{repo}/pulls → get_repos_owner_repo_pulls */
export function nameFromMethodPath(method: HttpMethod, path: string): string {
  const parts = path.split('/').map((s) => s.replace(/[{}]/g, '')).filter((s) => s !== '');
  return sanitizeName([method, ...parts].join('_')) || method;
}

function shorten(name: string): string {
  if (name.length <= MAX) return name;
  return `${name.slice(0, MAX - 9).replace(/[_-]+$/, '')}_${hash8(name)}`;
}

export interface NameRequest {
  operationId?: string;
  method: HttpMethod;
  path: string;
}

/**
 * Assigns names in document order. A sanitized operationId is used when it is unique among the operationIds;
 * otherwise (missing, empty after sanitizing, or duplicated) the name comes from method + path. Remaining clashes get
 * a numeric suffix.
 */
export function assignNames(requests: readonly NameRequest[]): string[] {
  const idCounts = new Map<string, number>();
  const sanitizedIds = requests.map((r) => (r.operationId ? sanitizeName(r.operationId) : ''));
  for (const id of sanitizedIds) if (id) idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
  const taken = new Set<string>();
  const preferred = requests.map((r, i) => {
    const id = sanitizedIds[i] ?? '';
    return id && idCounts.get(id) === 1 ? id : nameFromMethodPath(r.method, r.path);
  });
  // Names that are unique operationIds are reserved first so a synthesized name never steals one.
  preferred.forEach((name, i) => {
    if (sanitizedIds[i] === name) taken.add(name);
  });
  return preferred.map((name, i) => {
    if (sanitizedIds[i] === name) return name;
    let candidate = name;
    for (let n = 2; taken.has(candidate); n++) {
      const suffix = `_${n}`;
      candidate = name.length + suffix.length > MAX ? name.slice(0, MAX - suffix.length) + suffix : name + suffix;
    }
    taken.add(candidate);
    return candidate;
  });
}
