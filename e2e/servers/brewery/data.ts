// Loads the Open Brewery DB dump (CSV fixture) into objects shaped like the real API's JSON.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCsvRecords } from './csv';

export const BREWERIES_CSV = fileURLToPath(new URL('../../fixtures/breweries.csv', import.meta.url));

export const BREWERY_TYPES = [
  'micro', 'nano', 'regional', 'brewpub', 'large', 'planning', 'bar', 'contract', 'proprietor', 'closed',
  'taproom', 'cidery', 'beergarden', 'location',
] as const;

export interface Brewery {
  id: string;
  name: string;
  brewery_type: string;
  address_1: string | null;
  address_2: string | null;
  address_3: string | null;
  city: string;
  state_province: string;
  postal_code: string;
  country: string;
  longitude: number | null;
  latitude: number | null;
  phone: string | null;
  website_url: string | null;
  /** deprecated alias of state_province, still sent by the real API */
  state: string;
  /** deprecated alias of address_1, still sent by the real API */
  street: string | null;
}

const orNull = (s: string | undefined): string | null => (s === undefined || s === '' ? null : s);

function toNumber(s: string | undefined): number | null {
  if (s === undefined || s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export function toBrewery(r: Record<string, string>): Brewery {
  return {
    id: r.id ?? '',
    name: r.name ?? '',
    brewery_type: r.brewery_type ?? '',
    address_1: orNull(r.address_1),
    address_2: orNull(r.address_2),
    address_3: orNull(r.address_3),
    city: r.city ?? '',
    state_province: r.state_province ?? '',
    postal_code: r.postal_code ?? '',
    country: r.country ?? '',
    longitude: toNumber(r.longitude),
    latitude: toNumber(r.latitude),
    phone: orNull(r.phone),
    website_url: orNull(r.website_url),
    state: r.state_province ?? '',
    street: orNull(r.address_1),
  };
}

export function loadBreweries(csvPath = BREWERIES_CSV): Brewery[] {
  return parseCsvRecords(readFileSync(csvPath, 'utf8')).map(toBrewery);
}
