// The client under test for the official MCP conformance suite's client scenarios (scripts/conformance.mjs runs it):
// the page's own MCP code (src/core/sources/mcp, src/ui/app/mcpSignIn), with a headless stand-in for the browser.
// The suite appends the server URL and names the scenario in MCP_CONFORMANCE_SCENARIO (its data in MCP_CONFORMANCE_CONTEXT).
// A sign-in is what the page does: the user "clicks" Sign in, the popup stand-in follows the authorization server's
// redirect back to the page, which hands the answer to the page that opened it (acceptSignInReturn), and that page
// connects again; it clicks again as long as the page offers a sign-in (the page, not this script, must stop a loop).
// A call the server refuses for a scope (a step-up) is signed in for and run once more, as a user reruns it.
// The page's settings a scenario needs: the pre-registered client the form takes (auth/pre-registration's context) and
// the client metadata document the suite accepts (auth/basic-cimd), as a build with PUBLIC_URL publishes its own.
// A question the server asks mid-call is answered as a user who presses Accept on the dialog as first shown (each
// field's default) or confirms a URL question.
import { connectMcp, type McpConnection, type McpFailure, type OAuthStore, type QuestionHandler } from '../src/core/sources';
import { defaultsOf } from '../src/core/sources/mcp/questions';
import { acceptSignInReturn, mcpOAuthOptions, openSignInPopup, signInReturnOf, type SignInClient } from '../src/ui/app/mcpSignIn';

const PAGE = 'http://127.0.0.1:4173/cmp/';
/** Clicks on "Sign in" a user would make before giving up; the page must have stopped offering one before this. */
const MAX_CLICKS = 6;

/** sessionStorage, in memory. */
function memory(): OAuthStore {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const PAGE_LOCATION = { href: PAGE, origin: new URL(PAGE).origin, pathname: new URL(PAGE).pathname, search: '', assign: () => undefined };
const CIMD_URL = 'https://conformance-test.local/client-metadata.json';

/** The popup: the authorization server approves at once and redirects back to the page, which hands the answer over. */
async function signInPopup(server: string, authorizeAt: string, store: OAuthStore): Promise<void> {
  let opened = '';
  if (!openSignInPopup(authorizeAt, (to) => (opened = to))) throw new Error(`The page would not open ${authorizeAt}`);
  const res = await fetch(opened, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (!location) throw new Error(`The authorization page answered ${res.status} without a redirect`);
  const answer = signInReturnOf(new URL(location, opened).search);
  if (!answer || !acceptSignInReturn(answer, store, server)) throw new Error(`The page did not take the answer: ${location}`);
}

/** Arguments a tool accepts: a value of each required property's type. */
function sampleArgs(schema: unknown): Record<string, unknown> {
  const { properties = {}, required = [] } = schema as { properties?: Record<string, { type?: string }>; required?: string[] };
  const sample = (type: string | undefined): unknown => (type === 'number' || type === 'integer' ? 2 : type === 'boolean' ? true : type === 'string' ? 'x' : {});
  return Object.fromEntries(required.map((name) => [name, sample(properties[name]?.type)]));
}

/** The page's settings for this scenario: the form's pre-registered client, the published metadata document. */
function pageSettings(): SignInClient {
  const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}') as { client_id?: string; client_secret?: string };
  return {
    clientMetadataUrl: CIMD_URL,
    ...(context.client_id ? { client: { id: context.client_id, ...(context.client_secret ? { secret: context.client_secret } : {}) } } : {}),
  };
}

/** The user presses Accept on the form as the page first shows it, or confirms the page a URL question opened. */
const accepting: QuestionHandler = (q) => Promise.resolve(q.mode === 'form' ? { action: 'accept', content: defaultsOf(q.fields) } : { action: 'accept' });

function fail(failure: McpFailure): never {
  console.error(`${failure.kind}: ${failure.message}${failure.fix ? `\n${failure.fix}` : ''}`);
  process.exit(1);
}

async function connectSignedIn(url: string, store: OAuthStore, settings: SignInClient): Promise<McpConnection> {
  for (let click = 0; click <= MAX_CLICKS; click++) {
    const outcome = await connectMcp(url, { oauth: mcpOAuthOptions(url, PAGE_LOCATION, store, settings), timeoutMs: 10_000, questions: accepting });
    if (outcome.ok) return outcome.connection;
    const signIn = outcome.failure.signIn;
    if (!signIn) fail(outcome.failure);
    console.error(`sign-in ${click + 1}: ${outcome.failure.message}`);
    await signInPopup(url, signIn.url, store);
  }
  throw new Error(`The page offered a sign-in ${MAX_CLICKS + 1} times in a row`);
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: conformance-client <server-url> (MCP_CONFORMANCE_SCENARIO names the scenario)');
  const store = memory();
  const settings = pageSettings();
  let connection = await connectSignedIn(url, store, settings);
  for (const tool of connection.tools()) {
    const args = sampleArgs(tool.inputSchema);
    let outcome = await connection.callTool(tool.name, args);
    if (!outcome.ok && outcome.signIn) {
      console.error(`step-up: ${outcome.error}`);
      await connection.close();
      await signInPopup(url, outcome.signIn.url, store);
      connection = await connectSignedIn(url, store, settings);
      outcome = await connection.callTool(tool.name, args);
    }
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
