// The 30 breweries the MCP server knows: the first ten of three US cities in the Open Brewery DB fixture, so a
// filter by city or state has something to keep and something to drop.
import { loadBreweries, type Brewery } from '../brewery/data';

const CITIES: ReadonlyArray<readonly [city: string, state: string]> = [
  ['Portland', 'Oregon'],
  ['Denver', 'Colorado'],
  ['San Diego', 'California'],
];
const PER_CITY = 10;

/** The list_breweries row: the fields its outputSchema names. */
export interface BreweryRow {
  id: string;
  name: string;
  city: string;
  state: string;
  brewery_type: string;
}

export function mcpBreweries(all: Brewery[] = loadBreweries()): Brewery[] {
  return CITIES.flatMap(([city, state]) =>
    all.filter((b) => b.city === city && b.state_province === state && b.country === 'United States').slice(0, PER_CITY));
}

export const toRow = (b: Brewery): BreweryRow => ({ id: b.id, name: b.name, city: b.city, state: b.state_province, brewery_type: b.brewery_type });

const same = (a: string, b: string | undefined): boolean => b === undefined || a.toLowerCase() === b.trim().toLowerCase();

export function filterBreweries(all: Brewery[], city?: string, state?: string, limit?: number): BreweryRow[] {
  return all.filter((b) => same(b.city, city) && same(b.state_province, state)).slice(0, limit ?? all.length).map(toRow);
}
