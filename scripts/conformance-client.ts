// The client under test for the official MCP conformance suite's client scenarios (scripts/conformance.mjs runs it):
// the page's own MCP code (src/core/sources/mcp, src/ui/app/mcpSignIn), with a headless stand-in for the browser.
// The suite appends the server URL and names the scenario in MCP_CONFORMANCE_SCENARIO (its data in MCP_CONFORMANCE_CONTEXT).
// A sign-in is what the page does: the user "clicks" Sign in, the stand-in follows the authorization server's redirect
// back to the page with a code, and the page connects again with it; it clicks again as long as the page offers a
// sign-in (the page, not this script, must stop a loop).
import { connectMcp } from '../src/core/sources/mcp/connect';
import type { McpConnection, McpFailure, OAuthStore } from '../src/core/sources/mcp/types';
import type { JsonSchema } from '../src/core/openapi/types';
import { beginMcpSignIn, mcpOAuthOptions, resumeMcpSignIn } from '../src/ui/app/mcpSignIn';

const PAGE = 'http://127.0.0.1:4173/cmp/';
/** Clicks on "Sign in" a user would make before giving up; the page must have stopped offering one before this. */
const MAX_CLICKS = 6;

/** sessionStorage, in memory. */
function memory(): OAuthStore {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** The page's location; `assign` is the navigation to the authorization page. */
class HeadlessPage {
  url = new URL(PAGE);
  navigatedTo: string | undefined;
  get href() { return this.url.href; }
  get origin() { return this.url.origin; }
  get pathname() { return this.url.pathname; }
  get search() { return this.url.search; }
  assign(to: string) { this.navigatedTo = to; }
}

/** The browser at the authorization page: the server approves at once and redirects back with a code (or an error). */
async function followAuthorization(page: HeadlessPage, store: OAuthStore): Promise<void> {
  const res = await fetch(page.navigatedTo ?? '', { redirect: 'manual' });
  const location = res.headers.get('location');
  if (!location) throw new Error(`The authorization page answered ${res.status} without a redirect`);
  page.url = new URL(location, page.navigatedTo);
  page.navigatedTo = undefined;
  if (!resumeMcpSignIn(page, store, (back) => (page.url = new URL(back)))) throw new Error(`The page did not take the redirect back: ${location}`);
}

/** Arguments a tool accepts: a value of each required property's type. */
function sampleArgs(schema: JsonSchema): Record<string, unknown> {
  const props = (schema.properties ?? {}) as Record<string, { type?: string }>;
  const sample = (type: string | undefined): unknown => (type === 'number' || type === 'integer' ? 2 : type === 'boolean' ? true : type === 'string' ? 'x' : {});
  return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(props[name]?.type)]));
}

function fail(failure: McpFailure): never {
  console.error(`${failure.kind}: ${failure.message}${failure.fix ? `\n${failure.fix}` : ''}`);
  process.exit(1);
}

async function connectSignedIn(url: string, store: OAuthStore, page: HeadlessPage): Promise<McpConnection> {
  for (let click = 0; click <= MAX_CLICKS; click++) {
    const outcome = await connectMcp(url, { oauth: mcpOAuthOptions(url, page, store), timeoutMs: 10_000 });
    if (outcome.ok) return outcome.connection;
    const signIn = outcome.failure.signIn;
    if (!signIn) fail(outcome.failure);
    console.error(`sign-in ${click + 1}: ${outcome.failure.message}`);
    if (!beginMcpSignIn(url, signIn.url, page, store)) fail(outcome.failure);
    await followAuthorization(page, store);
  }
  throw new Error(`The page offered a sign-in ${MAX_CLICKS + 1} times in a row`);
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: conformance-client <server-url> (MCP_CONFORMANCE_SCENARIO names the scenario)');
  const store = memory();
  const page = new HeadlessPage();
  const connection = await connectSignedIn(url, store, page);
  for (const tool of connection.tools()) {
    const outcome = await connection.callTool(tool.name, sampleArgs(tool.inputSchema));
    console.error(`${tool.name}: ${JSON.stringify(outcome).slice(0, 300)}`);
    if (!outcome.ok) {
      await connection.close();
      process.exit(1);
    }
  }
  await connection.close();
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
