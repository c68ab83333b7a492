// Which operation of a spec a request URL means: the server's path prefix is stripped, then the rest is matched
// against the path templates (literal segments beat {param} segments; a trailing slash is ignored).
import type { AllowEntry } from './types';

export interface OperationRef {
  name: string;
  method: string;
  path: string;
}

export interface OperationMatch<T extends OperationRef> {
  op: T;
  /** Path parameters by name, percent-decoded. */
  params: Record<string, string>;
  /** The request path below the server's prefix, e.g. "/items/7". */
  rest: string;
}

interface Template {
  regex: RegExp;
  names: string[];
  literals: number;
}

const templates = new Map<string, Template>();

function compile(path: string): Template {
  const cached = templates.get(path);
  if (cached) return cached;
  const names: string[] = [];
  let literals = 0;
  const segments = trimSlash(path).split('/').map((seg) => {
    if (!seg.includes('{')) literals++;
    return seg.split(/(\{[^}]*\})/).map((part) => {
      const name = /^\{([^}]*)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    }).join('');
  });
  const t = { regex: new RegExp(`^${segments.join('/')}$`), names, literals };
  if (templates.size < 20_000) templates.set(path, t);
  return t;
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The request path below the most specific allowlist entry that covers `url`, or null. */
export function pathBelowServer(url: URL, servers: readonly AllowEntry[]): string | null {
  let best: string | null = null;
  let bestLen = -1;
  for (const s of servers) {
    if (s.origin !== url.origin) continue;
    const prefix = s.pathPrefix === '/' ? '' : s.pathPrefix.replace(/\/+$/, '');
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) continue;
    if (prefix.length > bestLen) {
      bestLen = prefix.length;
      best = url.pathname.slice(prefix.length) || '/';
    }
  }
  return best;
}

/** Matches method + path; among several matching templates the one with the most literal segments wins. */
export function matchOperation<T extends OperationRef>(ops: readonly T[], servers: readonly AllowEntry[], method: string, rawUrl: string): OperationMatch<T> | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  const below = pathBelowServer(url, servers);
  if (below === null) return null;
  const rest = trimSlash(below);
  const m = method.toUpperCase();
  let best: OperationMatch<T> | null = null;
  let bestLiterals = -1;
  for (const op of ops) {
    if (op.method.toUpperCase() !== m) continue;
    const t = compile(op.path);
    const hit = t.regex.exec(rest);
    if (!hit || t.literals <= bestLiterals) continue;
    bestLiterals = t.literals;
    best = { op, rest, params: Object.fromEntries(t.names.map((n, i) => [n, decode(hit[i + 1] ?? '')])) };
  }
  return best;
}

/** The operations closest to a path that matched none (shared leading segments, then same method): for a 404. */
export function nearestOperations<T extends OperationRef>(ops: readonly T[], method: string, rest: string, limit = 5): T[] {
  const want = trimSlash(rest).split('/').filter(Boolean);
  const score = (op: T): number => {
    const have = trimSlash(op.path).split('/').filter(Boolean);
    let shared = 0;
    for (let i = 0; i < Math.min(want.length, have.length); i++) {
      const h = have[i] ?? '';
      if (h === want[i] || h.startsWith('{')) shared += h.startsWith('{') ? 1 : 2;
      else break;
    }
    const common = have.filter((h) => want.includes(h)).length;
    return shared * 10 + common * 3 + (op.method.toUpperCase() === method.toUpperCase() ? 2 : 0) - Math.abs(have.length - want.length);
  };
  return ops.map((op) => ({ op, s: score(op) })).sort((a, b) => b.s - a.s).slice(0, limit).map((x) => x.op);
}
