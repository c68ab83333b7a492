// One clear message per cause a sign-in to an MCP server cannot finish (issue 51), each against its own fake on the
// oauth variant's port (e2e/servers/mcp/oauthTrouble.ts), in the popup the page signs in with: the page stays.
import { expect, test } from '@playwright/test';
import { mcpTrouble } from './fixtures/mcpServers';
import { BREWERY_SPEC_URL } from './servers/ports';

const link = (params: Array<[string, string]>): string => `./?${new URLSearchParams(params).toString()}`;

test('each sign-in failure names its cause: resource mismatch, no registration endpoint (then a pre-registered client), refused consent, a scope never granted', async ({ page }) => {
  await page.goto(link([['spec', BREWERY_SPEC_URL], ['view', 'playground']]));
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB', { timeout: 120_000 });
  const start = page.url();
  await page.getByTestId('mcp-add-toggle').click();
  const error = page.getByTestId('mcp-error');
  const connect = async (url: string) => {
    await page.getByTestId('mcp-url').fill(url);
    await page.getByTestId('mcp-connect').click();
  };
  /** The user's click on Sign in: the popup goes to the authorization page and closes itself on the way back. */
  const signIn = async () => {
    const popup = page.waitForEvent('popup');
    await page.getByTestId('mcp-sign-in').click();
    await (await popup).waitForEvent('close', { timeout: 60_000 });
  };

  await connect(mcpTrouble('mismatch'));
  await expect(error).toContainText('protected-resource metadata names another resource', { timeout: 60_000 });
  await expect(error).not.toContainText('asks you to sign in');

  await connect(mcpTrouble('noreg'));
  await expect(error).toContainText('has no registration endpoint', { timeout: 60_000 });
  await expect(error).toContainText('Auth → OAuth client');
  await page.getByTestId('mcp-auth-kind').selectOption('client');
  await page.getByTestId('mcp-client-id').fill('cmp-registered');
  await page.getByTestId('mcp-connect').click();
  await expect(page.getByTestId('mcp-sign-in')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('mcp-auth-kind').selectOption('none');

  await connect(mcpTrouble('deny'));
  await signIn();
  await expect(error).toContainText('was refused at its authorization server (access_denied)', { timeout: 60_000 });

  await connect(mcpTrouble('scope'));
  await signIn();
  await expect(page.getByTestId('mcp-sign-in')).toBeVisible({ timeout: 60_000 });
  await signIn();
  await expect(error).toContainText('still refuses after 2 sign-ins in a row: it asks for the scope "notes:admin"', { timeout: 60_000 });
  await expect(page.getByTestId('mcp-sign-in')).toHaveCount(0);
  // Every sign-in ran in the popup: this page never left, its spec is still loaded.
  expect(new URL(page.url()).pathname).toBe(new URL(start).pathname);
  await expect(page.getByTestId('spec-title')).toContainText('Open Brewery DB');
});
