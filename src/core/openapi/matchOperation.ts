// Which operation of a spec a request means: the server's path prefix is stripped, then the rest is matched against
// the path templates (literal segments beat {param} segments; a trailing slash is ignored unless it leaves a path
// parameter empty, which is an error naming it, never a match to the shorter path). AWS pseudo-paths
// ("/#X-Amz-Target=X", "/#Action=X") are chosen by their header or Action parameter.
import { selectorError, selectorValue, splitPseudoPath, type PathSelector, type SelectorSource } from './pseudoPath';
import type { AllowEntry } from './types';

export interface OperationRef {
  name: string;
  method: string;
  path: string;
}

export interface OperationMatch<T extends OperationRef> {
  ok: true;
  op: T;
  /** Path parameters by name, percent-decoded. */
  params: Record<string, string>;
  /** The request path below the server's prefix, e.g. "/items/7". */
  rest: string;
}

/** The request can only mean `op` (when known) but cannot be sent as it is: an empty path parameter, no selector. */
export interface OperationMismatch<T extends OperationRef> {
  ok: false;
  op: T | null;
  error: string;
  rest: string;
}

export interface MatchOptions<T extends OperationRef> extends SelectorSource {
  /** A test for one path parameter's value (enum, pattern), used to split segments that hold several parameters. */
  accepts?: (op: T, param: string) => ((value: string) => boolean) | undefined;
}

type Part = { literal: string } | { param: string };
type Segment = Part[];

interface Template {
  segments: Segment[];
  literals: number;
  /** Characters of literal text: breaks ties ("{id}.schema.jsonld" is nearer than "{id}.jsonld"). */
  literalChars: number;
  /** The template as written ends with "/": a request that does is an exact match of it. */
  trailingSlash: boolean;
}

const templates = new Map<string, Template>();

function compile(path: string): Template {
  const cached = templates.get(path);
  if (cached) return cached;
  let literals = 0;
  const segments = trimSlash(path).split('/').map((seg): Segment => {
    if (!seg.includes('{')) literals++;
    return seg.split(/(\{[^}]*\})/).filter((p) => p !== '').map((part) => {
      const name = /^\{([^}]*)\}$/.exec(part)?.[1];
      return name === undefined ? { literal: part } : { param: name };
    });
  });
  const literalChars = segments.flat().reduce((n, p) => n + ('literal' in p ? p.literal.length : 0), 0);
  const t = { segments, literals, literalChars, trailingSlash: path.length > 1 && path.endsWith('/') };
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

type Accept = (param: string) => ((value: string) => boolean) | undefined;

/** Every way of reading `text` as the segment's parts, longest first parameter first; the first the constraints accept. */
function splitSegment(parts: Segment, i: number, text: string, out: Record<string, string>, accept: Accept): boolean {
  const part = parts[i];
  if (part === undefined) return text === '';
  if ('literal' in part) return text.startsWith(part.literal) && splitSegment(parts, i + 1, text.slice(part.literal.length), out, accept);
  const test = accept(part.param);
  const last = i === parts.length - 1;
  for (let len = text.length; len >= (last ? text.length : 1) && len >= 1; len--) {
    const value = decode(text.slice(0, len));
    if (test && !test(value)) continue;
    out[part.param] = value;
    if (splitSegment(parts, i + 1, text.slice(len), out, accept)) return true;
  }
  delete out[part.param];
  return false;
}

/** Path parameters when `segs` fits the template (empty ones listed in `empty`), else null. */
function fit(t: Template, segs: string[], accept: Accept): { params: Record<string, string>; empty: string[] } | null {
  if (segs.length !== t.segments.length) return null;
  const params: Record<string, string> = {};
  const empty: string[] = [];
  for (let i = 0; i < segs.length; i++) {
    const parts = t.segments[i] ?? [];
    const text = segs[i] ?? '';
    const only = parts.length === 1 ? parts[0] : undefined;
    if (only && 'param' in only) {
      if (text === '') empty.push(only.param);
      params[only.param] = decode(text);
    } else if (parts.length === 0) {
      if (text !== '') return null;
    } else if (!splitSegment(parts, 0, text, params, accept)) return null;
  }
  return { params, empty };
}

/** A query written into the template: each name present, literal values equal, {param} values taken as parameters. */
function queryFits(query: ReadonlyArray<{ name: string; value: string }>, url: URL, params: Record<string, string>): boolean {
  for (const q of query) {
    const given = url.searchParams.get(q.name);
    if (given === null) return false;
    const param = /^\{([^}]*)\}$/.exec(q.value)?.[1];
    if (param !== undefined) params[param] = given;
    else if (q.value !== '' && q.value !== given) return false;
  }
  return true;
}

const emptyError = (names: string[], method: string, path: string): string =>
  `${names.length === 1 ? `path parameter ${names[0]} is` : `path parameters ${names.join(' and ')} are`} empty (${method} ${path}): fill ${names.length === 1 ? 'it' : 'them'} in`;

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

/**
 * Matches method + path (+ the selector of a pseudo-path); among several matching templates the one with the most
 * literal segments wins. A request that leaves a path parameter empty, or names no pseudo-path operation, is a
 * mismatch with the reason; null when no operation is near.
 */
export function matchOperation<T extends OperationRef>(ops: readonly T[], servers: readonly AllowEntry[], method: string, rawUrl: string, options: MatchOptions<T> = {}): OperationMatch<T> | OperationMismatch<T> | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  const below = pathBelowServer(url, servers);
  if (below === null) return null;
  const rest = trimSlash(below);
  const raw = below.split('/');
  const trimmed = rest.split('/');
  const m = method.toUpperCase();
  let exact: { hit: OperationMatch<T>; score: number } | null = null;
  let loose: { hit: OperationMatch<T>; score: number } | null = null;
  let empty: { op: T; names: string[]; score: number } | null = null;
  let missed: { op: T; selector: PathSelector; given: string | undefined } | null = null;
  for (const op of ops) {
    if (op.method.toUpperCase() !== m) continue;
    const { path, selector, query } = splitPseudoPath(op.path);
    const t = compile(path);
    const accept: Accept = (name) => options.accepts?.(op, name);
    const rawFit = fit(t, raw, accept) ?? (t.trailingSlash && below.endsWith('/') ? fit(t, trimmed, accept) : null);
    const anyFit = rawFit ?? (raw.length !== trimmed.length ? fit(t, trimmed, accept) : null);
    if (!anyFit) continue;
    if (selector) {
      const given = selectorValue(selector, url, options);
      if (given !== selector.value) {
        missed ??= { op, selector, given };
        continue;
      }
    }
    if (!queryFits(query, url, anyFit.params)) continue;
    const score = t.literals + (selector ? 1000 : 0) + query.length + t.literalChars / 10_000;
    if (anyFit.empty.length > 0) {
      const emptyScore = score + (rawFit ? 0.5 : 0);
      if (!empty || emptyScore > empty.score) empty = { op, names: anyFit.empty, score: emptyScore };
      continue;
    }
    const hit: OperationMatch<T> = { ok: true, op, rest, params: anyFit.params };
    if (rawFit) {
      if (!exact || score > exact.score) exact = { hit, score };
    } else if (!loose || score > loose.score) loose = { hit, score };
  }
  if (exact) return exact.hit;
  if (empty) return { ok: false, op: empty.op, rest, error: emptyError(empty.names, m, empty.op.path) };
  if (loose) return loose.hit;
  if (missed) return { ok: false, op: null, rest, error: selectorError(missed.selector, missed.given, m, rest) };
  return null;
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
