// The page's MCP client for one server, through the SDK's v2 client: Streamable HTTP asks server/discover first (the
// stateless 2026-07-28 revision) and falls back to the initialize handshake (2025-11-25 and older); the legacy HTTP+SSE
// transport when the server refuses the POST initialize with a 4xx (the SDK's documented fallback); a diagnosis when
// nothing connects. Loaded on demand (the SDK client is large): nothing on the link path imports this file.
import { Client, SSEClientTransport, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { diagnose, newHeadersRefused, newObserved, type Observed } from './diagnose';
import { authHeaders, observingFetch, reachable } from './fetching';
import { forgetEra, rememberedEra, rememberEra } from './era';
import { sameOriginIssuer } from './issuer';
import { asksMoreScope, oauthProvider, signInFailure } from './oauth';
import { streamGuard } from './streams';
import { liveConnection } from './connection';
import { answerElicitation, AskingCalls, questionCapabilities } from './elicitation';
import { listAll, MAX_PAGES, type ListedTools } from './toolList';
import type { McpConnectOptions, McpConnectOutcome, McpConnection } from './types';

const CLIENT_INFO = { name: 'code-mode-playground', version: '0.1.0' };
const DEFAULT_TIMEOUT_MS = 30_000;

type Kind = McpConnection['transport'];

/** The initialize handshake was answered with "not a version I speak" (a 2026-07-28-only server answers 400 -32022). */
const handshakeRefused = (o: Observed, err: unknown): boolean =>
  o.statuses.includes(400) && /protocol version|-32022|unsupported/i.test(err instanceof Error ? err.message : String(err));

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
  // Set once a 2025-03-26 server's own metadata named an issuer on its origin with another path (oauth.ts).
  let sameOriginIssuerAllowed = false;
  // Told when the server says its tool list changed (2025: a notification; 2026-07-28: on the listen stream the SDK opens).
  let toolsChanged = (): void => undefined;
  /**
   * `again`: a new session of a connection made before (a sign-in's code is used once, by the first). `prior`: what
   * the server was found to speak; without one, Streamable HTTP asks with server/discover and falls back to initialize.
   */
  const attempt = async (kind: Kind, o: Observed, again = false, prior = kind === 'sse' ? undefined : rememberedEra(target.href)): Promise<Client> => {
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
    const opts = {
      fetch: authProvider ? watched : guard.fetch, requestInit: init,
      ...(authProvider ? { authProvider, ...(sameOriginIssuerAllowed ? { skipIssuerMetadataValidation: true } : {}) } : {}),
    };
    const transport = kind === 'sse' ? new SSEClientTransport(target, opts) : new StreamableHTTPClientTransport(target, opts);
    transport.onmessage = guard.received;
    if (options.oauth?.code && !again) await transport.finishAuth(options.oauth.code);
    // Questions mid-call (2025-11-25 requests; 2026-07-28 input_required, fulfilled by the SDK through the same
    // handler): declared, and answered, only when the page can answer them (elicitation.ts).
    const client = new Client(CLIENT_INFO, {
      capabilities: questionCapabilities(asking !== null), listMaxPages: MAX_PAGES,
      // The older HTTP+SSE transport predates 2026-07-28: only the handshake there.
      ...(kind === 'streamable-http' ? { versionNegotiation: { mode: 'auto' as const } } : {}),
      listChanged: { tools: { autoRefresh: false, debounceMs: 0, onChanged: () => toolsChanged() } },
    });
    if (asking) answerElicitation(client, asking.ask);
    try {
      await client.connect(transport, { timeout, ...(options.signal ? { signal: options.signal } : {}), ...(prior ? { prior } : {}) });
    } catch (err) {
      await client.close().catch(() => undefined);
      throw err;
    }
    if (kind === 'streamable-http') rememberEra(target.href, client);
    if (client.getProtocolEra() === 'modern') o.discovered = true;
    return client;
  };

  const first = newObserved();
  // What the transport that connected sees from here on (tools/list included): the diagnosis of a later failure.
  let seen = first;
  let client: Client;
  let kind: Kind = 'streamable-http';
  try {
    client = await attempt('streamable-http', first).catch(async (err: unknown) => {
      if (sameOriginIssuer(err) && !sameOriginIssuerAllowed) {
        sameOriginIssuerAllowed = true;
        seen = newObserved();
        return attempt('streamable-http', seen);
      }
      // A remembered 2026-07-28 answer that no longer holds fails at once: forget it and ask the server again.
      if (rememberedEra(target.href)?.kind !== 'modern' || err instanceof UnauthorizedError) throw err;
      forgetEra(target.href);
      seen = newObserved();
      return attempt('streamable-http', seen);
    });
  } catch (err) {
    const status = seen.statuses[seen.statuses.length - 1];
    if (err instanceof UnauthorizedError && authorizeAt) return { ok: false, failure: signInFailure(target, authorizeAt) };
    // The browser refused the server/discover request (CORS that predates Mcp-Method): in a page the SDK went on with
    // the handshake itself; elsewhere it gave up, so the handshake is asked for here. Either way a failed handshake
    // that the server answered is a server that speaks only 2026-07-28 behind CORS that refuses its headers.
    if (seen.discoverRefused && handshakeRefused(seen, err)) return { ok: false, failure: newHeadersRefused(url, err, seen) };
    if (seen.discoverRefused && seen.statuses.length === 0) {
      const probed = seen;
      try {
        seen = newObserved();
        client = await attempt('streamable-http', seen, false, { kind: 'legacy' });
      } catch (again) {
        if (again instanceof UnauthorizedError && authorizeAt) return { ok: false, failure: signInFailure(target, authorizeAt) };
        if (handshakeRefused(seen, again)) return { ok: false, failure: newHeadersRefused(url, again, seen) };
        const probe = seen.threw && seen.statuses.length === 0 ? await reachable(base, options.proxy ? null : target.href) : true;
        return { ok: false, failure: diagnose(url, again, seen.threw ? probed : seen, probe) };
      }
    } else {
      const older = !seen.initialized && status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403;
      if (!older) {
        const probe = seen.threw && status === undefined ? await reachable(base, options.proxy ? null : target.href) : null;
        return { ok: false, failure: diagnose(url, err, seen, probe) };
      }
      const refused = seen;
      try {
        seen = newObserved();
        client = await attempt('sse', seen);
        kind = 'sse';
      } catch {
        return { ok: false, failure: diagnose(url, err, refused, true) };
      }
    }
  }

  let listed: ListedTools;
  try {
    listed = await listAll(client, timeout);
  } catch (err) {
    await client.close().catch(() => undefined);
    if (err instanceof UnauthorizedError && authorizeAt) return { ok: false, failure: signInFailure(target, authorizeAt) };
    return { ok: false, failure: diagnose(url, err, seen, true) };
  }
  const reopen = (): Promise<Client> => attempt(kind, seen, true);
  const connection = liveConnection({ url, kind, client, listed, timeout, reopen, oauth: options.oauth, asking, signInAt: () => authorizeAt });
  toolsChanged = connection.relist;
  return { ok: true, connection };
}
