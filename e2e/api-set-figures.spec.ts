// Several sources on one page (issue 53): two bundled specs and an MCP server. Every view's figure and list that
// describes "the API" is checked against the set's own numbers, counted here from the sources themselves (the spec
// files, the MCP server's tools/list): the tool counts, the dual line, the allowed servers, the header, the controls
// that apply to one API, the starting script.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { load } from 'js-yaml';
import { MCP_OPEN } from './fixtures/mcpServers';

test.describe.configure({ timeout: 180_000 });

interface Source { name: string; title: string; operations: number; server: string }

/** A bundled spec as its file says: title, first server, operations. */
function bundled(file: string, name: string): Source {
  const doc = load(readFileSync(new URL(`../public/examples/${file}`, import.meta.url), 'utf8')) as {
    info: { title: string }; servers: Array<{ url: string }>; paths: Record<string, Record<string, unknown>>;
  };
  const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
  const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).filter((k) => methods.has(k)).length, 0);
  return { name, title: doc.info.title, operations, server: doc.servers[0]?.url ?? '' };
}

/** The MCP server's tools, as its own tools/list answers. */
async function mcpTools(): Promise<number> {
  const client = new Client({ name: 'api-set-figures', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_OPEN)));
  try {
    return (await client.listTools()).tools.length;
  } finally {
    await client.close();
  }
}

test('two bundled APIs and an MCP server: every view counts, lists and labels the set', async ({ page, baseURL }) => {
  const brewery = bundled('openbrewerydb.openapi.yaml', 'open_brewery_db');
  const petstore = bundled('petstore3.openapi.yaml', 'swagger_petstore_openapi_3_0');
  const mcp = { name: 'brewery_notes', operations: await mcpTools() };
  const specs = [brewery, petstore];
  const total = brewery.operations + petstore.operations + mcp.operations;
  const fmt = (n: number) => n.toLocaleString('en-US');

  const params = new URLSearchParams([
    ['spec', new URL('examples/openbrewerydb.openapi.yaml', baseURL).href],
    ['spec', new URL('examples/petstore3.openapi.yaml', baseURL).href],
    ['mcp', MCP_OPEN], ['view', 'explorer'],
  ]);
  await page.goto(`./?${params.toString()}`);
  await page.getByTestId('mcp-link-connect').click({ timeout: 120_000 });
  for (const s of specs) await expect(page.getByTestId(`api-chip-${s.name}`)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId(`mcp-chip-${mcp.name}`)).toBeVisible({ timeout: 120_000 });

  // Soft: one run names every figure that is not the set's.
  const check = expect.soft;
  // The header: the first API's title, then the others by name.
  const header = page.getByTestId('spec-title');
  await check(header).toContainText(brewery.title);
  await check(header).toContainText(`2 more APIs: ${petstore.name}, ${mcp.name}`);

  // Explorer: the set's tools per mode (tokens counted for the whole set: three rows), each API's share.
  const context = page.getByRole('region', { name: 'Context at start' });
  for (const name of [brewery.name, petstore.name, mcp.name]) await expect(context.getByTestId(`context-api-${name}`)).toBeVisible({ timeout: 120_000 });
  const dualLabel = (surface: string | null) => (surface === 'direct' ? `Dual (${fmt(total)} typed tools + execute)` : 'Dual (search · get_schema · call_operation · execute)');
  const contextFigures = async () => {
    await check(context.locator('dt', { hasText: /^Classic/ })).toHaveText(`Classic (${fmt(total)} tools)`);
    await check(context.locator('dt', { hasText: /^Dual/ })).toHaveText(dualLabel(await context.getByTestId('context-tokens-dual').getAttribute('data-surface')));
  };
  await contextFigures();
  for (const s of [...specs, mcp]) await check(context.getByTestId(`context-api-${s.name}`).getByTestId('context-api-tools')).toHaveText(fmt(s.operations));
  await check(page.getByTestId('operation-item')).toHaveCount(total);
  await check(page.getByTestId('spec-overview-place')).toContainText(`${brewery.name}: the first of 3 loaded APIs (${fmt(total)} operations in all`);

  // Compare: the same context figures.
  await page.getByTestId('nav-compare').click();
  await expect(context.getByTestId('context-tokens-dual')).toBeVisible();
  await contextFigures();
  await check(page.getByTestId('request-settings')).toContainText(`Mock from spec (${brewery.name}, instead of its live API`);

  // Chat in dual mode: the set's APIs and operations, dual's tools.
  await page.getByTestId('nav-chat').click();
  await page.getByTestId('mode-select').selectOption('dual');
  await check(page.locator('.chat-spec').first()).toHaveText(`3 APIs: ${brewery.name}, ${petstore.name}, ${mcp.name} · ${fmt(total)} operations in all`);
  const chatDual = page.getByTestId('chat-dual-surface');
  await expect(chatDual).toContainText(/Dual here: /);
  if ((await chatDual.getAttribute('data-surface')) === 'direct') await check(chatDual).toContainText(`${fmt(total)} typed tools + execute`);

  // Playground: every API's allowed servers under its name; which API the page-wide controls apply to; BASE_URLS.
  await page.getByTestId('nav-playground').click();
  const allowed = page.getByTestId('network-log').locator('.network-log-allowed');
  for (const s of specs) await check(allowed).toContainText(`Allowed for ${s.name}: ${s.server}`);
  await check(allowed).toContainText(`Allowed for ${mcp.name}: MCP server ${MCP_OPEN}`);
  const settings = page.getByTestId('request-settings');
  await check(settings).toContainText(`Mock from spec (${brewery.name}, instead of its live API`);
  await check(settings.getByTestId('proxy-settings').locator('summary')).toContainText(`CORS proxy (off) for ${brewery.name}`);
  const editor = page.getByTestId('code-editor');
  await expect(editor).toHaveAttribute('data-editor', 'monaco', { timeout: 60_000 });
  await check.poll(async () => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain(`BASE_URLS["${brewery.name}"]`);
});
