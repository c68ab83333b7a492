// The Open Brewery DB stand-in behaves as the spec documents (the sandbox suites rely on it). No browser page.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures/pythonWait';
import { parse } from 'yaml';
import { parseCsvRecords } from './servers/brewery/csv';
import { BREWERY_BASE, BREWERY_SPEC_URL } from './servers/ports';

const rows = parseCsvRecords(readFileSync(new URL('./fixtures/breweries.csv', import.meta.url), 'utf8'));

interface Brewery {
  id: string;
  name: string;
  city: string;
  state_province: string;
  brewery_type: string;
}

test('the bundled spec is served pointing at the stand-in', async ({ request }) => {
  const res = await request.get(BREWERY_SPEC_URL);
  expect(res.ok()).toBe(true);
  const spec = parse(await res.text()) as { servers: Array<{ url: string }>; paths: Record<string, unknown> };
  expect(spec.servers).toEqual([{ url: BREWERY_BASE }]);
  expect(Object.keys(spec.paths)).toContain('/breweries/search');
});

test('list: filters, pagination (default 50, max 200) and multi-key sort', async ({ request }) => {
  const all = (await (await request.get(`${BREWERY_BASE}/breweries`)).json()) as Brewery[];
  expect(all).toHaveLength(50);
  const capped = (await (await request.get(`${BREWERY_BASE}/breweries?per_page=500`)).json()) as Brewery[];
  expect(capped).toHaveLength(200);

  const ca = rows.filter((r) => r.state_province === 'California' && r.brewery_type === 'micro');
  const page2 = (await (await request.get(`${BREWERY_BASE}/breweries?by_state=california&by_type=micro&per_page=10&page=2`)).json()) as Brewery[];
  expect(page2.map((b) => b.id)).toEqual(ca.slice(10, 20).map((r) => r.id));

  const sorted = (await (await request.get(`${BREWERY_BASE}/breweries?by_city=san_diego&sort=brewery_type:desc,name:asc&per_page=200`)).json()) as Brewery[];
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1] as Brewery, sorted[i] as Brewery];
    expect(a.brewery_type >= b.brewery_type).toBe(true);
    if (a.brewery_type === b.brewery_type) expect(a.name.toLowerCase() <= b.name.toLowerCase()).toBe(true);
  }
});

test('by_ids, by_postal, by_dist and a bad by_type', async ({ request }) => {
  const ids = rows.slice(100, 103).map((r) => r.id);
  const byIds = (await (await request.get(`${BREWERY_BASE}/breweries?by_ids=${ids.join(',')}`)).json()) as Brewery[];
  expect(byIds.map((b) => b.id).sort()).toEqual([...ids].sort());

  const postal = (await (await request.get(`${BREWERY_BASE}/breweries?by_postal=92126&per_page=200`)).json()) as Array<{ postal_code: string }>;
  expect(postal.length).toBe(rows.filter((r) => (r.postal_code ?? '').startsWith('92126')).length);
  expect(postal.every((b) => b.postal_code.startsWith('92126'))).toBe(true);

  const near = (await (await request.get(`${BREWERY_BASE}/breweries?by_dist=32.7157,-117.1611&per_page=5`)).json()) as Brewery[];
  expect(near.every((b) => b.state_province === 'California')).toBe(true);

  const bad = await request.get(`${BREWERY_BASE}/breweries?by_type=nope`);
  expect(bad.status()).toBe(400);
  expect(JSON.stringify(await bad.json())).toContain('micro');
});

test('search, meta (strings, as the spec types them), random and single brewery', async ({ request }) => {
  const moon = (await (await request.get(`${BREWERY_BASE}/breweries/search?query=moon&per_page=200`)).json()) as Brewery[];
  expect(moon.length).toBe(rows.filter((r) => (r.name ?? '').toLowerCase().includes('moon')).length);

  const meta: unknown = await (await request.get(`${BREWERY_BASE}/breweries/meta?by_city=san_diego&per_page=20`)).json();
  const sd = rows.filter((r) => (r.city ?? '').toLowerCase().includes('san diego')).length;
  expect(meta).toEqual({ total: String(sd), page: '1', per_page: '20' });

  const one = (await (await request.get(`${BREWERY_BASE}/breweries/random`)).json()) as Brewery;
  expect(typeof one.id).toBe('string');
  const three = (await (await request.get(`${BREWERY_BASE}/breweries/random?size=3`)).json()) as Brewery[];
  expect(three).toHaveLength(3);

  const id = rows[5]?.id ?? '';
  expect(((await (await request.get(`${BREWERY_BASE}/breweries/${id}`)).json()) as Brewery).name).toBe(rows[5]?.name);
  const missing = await request.get(`${BREWERY_BASE}/breweries/does-not-exist`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: "Couldn't find Brewery" });
});

test('CORS: every answer allows any origin, preflights succeed', async ({ request }) => {
  const res = await request.get(`${BREWERY_BASE}/breweries/meta`, { headers: { Origin: 'null' } });
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  const pre = await request.fetch(`${BREWERY_BASE}/breweries`, {
    method: 'OPTIONS',
    headers: { Origin: 'null', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
  });
  expect(pre.status()).toBe(204);
  expect(pre.headers()['access-control-allow-headers']).toBe('x-api-key');
});
