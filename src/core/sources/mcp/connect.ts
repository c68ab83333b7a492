// The page's MCP client for one server: Streamable HTTP with the SDK, the legacy HTTP+SSE transport when the server
// refuses the POST initialize with a 4xx (the SDK's documented fallback), and a diagnosis when neither connects.
// Loaded on demand (the SDK client is large): nothing on the link path imports this file.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { diagnose, newObserved, type Observed } from './diagnose';
import { authHeaders, observingFetch, reachable } from './fetching';
import { callOutcome, LENIENT_RESULT } from './call';
import { coalesced } from './coalesce';
import { asksMoreScope, oauthProvider, signInFailure } from './oauth';
import { stepUpOutcome } from './authFailure';
import { callSigningIn } from './signIn';
import type { ToolResultLike } from './result';
import { session } from './session';
import { notOfferedReason } from './spec';
import { streamGuard } from './streams';
import { callWait } from './wait';
import { answerElicitation, AskingCalls, questionCapabilities } from './elicitation';
import type { McpCallOutcome, McpConnectOptions, McpConnectOutcome, McpConnection, McpServerInfo, McpToolInfo } from './types';

const CLIENT_INFO = { name: 'code-mode-playground', version: '0.1.0' };
const DEFAULT_TIMEOUT_MS = 30_000;
/** Pages of tools/list followed at most (a cursor loop must end). */
const MAX_PAGES = 20;

type Kind = McpConnection['transport'];

async function listAll(client: Client, timeout: number): Promise<McpToolInfo[]> {
  const out: McpToolInfo[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await client.listTools(cursor ? { cursor } : undefined, { timeout });
    for (const t of res.tools) {
      out.push({
        name: t.name, inputSchema: t.inputSchema,
        ...(t.title ? { title: t.title } : {}), ...(t.description ? { description: t.description } : {}),
        ...(t.outputSchema ? { outputSchema: t.outputSchema } : {}),
        ...(t.annotations ? { annotations: { ...t.annotations } } : {}),
        ...(t.execution?.taskSupport ? { taskSupport: t.execution.taskSupport } : {}),
      });
    }
    cursor = res.nextCursor;
    if (!cursor) break;
  }
  return out;
}

function serverInfo(client: Client): McpServerInfo {
  const v = client.getServerVersion();
  const instructions = client.getInstructions();
  return { name: v?.name ?? 'mcp', version: v?.version ?? '', ...(v?.title ? { title: v.title } : {}), ...(instructions ? { instructions } : {}) };
}

/** Connects and lists the tools. Never throws: a failure is a value that says why and what to do. */
export async function connectMcp(url: string, options: McpConnectOptions = {}): Promise<McpConnectOutcome> {
  // OAuth only when the server asks for sign-in (a 401) and no credential was given: a plain bearer server's 401
  // stays a request for a token, unless its authorization server is found (then the page signs in).
  if (!options.oauth || options.oauth.code || options.auth) return connectOnce(url, options);
  const plain = await connectOnce(url, { ...options, oauth: undefined });
  if (plain.ok || plain.failure.status !== 401) return plain;
  const signIn = await connectOnce(url, options);
  return signIn.ok || signIn.failure.signIn || signIn.failure.kind === 'auth' && signIn.failure.status === undefined ? signIn : plain;
}

