// The list/search/meta query semantics of Open Brewery DB v1: filters, sort, by_dist, pagination.
import { BREWERY_TYPES, type Brewery } from './data';

export class QueryError extends Error {}

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 200;

/** "san_diego" and "san%20diego" mean the same thing (the API documents both). */
const norm = (s: string): string => s.replace(/_/g, ' ').trim().toLowerCase();

type Filter = (b: Brewery) => boolean;

function filterFor(key: string, raw: string): Filter | null {
  const v = norm(raw);
  switch (key) {
    case 'by_city':
      return (b) => b.city.toLowerCase().includes(v);
    case 'by_name':
      return (b) => b.name.toLowerCase().includes(v);
    case 'by_state':
      return (b) => b.state_province.toLowerCase() === v;
    case 'by_country':
      return (b) => b.country.toLowerCase() === v;
    case 'by_type': {
      if (!(BREWERY_TYPES as readonly string[]).includes(v)) {
        throw new QueryError(`Brewery type must include one of these types: ${JSON.stringify(BREWERY_TYPES)}`);
      }
      return (b) => b.brewery_type === v;
    }
    case 'by_postal': {
      const p = raw.trim().replace(/_/g, '-').toLowerCase();
      return (b) => b.postal_code.toLowerCase().startsWith(p);
    }
    case 'by_ids': {
      const ids = new Set(raw.split(',').map((s) => s.trim()).filter(Boolean));
      return (b) => ids.has(b.id);
    }
    default:
      return null;
  }
}

export function applyFilters(all: Brewery[], params: URLSearchParams): Brewery[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    const f = filterFor(key, value);
    if (f) filters.push(f);
  }
  return filters.length === 0 ? all : all.filter((b) => filters.every((f) => f(b)));
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2
    + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

function sortByDistance(list: Brewery[], origin: string): Brewery[] {
  const [lat, lon] = origin.split(',').map((s) => Number(s.trim()));
  if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    throw new QueryError('by_dist must be "latitude,longitude", e.g. 32.7157,-117.1611');
  }
  const dist = (b: Brewery): number =>
    b.latitude === null || b.longitude === null ? Infinity : haversineKm(lat, lon, b.latitude, b.longitude);
  return list.map((b) => [dist(b), b] as const).sort((x, y) => x[0] - y[0]).map(([, b]) => b);
}

const compareValues = (a: Brewery[keyof Brewery], b: Brewery[keyof Brewery]): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a).toLowerCase();
  const sb = String(b).toLowerCase();
  return sa < sb ? -1 : sa > sb ? 1 : 0;
};

/** `sort=name:asc,city:desc`; unknown fields are ignored, a missing direction means asc. */
function sortByFields(list: Brewery[], spec: string): Brewery[] {
  const keys = spec.split(',').map((part) => {
    const [field = '', dir = 'asc'] = part.trim().split(':');
    return { field: field as keyof Brewery, sign: dir.toLowerCase() === 'desc' ? -1 : 1 };
  }).filter((k) => k.field !== ('' as keyof Brewery));
  return [...list].sort((a, b) => {
    for (const { field, sign } of keys) {
      if (!(field in a)) continue;
      const c = compareValues(a[field], b[field]);
      if (c !== 0) return c * sign;
    }
    return 0;
  });
}

export function applyOrder(list: Brewery[], params: URLSearchParams): Brewery[] {
  const dist = params.get('by_dist');
  if (dist) return sortByDistance(list, dist);
  const sort = params.get('sort');
  return sort ? sortByFields(list, sort) : list;
}

function intParam(params: URLSearchParams, key: string, fallback: number): number {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) ? n : fallback;
}

export function pageOf(params: URLSearchParams): { page: number; perPage: number } {
  const page = Math.max(1, intParam(params, 'page', 1));
  const perPage = Math.min(MAX_PER_PAGE, Math.max(0, intParam(params, 'per_page', DEFAULT_PER_PAGE)));
  return { page, perPage };
}

export function paginate<T>(list: T[], params: URLSearchParams): T[] {
  const { page, perPage } = pageOf(params);
  return list.slice((page - 1) * perPage, page * perPage);
}

/** Search matches names: every whitespace-separated term must occur, case-insensitively. */
export function searchNames(all: Brewery[], query: string): Brewery[] {
  const terms = norm(query).split(/\s+/).filter(Boolean);
  return all.filter((b) => {
    const name = b.name.toLowerCase();
    return terms.every((t) => name.includes(t));
  });
}
