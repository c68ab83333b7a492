// Shared steps for the provider-native specs on both wires: run the native modes in Compare against a script, and a
// program's nested POST under "Ask before writes" that the user denies.
import { expect, type Page } from '@playwright/test';
import type { NativeMode } from '../src/core/llm/types';
import { fakeLlmRequests, useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn, RecordedRequest } from '../test-support/fake-llm/types';
import { configureLlm, openView, sendPrompt, type LlmSetup } from './chat-support';
import { breweryLog, resetBreweryLog } from './servers/clients';
import { ITEMS_SPEC_URL } from './servers/ports';

/**
 * Runs `expected`'s modes (only) in Compare on the brewery task: each ends ok, answers with moon, and shows as its total
 * exactly the usage the script reports. Returns the scenario's requests after checking none broke a wire rule.
 */
export async function compareNativeModes(page: Page, setup: LlmSetup, scenario: string, turns: FakeTurn[], expected: Partial<Record<NativeMode, number>>): Promise<RecordedRequest[]> {
  const modes = Object.keys(expected) as NativeMode[];
  await useScenario(scenario, turns);
  await openView(page, 'compare');
  await configureLlm(page, setup);
  for (const mode of ['classic', 'code', 'dual']) await page.getByTestId(`compare-mode-${mode}`).uncheck();
  for (const mode of modes) await page.getByTestId(`compare-mode-${mode}`).check();
  await page.getByTestId('compare-expect').fill('contains moon');
  await page.getByTestId('compare-prompt').fill('Which breweries have moon in their name?');
  await page.getByTestId('compare-button').click();

  await expect(page.getByTestId('compare-progress')).toHaveAttribute('data-state', 'done', { timeout: 150_000 });
  for (const mode of modes) {
    await expect(page.getByTestId(`compare-run-${mode}`)).toHaveAttribute('data-status', 'ok');
    await expect(page.getByTestId(`tokens-total-${mode}`)).toHaveAttribute('data-value', String(expected[mode]));
    await expect(page.getByTestId(`success-rate-${mode}`)).toHaveText(/^1\/1/);
  }
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(turns.length);
  expect(sent.filter((r) => r.violation)).toEqual([]);
  return sent;
}

/**
 * In programmatic mode on the Items API, the script's program makes a nested createItem: the approval dialog waits
 * with nothing more sent to the model, Deny sends no POST, and the trace shows the program and its denied output.
 */
export async function denyNestedWrite(page: Page, setup: LlmSetup, scenario: string, turns: FakeTurn[]): Promise<void> {
  await useScenario(scenario, turns);
  await page.goto(`./?${new URLSearchParams({ spec: ITEMS_SPEC_URL, view: 'chat', mode: 'programmatic' }).toString()}`);
  await expect(page.getByTestId('spec-title')).toContainText('Items API', { timeout: 120_000 });
  await configureLlm(page, setup);
  await resetBreweryLog();
  await sendPrompt(page, 'Create an item called third');
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId('approval-operation')).toContainText('createItem');
  expect(await fakeLlmRequests(undefined, scenario)).toHaveLength(1);
  await dialog.getByTestId('approval-deny').click();
  await expect(page.getByTestId('assistant-message')).toContainText('denied by the user', { timeout: 60_000 });
  expect((await breweryLog()).filter((r) => r.method === 'POST')).toHaveLength(0);
  await expect(page.getByTestId('native-program-code').first()).toContainText('createItem');
  await expect(page.getByTestId('native-program-output')).toContainText('denied by the user');
  const sent = await fakeLlmRequests(undefined, scenario);
  expect(sent).toHaveLength(2);
  expect(sent.filter((r) => r.violation)).toEqual([]);
}
