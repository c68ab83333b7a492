// Mock mode on a spec whose server must never be reached (the forbidden server counts every hit): answers come
// from the spec, checked here with a JSON Schema validator; a bad POST gets a 400, an unknown path a 404. On an
// AWS-shaped spec, the explorer's "Try in playground" snippet runs as generated and an empty path parameter is named.
// On Petstore 3 the mock keeps items: a listed id leads to the same pet, a created one is listed until Reset.
import { Ajv } from 'ajv';
import { expect, test, type Page } from '@playwright/test';
import { openPlayground, runCode, setCode, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { forbiddenHits, resetForbiddenHits } from './servers/clients';
import { AWS_OFFLINE_SPEC_URL, ITEMS_OFFLINE_SPEC_URL } from './servers/ports';

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
  // The created item: the body's name, a fresh id, valid as an Item (no longer the spec's fixed example).
  expect(out.post).toMatchObject({ status: 201, body: { name: 'x' } });
  expect(new Ajv({ strict: false }).validate(ITEM, out.post?.body)).toBe(true);
  expect(out.unknown?.status).toBe(404);
  expect(JSON.stringify(out.unknown?.body)).toContain('listItems');

  const entries = page.getByTestId('network-log-entry');
  await expect(entries).toHaveCount(4);
  for (const e of await entries.all()) await expect(e).toHaveAttribute('data-source', 'mock');
  expect((await forbiddenHits()).total).toBe(0);
});

test('"Try in playground" on an AWS-shaped spec runs as generated in mock mode, and an empty path parameter is named, never answered by the list', async ({ page }) => {
  await trackRuns(page);
  await page.goto(`./?view=explorer&spec=${encodeURIComponent(AWS_OFFLINE_SPEC_URL)}&op=DescribeVpcConnector`);
  await page.getByTestId('operation-try').click({ timeout: 60_000 });
  await waitForSandboxReady(page);
  await page.getByTestId('request-policy').selectOption('allow-all');
  await page.getByTestId('mock-toggle').check();
  await resetForbiddenHits();

  // The snippet exactly as generated: X-Amz-Target header, a body the schema accepts, sent to "/".
  const finish = await startRun(page);
  const run = await finish(120_000);
  expect(run.status, run.error).toBe('ok');
  const validate = new Ajv({ strict: false }).compile({ type: 'object', required: ['VpcConnector'], properties: { VpcConnector: { type: 'object', required: ['VpcConnectorName'], properties: { VpcConnectorName: { type: 'string', minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9-_]{3,39}$' } } } } });
  expect(validate(run.result), JSON.stringify(validate.errors)).toBe(true);
  await expect(page.getByTestId('network-log-entry').first()).toContainText('DescribeVpcConnector');

  const empty = await runCode(page, 'r = requests.get(BASE_URL + "/virtualclusters/")\nresult = {"status": r.status_code, "body": r.json()}\n');
  expect(empty.status, empty.error).toBe('ok');
  expect(empty.result).toMatchObject({ status: 400, body: { operation: 'DescribeVirtualCluster', problems: [expect.stringContaining('path parameter virtualClusterId is empty')] } });

  // A write with the parameter empty: the approval dialog says so instead of naming another operation.
  await page.getByTestId('request-policy').selectOption('ask');
  await setCodeAndRun(page, 'r = requests.delete(BASE_URL + "/virtualclusters/")\nresult = r.status_code\n');
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog.getByTestId('approval-operation')).toContainText('path parameter virtualClusterId is empty', { timeout: 60_000 });
  await dialog.getByTestId('approval-deny').click();
  expect((await forbiddenHits()).total).toBe(0);
});

const PETS = `
out = {}
pets = requests.get(BASE_URL + "/pet/findByStatus", params={"status": "available"}).json()
out["names"] = [p["name"] for p in pets]
out["first"] = pets[0]
out["by_id"] = requests.get(BASE_URL + "/pet/" + str(pets[0]["id"])).json()
created = requests.post(BASE_URL + "/pet", json={"name": "Rex", "photoUrls": [], "status": "available"}).json()
out["created"] = created
out["listed_after"] = [p["id"] for p in requests.get(BASE_URL + "/pet/findByStatus", params={"status": "available"}).json()]
result = out
`;

test('mock mode on Petstore 3 behaves like a small API: a listed id leads to the same pet, a created pet is listed, Reset forgets it', async ({ page, baseURL }) => {
  await openPlayground(page, 'result = "ready"', new URL('examples/petstore3.openapi.yaml', baseURL).toString());
  await page.getByTestId('request-policy').selectOption('allow-all');
  await page.getByTestId('mock-toggle').check();
  const run = await runCode(page, PETS);
  expect(run.status, run.error).toBe('ok');
  const out = run.result as { names: string[]; first: { id: number }; by_id: unknown; created: { id: number; name: string }; listed_after: number[] };
  expect(out.names.length).toBeGreaterThan(1);
  expect(out.names).not.toContain('string');
  expect(out.by_id).toEqual(out.first);
  expect(out.created.name).toBe('Rex');
  expect(out.listed_after).toContain(out.created.id);
  for (const e of await page.getByTestId('network-log-entry').all()) await expect(e).toHaveAttribute('data-source', 'mock');

  await page.getByTestId('mock-reset').click();
  const after = await runCode(page, 'result = [p["name"] for p in requests.get(BASE_URL + "/pet/findByStatus", params={"status": "available"}).json()]\n');
  expect(after.status, after.error).toBe('ok');
  expect(after.result).toEqual(out.names);
});

async function setCodeAndRun(page: Page, code: string): Promise<void> {
  await setCode(page, code);
  await startRun(page);
}
