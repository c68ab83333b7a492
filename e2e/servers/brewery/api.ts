// Open Brewery DB v1 endpoints (per the spec in public/examples) over the in-memory dataset.
import type { Brewery } from './data';
import { QueryError, applyFilters, applyOrder, pageOf, paginate, searchNames } from './query';

export interface ApiReply {
  status: number;
  body: unknown;
}

const MAX_RANDOM = 50;

function pickRandom(all: Brewery[], size: number): Brewery[] {
  const picked = new Set<number>();
  const n = Math.min(size, all.length);
  while (picked.size < n) picked.add(Math.floor(Math.random() * all.length));
  return [...picked].map((i) => all[i] as Brewery);
}

function random(all: Brewery[], params: URLSearchParams): ApiReply {
  const raw = params.get('size');
  if (raw === null) return { status: 200, body: pickRandom(all, 1)[0] };
  const size = Math.min(MAX_RANDOM, Math.max(1, Number.parseInt(raw, 10) || 1));
  return { status: 200, body: pickRandom(all, size) };
}

function search(all: Brewery[], params: URLSearchParams): ApiReply {
  const query = params.get('query');
  if (query === null || query.trim() === '') {
    return { status: 400, body: { message: 'query is required, e.g. /v1/breweries/search?query=dog' } };
  }
  return { status: 200, body: paginate(searchNames(all, query), params) };
}

function meta(all: Brewery[], params: URLSearchParams): ApiReply {
  const { page, perPage } = pageOf(params);
  const total = applyFilters(all, params).length;
  // The spec types these as strings, as the real API sends them.
  return { status: 200, body: { total: String(total), page: String(page), per_page: String(perPage) } };
}

/** Answers `/breweries...` paths (prefix already stripped); null when the path is not ours. */
export function answerApi(all: Brewery[], byId: Map<string, Brewery>, path: string, params: URLSearchParams): ApiReply | null {
  try {
    if (path === '/breweries' || path === '/breweries/') {
      return { status: 200, body: paginate(applyOrder(applyFilters(all, params), params), params) };
    }
    if (path === '/breweries/search') return search(all, params);
    // Not in the real API: the bulk operation of the test fixture spec (every row, ~4.4 MB of JSON).
    if (path === '/breweries/export') return { status: 200, body: all };
    if (path === '/breweries/meta') return meta(all, params);
    if (path === '/breweries/random') return random(all, params);
    const m = /^\/breweries\/([^/]+)$/.exec(path);
    if (m) {
      const found = byId.get(decodeURIComponent(m[1] ?? ''));
      return found ? { status: 200, body: found } : { status: 404, body: { message: "Couldn't find Brewery" } };
    }
    return null;
  } catch (e) {
    if (e instanceof QueryError) return { status: 400, body: { errors: [e.message] } };
    throw e;
  }
}
