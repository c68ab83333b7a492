// The flagship no-key demo in mock mode: every operation of the bundled Open Brewery DB spec answers with its
// documented example (lists and get-by-id from the mock's items, seeded by those examples), and those are real rows of the dataset (e2e/fixtures/breweries.csv, the same file as
// ../shared/data/breweries.csv), not schema samples ("string", 0).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMockServer, loadFaker } from '../../core/mock';
import { loadSpec } from '../../core/openapi';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const SPEC = read('../../../public/examples/openbrewerydb.openapi.yaml');
const CSV = read('../../../e2e/fixtures/breweries.csv');
const BASE = 'https://api.openbrewerydb.org/v1';

/** One CSV line's cells ("" quotes a cell with commas; "" inside it is a quote). */
const cellsOf = (line: string): string[] => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => {
  const cell = m[1] ?? '';
  return cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
});

/** id → the row's fields by column name. */
function datasetRows(): Map<string, Record<string, string>> {
  const [head = '', ...lines] = CSV.trim().split(/\r?\n/);
  const cols = cellsOf(head);
  const rows = new Map<string, Record<string, string>>();
  for (const line of lines) {
    const cells = cellsOf(line);
    expect(cells, line).toHaveLength(cols.length);
    rows.set(cells[0] ?? '', Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? ''])));
  }
  return rows;
}

describe('the bundled Open Brewery DB spec in mock mode', () => {
  it('answers every list and single operation with real rows of the dataset', async () => {
    const spec = await loadSpec({ kind: 'text', text: SPEC });
    const server = createMockServer(spec, spec.allowlist, await loadFaker());
    const rows = datasetRows();
    const paths = ['/breweries?by_state=California', '/breweries/search?query=moon', '/breweries/random', '/breweries/33645666-10c9-4704-956e-ae006c29abb2'];
    for (const path of paths) {
      const res = server.answer({ method: 'GET', url: `${BASE}${path}`, headers: {} });
      expect(res.status, path).toBe(200);
      expect(res.note, path).toMatch(/documented example|the mock's items/);
      const body = JSON.parse(new TextDecoder().decode(res.body)) as unknown;
      const list = (Array.isArray(body) ? body : [body]) as Array<Record<string, unknown>>;
      expect(list.length, path).toBeGreaterThan(0);
      for (const b of list) {
        const row = rows.get(String(b.id));
        expect(row, `${path}: ${String(b.id)} is a dataset row`).toBeDefined();
        expect([b.name, b.city, b.country, b.longitude, b.latitude]).toEqual([row?.name, row?.city, row?.country, Number(row?.longitude), Number(row?.latitude)]);
      }
    }
    // Ids lead somewhere: every listed brewery is found by get-by-id, the same row.
    const listed = JSON.parse(new TextDecoder().decode(server.answer({ method: 'GET', url: `${BASE}/breweries`, headers: {} }).body)) as Array<Record<string, unknown>>;
    expect(listed.length).toBeGreaterThan(1);
    for (const b of listed) expect(JSON.parse(new TextDecoder().decode(server.answer({ method: 'GET', url: `${BASE}/breweries/${String(b.id)}`, headers: {} }).body))).toEqual(b);
    const meta = server.answer({ method: 'GET', url: `${BASE}/breweries/meta?by_state=California`, headers: {} });
    const californian = [...rows.values()].filter((r) => r.state_province === 'California').length;
    expect(JSON.parse(new TextDecoder().decode(meta.body))).toEqual({ total: String(californian), page: '1', per_page: '50' });
  });
});
