// Every run is bound to the spec and workspace it started on: a run still waiting on a request when the user loads
// another spec finishes afterwards, and its /data writes are dropped with a visible note, never applied to the new
// spec's workspace (data fetched from one API, maybe with its credentials, is never handed to another's code).
// The request is held by the brewery stand-in (/v1/test/hold) until the test has switched specs.
import { expect, test } from './fixtures/pythonWait';
import type { Page } from '@playwright/test';
import { configureLlm, openView, sendPrompt } from './chat-support';
import { base64url, runCode, setCode, startRun, trackRuns } from './fixtures/playground';
import { heldRequest, releaseHeld } from './servers/clients';
import { BREWERY_SPEC_URL, ITEMS_SPEC_URL } from './servers/ports';
import { useScenario } from '../test-support/fake-llm/client';

test.describe.configure({ mode: 'default', timeout: 600_000 });

const holdThenWrite = (key: string, file: string) => [
  `r = requests.get(BASE_URL + "/test/hold", params={"key": "${key}"}, timeout=90)`,
  `with open("/data/${file}", "w") as f:`,
  '    json.dump(r.json(), f)',
  `result = "wrote ${file}"`,
].join('\n');

async function switchToItemsSpec(page: Page): Promise<void> {
  await page.getByTestId('spec-url-input').fill(ITEMS_SPEC_URL);
  await page.getByTestId('spec-load-button').click();
  await expect(page.getByTestId('spec-title')).toContainText('Items API (e2e)', { timeout: 120_000 });
}

const waitHeld = (key: string) => expect.poll(async () => (await heldRequest(key)).arrived, { timeout: 240_000 }).toBeGreaterThan(0);

test('playground: a run that ends after a spec switch keeps none of its writes and says so; the new spec sees none', async ({ page }, info) => {
  const key = `playground-${info.project.name}-${Date.now()}`;
  await trackRuns(page);
  await page.goto(`./?view=playground&spec=${encodeURIComponent(BREWERY_SPEC_URL)}&code=${base64url('result = "ready"')}`);
  // A cold start on a loaded 2-core box can pass openPlayground's 3 minutes.
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="sandbox-status"]')?.dataset.phase === 'ready', undefined, { timeout: 400_000, polling: 500 });
  await setCode(page, holdThenWrite(key, 'from_a.json'));
  const done = await startRun(page);
  // The switch starts at once: the run (30 s limit) must outlast the spec load even on a loaded machine.
  await switchToItemsSpec(page);
  await waitHeld(key);
  await releaseHeld(key);
  const run = await done(90_000);
  expect(run.status, run.error).toBe('ok');
  expect(run.result).toBe('wrote from_a.json');
  await expect(page.getByTestId('run-files-error')).toContainText('emptied while it ran (another spec was loaded, or a new chat started): nothing this run wrote under /data was kept');

  const listed = await runCode(page, 'import os\nresult = sorted(os.listdir("/data"))');
  expect(listed.status, listed.error).toBe('ok');
  expect(listed.result).toEqual([]);
});

test('chat: an execute run that ends after a spec switch keeps none of its writes, and the model is told', async ({ page }, info) => {
  const key = `chat-${info.project.name}-${Date.now()}`;
  const scenario = `spec-switch-${info.project.name}`;
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: holdThenWrite(key, 'chat_a.json') } }] },
    { type: 'echo-last-tool-result', prefix: 'Tool said:\n' },
  ]);
  await openView(page, 'chat', { mode: 'code' });
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Save something from the brewery API.');
  await waitHeld(key);
  await switchToItemsSpec(page);
  await releaseHeld(key);

  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveCount(1, { timeout: 120_000 });
  await expect(answer).toContainText('Workspace: the workspace this run started on was emptied while it ran');
  await expect(page.getByTestId('data-file')).toHaveCount(0);
});
