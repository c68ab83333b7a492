// Skills: saved from the playground into IndexedDB, still there after a reload, found by the model's search in a new
// chat, imported by execute code, and carried to a fresh browser profile by export and import.
import { expect, test, type Page } from '@playwright/test';
import { downloadedText } from './fixtures/download';
import { configureLlm, sendPrompt } from './chat-support';
import { openPlayground, openPlaygroundView, runCode, setCode, waitForSandboxReady } from './fixtures/playground';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';

test.describe.configure({ timeout: 300_000 });
// Only the first test runs Python; the others open the playground without waiting for it (skills live in IndexedDB).

const SKILL = `import requests

def brewery_names(city):
    """Lists brewery names in a city, sorted."""
    r = requests.get(BASE_URL + "/breweries", params={"by_city": city, "per_page": 50})
    r.raise_for_status()
    return sorted(b["name"] for b in r.json())
`;

async function saveSkill(page: Page): Promise<void> {
  await setCode(page, SKILL);
  await page.getByTestId('save-skill-button').click();
  await expect(page.getByTestId('save-skill-message')).toContainText('Saved skill brewery_names(city)');
  await expect(page.getByTestId('skill-item')).toHaveText([/brewery_names\(city\)/]);
}

test('a skill saved in the playground survives a reload, shows in search, and runs when execute imports it', async ({ page }) => {
  await openPlayground(page, 'result = 1');
  await saveSkill(page);
  await page.reload();
  await waitForSandboxReady(page);
  await expect(page.getByTestId('skill-item')).toHaveCount(1);

  const run = await runCode(page, 'from skills import brewery_names\nresult = brewery_names("San Diego")[:3]');
  expect(run.status, run.error).toBe('ok');
  expect(Array.isArray(run.result) && run.result.length).toBe(3);

  const scenario = 'chat-skills-search';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'search', arguments: { query: 'brewery names in a city' } }] },
    { type: 'tool-calls', calls: [{ name: 'execute', arguments: { code: 'from skills import brewery_names\nresult = len(brewery_names("San Diego"))' } }] },
    { type: 'echo-last-tool-result', prefix: 'Found: ' },
  ]);
  await page.getByTestId('nav-chat').click();
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Which skills exist?');
  await expect(page.getByTestId('assistant-message')).toHaveCount(1, { timeout: 120_000 });
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(3);
  // The model's search listed the skill, and its execute imported and ran it.
  expect(JSON.stringify(sent[1])).toContain('[skill] brewery_names(city)');
  const steps = page.getByTestId('trace-step');
  await expect(steps).toHaveCount(2);
  expect(await steps.nth(1).getAttribute('data-status')).toBe('ok');
});

test('export then import into a fresh profile gives the same skill', async ({ page, browser }) => {
  await openPlaygroundView(page, 'result = 1');
  await saveSkill(page);
  const exported = await downloadedText(page, 'skills-export');
  expect(exported).toContain('brewery_names');

  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await fresh.newPage();
  await openPlaygroundView(other, 'result = 1');
  await expect(other.getByTestId('skill-item')).toHaveCount(0);
  await other.getByTestId('skills-import').setInputFiles({ name: 'skills.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await expect(other.getByTestId('skill-item')).toHaveText([/brewery_names\(city\)/]);
  await other.getByTestId('skill-item').getByRole('button', { name: 'Edit in playground' }).click();
  await expect.poll(() => new URL(other.url()).searchParams.get('code')).not.toBeNull();
  await fresh.close();
});

test('the model\'s save_skill asks the user first: no saves nothing, yes saves the skill', async ({ page }) => {
  const scenario = 'chat-save-skill';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'save_skill', arguments: { code: SKILL } }] },
    { type: 'tool-calls', calls: [{ name: 'save_skill', arguments: { code: SKILL } }] },
    { type: 'echo-last-tool-result', prefix: 'Done: ' },
  ]);
  await openPlaygroundView(page, 'result = 1');
  await page.getByTestId('nav-chat').click();
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Save that function');
  const dialog = page.getByTestId('skill-save-dialog');
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  await expect(dialog).toContainText('brewery_names(city)');
  await page.getByTestId('skill-save-reject').click();
  await expect(dialog).toBeVisible();
  await page.getByTestId('skill-save-accept').click();
  await expect(page.getByTestId('assistant-message')).toContainText('Saved skill brewery_names(city)', { timeout: 120_000 });
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(JSON.stringify(sent[1])).toContain('The user declined to save this skill.');
  await page.getByTestId('nav-playground').click();
  await expect(page.getByTestId('skill-item')).toHaveText([/brewery_names\(city\)/]);
});

test('the save_skill question ends with its run: after Stop the dialog is gone and nothing can be saved', async ({ page }) => {
  const scenario = 'chat-save-skill-stop';
  await useScenario(scenario, [
    { type: 'tool-calls', calls: [{ name: 'save_skill', arguments: { code: SKILL } }] },
    { type: 'echo-last-tool-result', prefix: 'Done: ' },
  ]);
  await openPlaygroundView(page, 'result = 1');
  await page.getByTestId('nav-chat').click();
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'Save that function');
  const dialog = page.getByTestId('skill-save-dialog');
  await expect(dialog).toBeVisible({ timeout: 120_000 });
  // The (non-modal) dialog sits over the composer at this viewport: the click goes to Stop itself.
  await page.getByTestId('stop-button').dispatchEvent('click');
  await expect(dialog).toBeHidden();
  // A Save pressed on a stale dialog (it is gone from view; the click is forced) saves nothing.
  await page.getByTestId('skill-save-accept').click({ force: true, timeout: 2_000 }).catch(() => undefined);
  await page.getByTestId('nav-playground').click();
  await expect(page.getByTestId('skills-panel')).toBeVisible();
  await expect(page.getByTestId('skill-item')).toHaveCount(0);
});

test('importing a skill with the same name and different code asks first: Keep saved keeps yours, Replace takes theirs', async ({ page }) => {
  await openPlaygroundView(page, 'result = 1');
  await saveSkill(page);
  const exported = JSON.parse(await downloadedText(page, 'skills-export')) as { format: string; skills: Array<{ code: string }> };
  const theirs = SKILL.replace('def brewery_names(city):', 'def brewery_names(city, limit=3):');
  const changed = JSON.stringify({ ...exported, skills: exported.skills.map((s) => ({ ...s, code: theirs })) });
  const importFile = () => page.getByTestId('skills-import').setInputFiles({ name: 'skills.json', mimeType: 'application/json', buffer: Buffer.from(changed) });

  await importFile();
  const conflict = page.getByTestId('skills-conflict');
  await expect(conflict).toContainText('brewery_names');
  await expect(page.getByTestId('skill-item')).toHaveText([/brewery_names\(city\) Lists/]);
  await conflict.getByTestId('skills-conflict-keep').click();
  await expect(conflict).toBeHidden();
  await expect(page.getByTestId('skill-item')).toHaveText([/brewery_names\(city\) Lists/]);

  await importFile();
  await conflict.getByTestId('skills-conflict-replace').click();
  await expect(page.getByTestId('skill-item')).toHaveText([/brewery_names\(city, limit=3\)/]);
  // The same code again is no conflict.
  await importFile();
  await expect(page.getByTestId('save-skill-message')).toContainText('Imported 1 skill');
  await expect(conflict).toBeHidden();
});