async function connectOnce(url: string, options: McpConnectOptions): Promise<McpConnectOutcome> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, failure: { kind: 'bad-url', message: `Not a URL: ${url.slice(0, 200)}`, fix: 'Give the server\'s MCP endpoint, e.g. https://example.com/mcp.' } };
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return { ok: false, failure: { kind: 'bad-url', message: `${target.protocol} is not an HTTP URL.`, fix: 'MCP servers for a browser speak Streamable HTTP (or the older HTTP+SSE) over http(s).' } };
  }
  const base = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const viaProxy = options.proxy !== undefined;
  const headers = viaProxy && !options.proxy?.sendCredentials ? {} : authHeaders(options.auth);

  let authorizeAt: URL | undefined;
  const asking = options.questions ? new AskingCalls(options.questions) : null;
  /** `again`: a new session of a connection made before (a sign-in's code is used once, by the first). */
  const attempt = async (kind: Kind, o: Observed, again = false): Promise<Client> => {
    const guard = streamGuard(observingFetch(base, o, options.proxy));
    const init = { headers };
    // From a 403 insufficient_scope to the sign-in it leads to (oauth.ts: no refresh then).
    let steppingUp = false;
    const authProvider = options.oauth
      ? oauthProvider(target.href, options.oauth, (u) => { authorizeAt = u; steppingUp = false; }, () => steppingUp)
      : undefined;
    const watched: typeof guard.fetch = async (input, init) => {
      const res = await guard.fetch(input, init);
      if (asksMoreScope(res)) steppingUp = true;
      return res;
    };
    const opts = { fetch: authProvider ? watched : guard.fetch, requestInit: init, ...(authProvider ? { authProvider } : {}) };
    const transport = kind === 'sse' ? new SSEClientTransport(target, opts) : new StreamableHTTPClientTransport(target, opts);
    transport.onmessage = guard.received;
    if (options.oauth?.code && !again) await transport.finishAuth(options.oauth.code);
    // Questions mid-call: declared, and answered, only when the page can answer them (elicitation.ts).
    const client = new Client(CLIENT_INFO, { capabilities: questionCapabilities(asking !== null) });
    if (asking) answerElicitation(client, asking.ask);
    try {
      await client.connect(transport, { timeout, ...(options.signal ? { signal: options.signal } : {}) });
    } catch (err) {
      await client.close().catch(() => undefined);
      throw err;
    }
    return client;
  };

  const first = newObserved();
  // What the transport that connected sees from here on (tools/list included): the diagnosis of a later failure.
  let seen = first;
  let client: Client;
  let kind: Kind = 'streamable-http';
  try {
    client = await attempt('streamable-http', first);
  } catch (err) {
    const status = first.statuses[first.statuses.length - 1];
    if (err instanceof UnauthorizedError && authorizeAt) return { ok: false, failure: signInFailure(target, authorizeAt) };
    const older = !first.initialized && status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403;
    if (!older) {
      const probe = first.threw && status === undefined ? await reachable(base, options.proxy ? null : target.href) : null;
      return { ok: false, failure: diagnose(url, err, first, probe) };
    }
    try {
      seen = newObserved();
      client = await attempt('sse', seen);
      kind = 'sse';
    } catch {
      return { ok: false, failure: diagnose(url, err, first, true) };
    }
  }

  let tools: McpToolInfo[];
  try {
    tools = await listAll(client, timeout);
  } catch (err) {
    await client.close().catch(() => undefined);
    if (err instanceof UnauthorizedError && authorizeAt) return { ok: false, failure: signInFailure(target, authorizeAt) };
    return { ok: false, failure: diagnose(url, err, seen, true) };
  }
  const server = serverInfo(client);
  const listeners = new Set<(tools: McpToolInfo[]) => void>();
  const relist = coalesced(async () => {
    try {
      tools = (await live.run((c) => listAll(c, timeout))).value;
    } catch {
      return;
    }
    for (const fn of listeners) fn(tools);
  });
  const adopt = (c: Client) => c.setNotificationHandler(ToolListChangedNotificationSchema, relist);
  adopt(client);
  const live = session(client, server.name, () => attempt(kind, seen, true), adopt);

  const connection: McpConnection = {
    url, transport: kind, server,
    tools: () => tools,
    async callTool(name, args, signal, limits = {}) {
      const found = tools.find((t) => t.name === name);
      if (!found) {
        return { ok: false, kind: 'unknown-tool', error: `${server.name} has no tool named ${name}. Its tools: ${tools.map((t) => t.name).join(', ')}.` };
      }
      const refused = notOfferedReason(found);
      if (refused) return { ok: false, kind: 'unknown-tool', error: refused };
      // The SDK never detaches its abort listener, so the run's signal would cancel every call it ever made when the
      // run ends: each call gets its own signal, linked to the run's only while the call is in flight.
      const own = new AbortController();
      const stop = () => own.abort(signal?.reason);
      if (signal?.aborted) stop();
      else signal?.addEventListener('abort', stop, { once: true });
      const held = (outcome: McpCallOutcome) => (options.oauth ? callSigningIn(url, options.oauth.store, outcome) : outcome);
      const wait = callWait(own.signal, timeout, limits);
      try {
        const call = (c: Client) => c.callTool({ name, arguments: args }, LENIENT_RESULT, wait.options);
        const asked = { tool: name, onQuestion: limits.onQuestion, hold: wait.hold };
        const { value, renewed } = await (asking ? asking.during(asked, () => live.run(call)) : live.run(call));
        const outcome = held(callOutcome(value as ToolResultLike, null, server.name));
        return renewed && outcome.ok ? { ...outcome, note: `${server.name} had ended the session: a new one was started (initialize) and the call sent again` } : outcome;
      } catch (err) {
        if (err instanceof UnauthorizedError && authorizeAt) return held(stepUpOutcome(server.name, authorizeAt));
        // A stopped run's call is cancelled, not timed out (the SDK rejects both as a timeout).
        return callOutcome(null, own.signal.aborted ? own.signal.reason : err, server.name);
      } finally {
        wait.done();
        signal?.removeEventListener('abort', stop);
      }
    },
    onToolsChanged(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close: () => live.close(),
  };
  return { ok: true, connection };
}
