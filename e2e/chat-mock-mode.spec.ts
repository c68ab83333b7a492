// A multi-step chat task on mock data (Petstore 3, mock mode, scripted model on the fake LLM server): list pets, pick
// one by a field, fetch it by id. It succeeds only if the mock's list ids lead to the same items.
import { expect, test } from '@playwright/test';
import { configureLlm, sendPrompt } from './chat-support';
import { useScenario } from '../test-support/fake-llm/client';

test.describe.configure({ timeout: 300_000 });

const CODE = [
  'pets = requests.get(f"{BASE_URL}/pet/findByStatus", params={"status": "available"}).json()',
  'pick = sorted(pets, key=lambda p: p["name"])[0]',
  'same = requests.get(f"{BASE_URL}/pet/{pick[\'id\']}").json()',
  'result = {"count": len(pets), "picked": pick["name"], "id": pick["id"], "same": same == pick, "status": same["status"]}',
].join('\n');

test('code mode in mock mode: list, pick one by a field, fetch it by id, the same pet comes back', async ({ page, baseURL }) => {
  const scenario = 'chat-mock-pets';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'find pets by status; get a pet by id' } }] },
    { type: 'tool-calls', calls: [{ name: 'get_schema', arguments: { names: ['findPetsByStatus', 'getPetById'] } }] },
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: CODE } }] },
    { type: 'echo-last-tool-result', prefix: 'The first available pet by name, fetched by its id:\n' },
  ]);
  const spec = new URL('examples/petstore3.openapi.yaml', baseURL).toString();
  await page.goto(`./?${new URLSearchParams({ spec, view: 'chat', mode: 'code' }).toString()}`);
  await expect(page.getByTestId('spec-title')).toContainText('Petstore', { timeout: 120_000 });
  await page.getByTestId('mock-toggle').check();
  await expect(page.getByTestId('mock-notice')).toContainText('none of this data is real');
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'List the available pets, pick the first by name and fetch it by id.');

  const answer = page.getByTestId('assistant-message');
  await expect(answer).toContainText('"same":true', { timeout: 120_000 });
  await expect(answer).toContainText('"status":"available"');
  await expect(answer).not.toContainText('"picked":"string"');
  const execute = page.locator('[data-testid="trace-step"][data-tool="execute"]');
  await expect(execute).toHaveAttribute('data-status', 'ok');
  await execute.locator('summary').click();
  const log = execute.getByTestId('trace-network-log');
  await expect(log).toContainText('/pet/findByStatus');
  for (const row of await log.locator('tr[data-source]').all()) await expect(row).toHaveAttribute('data-source', 'mock');
});
