// Questions an MCP server asks mid-call (2025-11-25 elicitation), against a real SDK server (e2e/servers/mcpQuestions.ts,
// port 4047): Python calls a tool, the page pauses the run and shows the form in the approval dialog; one answered,
// one declined, and one URL question whose link the user opens (the page never does) and then confirms. The run log
// says what was asked and answered.
import { expect, test } from '@playwright/test';
import { confirmLinkServers } from './fixtures/mcpServers';
import { base64url, startRun, trackRuns, waitForSandboxReady } from './fixtures/playground';
import { LINK_URL } from './servers/mcpQuestions';
import { MCP_HOST, MCP_QUESTIONS_PORT } from './servers/ports';

const SERVER = `http://${MCP_HOST}:${MCP_QUESTIONS_PORT}/mcp`;
const CODE = [
  'first = call_tool("pizza_shop.order_pizza")',
  'second = call_tool("pizza_shop.order_pizza")',
  'linked = call_tool("pizza_shop.link_account")',
  'result = [first, second, linked]',
].join('\n');

test('a form question answered in the dialog, one declined, a URL question opened by the user and confirmed', async ({ page }) => {
  await trackRuns(page);
  await page.goto(`./?${new URLSearchParams([['mcp', SERVER], ['view', 'playground'], ['code', base64url(CODE)]]).toString()}`);
  await confirmLinkServers(page, [SERVER]);
  await expect(page.getByTestId('spec-title')).toContainText('Pizza shop', { timeout: 120_000 });
  await waitForSandboxReady(page);

  const done = await startRun(page);
  const dialog = page.getByTestId('approval-dialog');
  const question = dialog.getByTestId('question-dialog');
  await expect(question).toHaveAttribute('data-mode', 'form', { timeout: 60_000 });
  await expect(question.getByTestId('question-server')).toHaveText('pizza-shop');
  await expect(question).toContainText('order_pizza');
  await expect(question.getByTestId('question-message')).toHaveText('Which pizza should I order?');
  await expect(question.getByTestId('question-field-quantity')).toHaveValue('1');
  // Checked before it is sent: a required choice left empty and a bad email are named, nothing goes out.
  await question.getByTestId('question-field-email').fill('not an email');
  await question.getByTestId('question-accept').click();
  await expect(question.getByTestId('question-problem-size')).toHaveText('Size is required');
  await expect(question.getByTestId('question-problem-email')).toHaveText('Email for the receipt must be an email address');
  await question.getByTestId('question-field-size').selectOption({ label: 'Large' });
  await question.getByTestId('question-field-quantity').fill('2');
  await question.getByTestId('question-field-email').fill('ada@example.com');
  await question.getByTestId('question-accept').click();

  // The second call asks again (a new dialog, the defaults back): declined.
  await expect(question.getByTestId('question-field-email')).toHaveValue('');
  await question.getByTestId('question-decline').click();

  await expect(question).toHaveAttribute('data-mode', 'url');
  const link = question.getByTestId('question-url');
  await expect(link).toHaveAttribute('href', LINK_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(question).toContainText('https://accounts.example.com');
  expect(page.context().pages()).toHaveLength(1);
  await question.getByTestId('question-accept').click();

  const run = await done(60_000);
  expect(run.result).toEqual([
    { action: 'accept', content: { size: 'l', quantity: 2, email: 'ada@example.com' } },
    { action: 'decline' },
    { action: 'accept' },
  ]);
  await expect(page.getByTestId('network-log-question')).toHaveText([
    'Asked mid-call: pizza-shop asked size, quantity, email ("Which pizza should I order?"): accepted size="l", quantity=2, email="ada@example.com"',
    'Asked mid-call: pizza-shop asked size, quantity, email ("Which pizza should I order?"): declined',
    'Asked mid-call: pizza-shop asked to open a page at https://accounts.example.com ("Sign in to the pizza shop to link your account."): done, confirmed',
  ]);
});
