// Mock mode on a spec whose server must never be reached (the forbidden server counts every hit): answers come
// from the spec, checked here with a JSON Schema validator; a bad POST gets a 400, an unknown path a 404.
import { Ajv } from 'ajv';
import { expect, test } from '@playwright/test';
import { openPlayground, runCode } from './fixtures/playground';
import { forbiddenHits, resetForbiddenHits } from './servers/clients';
import { ITEMS_OFFLINE_SPEC_URL } from './servers/ports';

test.describe.configure({ timeout: 300_000 });

// The items spec's Item schema (e2e/servers/brewery/itemsApi.ts).
const ITEM = {
  type: 'object', required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string', minLength: 1 }, price: { type: 'number', minimum: 0 }, tags: { type: 'array', items: { type: 'string' } } },
};

const CODE = `
out = {}
r = requests.get(BASE_URL + "/items", params={"limit": 2})
out["list"] = {"status": r.status_code, "type": r.headers.get("content-type"), "body": r.json()}
r = requests.post(BASE_URL + "/items", json={"price": 1})
out["bad_post"] = {"status": r.status_code, "body": r.json()}
r = requests.post(BASE_URL + "/items", json={"name": "x"})
out["post"] = {"status": r.status_code, "body": r.json()}
r = requests.get(BASE_URL + "/itemz/1")
out["unknown"] = {"status": r.status_code, "body": r.json()}
result = out
`;

test('mock mode answers from the spec: schema-valid GET, 400 for a missing field, 404 naming near operations, no network', async ({ page }) => {
  await openPlayground(page, 'result = "ready"', ITEMS_OFFLINE_SPEC_URL);
  await page.getByTestId('request-policy').selectOption('allow-all');
  await page.getByTestId('mock-toggle').check();
  await expect(page.getByTestId('mock-notice')).toContainText('none of this data is real');
  await resetForbiddenHits();

  const run = await runCode(page, CODE);
  expect(run.status, run.error).toBe('ok');
  const out = run.result as Record<string, { status: number; type?: string; body: unknown }>;
  expect(out.list?.status).toBe(200);
  expect(out.list?.type).toBe('application/json');
  const validate = new Ajv({ strict: false }).compile({ type: 'array', items: ITEM });
  expect(validate(out.list?.body), JSON.stringify(validate.errors)).toBe(true);
  expect(out.bad_post).toMatchObject({ status: 400, body: { operation: 'createItem', problems: ["body must have required property 'name'"] } });
  expect(out.post).toEqual({ status: 201, body: { id: '3', name: 'third', price: 2.5 } });
  expect(out.unknown?.status).toBe(404);
  expect(JSON.stringify(out.unknown?.body)).toContain('listItems');

  const entries = page.getByTestId('network-log-entry');
  await expect(entries).toHaveCount(4);
  for (const e of await entries.all()) await expect(e).toHaveAttribute('data-source', 'mock');
  expect((await forbiddenHits()).total).toBe(0);
});
