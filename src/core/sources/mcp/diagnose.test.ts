import { describe, expect, it } from 'vitest';
import { CORS_NEEDS, diagnose, newObserved } from './diagnose';
import { connectMcp } from './connect';
import { observingFetch } from './fetching';

const URL_ = 'https://mcp.example.com/mcp';
const seen = (change: Partial<ReturnType<typeof newObserved>>) => ({ ...newObserved(), ...change });

describe('why a connection failed', () => {
  it('tells a CORS refusal (something answered a no-cors probe) from a server that is down', () => {
    const cors = diagnose(URL_, new TypeError('Failed to fetch'), seen({ threw: true }), true);
    expect(cors.kind).toBe('cors');
    expect(cors.fix).toBe(CORS_NEEDS);
    expect(cors.fix).toMatch(/Mcp-Session-Id.*Expose|expose Mcp-Session-Id/);
    expect(diagnose(URL_, new TypeError('Failed to fetch'), seen({ threw: true }), false).kind).toBe('unreachable');
  });

  it('names a port browsers refuse to connect to (the Fetch standard\'s bad ports) instead of "unreachable"', async () => {
    const refusing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const failOn = async (url: string, proxy?: { template: string; sendCredentials: boolean }) => {
      const o = newObserved();
      await observingFetch(refusing, o, proxy)(url, { method: 'POST' }).catch(() => undefined);
      return diagnose(url, new TypeError('Failed to fetch'), o, proxy ? null : false);
    };
    const out = await failOn('http://127.0.0.1:6000/mcp');
    expect(out.message).toMatch(/refuses to connect to port 6000 at all \(127\.0\.0\.1:6000\).*block for safety/);
    expect(out.fix).toMatch(/another port/);
    // A port off the list that nothing answers is still "unreachable"; through a proxy, the proxy's port is the one sent.
    expect((await failOn('http://127.0.0.1:6001/mcp')).message).toMatch(/Could not reach/);
    expect((await failOn('http://127.0.0.1:6000/mcp', { template: 'http://127.0.0.1:8080/?url={url}', sendCredentials: false })).message).not.toMatch(/port 6000/);
    expect((await failOn('http://127.0.0.1:8081/mcp', { template: 'http://127.0.0.1:6667/?url={url}', sendCredentials: false })).message).toMatch(/port 6667 at all \(127\.0\.0\.1:6667\)/);
  });

  it('names a hidden Mcp-Session-Id: initialize succeeded, the header was unreadable, the next request got 400', () => {
    const out = diagnose(URL_, new Error('Bad Request'), seen({ initialized: true, sessionIdSeen: false, statuses: [200, 400] }), null);
    expect(out.kind).toBe('session-id-hidden');
    expect(out.fix).toMatch(/Access-Control-Expose-Headers/);
  });

  it('401 asks for a credential; 404 or HTML is not an MCP endpoint; a refused version is named', () => {
    expect(diagnose(URL_, new Error('x'), seen({ statuses: [401], contentType: 'application/json' }), null)).toMatchObject({ kind: 'auth', status: 401 });
    expect(diagnose(URL_, new Error('x'), seen({ statuses: [404], contentType: 'text/html' }), null)).toMatchObject({ kind: 'not-mcp' });
    expect(diagnose(URL_, new Error('Server\'s protocol version is not supported: 1999-01-01'), seen({ statuses: [200], contentType: 'application/json' }), null).kind).toBe('protocol');
  });
});

describe('a failure after initialize', () => {
  it('is diagnosed from what the connection saw: tools/list answered 403 is an auth failure', async () => {
    const { connectMcp } = await import('./connect');
    // A server that accepts initialize (with a readable session id) and refuses tools/list.
    const fake = ((_input: string | URL, init?: RequestInit) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { id?: number; method?: string };
      const headers = { 'content-type': 'application/json', 'mcp-session-id': 's1' };
      if (body.method === 'initialize') {
        const result = { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'x', version: '1' } };
        return Promise.resolve(new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }), { status: 200, headers: new Headers(headers) }));
      }
      if (body.id === undefined) return Promise.resolve(new Response(null, { status: 202, headers: new Headers(headers) }));
      return Promise.resolve(new Response('forbidden', { status: 403, headers: new Headers({ 'content-type': 'text/plain' }) }));
    }) as unknown as typeof fetch;
    const out = await connectMcp('https://mcp.example.com/mcp', { fetch: fake, timeoutMs: 3_000 });
    expect(out).toMatchObject({ ok: false, failure: { kind: 'auth', status: 403 } });
  });
});

describe('a sign-in whose OAuth metadata is refused', () => {
  it('names the document and its status, not "give a bearer token"', async () => {
    const fake: typeof fetch = (input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url === 'http://srv.test/mcp') {
        return Promise.resolve(new Response('{"error":"unauthorized"}', { status: 401, headers: { 'WWW-Authenticate': 'Bearer resource_metadata="http://srv.test/.well-known/oauth-protected-resource/mcp"', 'Content-Type': 'application/json' } }));
      }
      return Promise.resolve(new Response('forbidden', { status: 403 }));
    };
    const map = new Map<string, string>();
    const store = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    const out = await connectMcp('http://srv.test/mcp', { fetch: fake, oauth: { store, redirectUrl: 'http://page.test/' } });
    expect(out.ok).toBe(false);
    expect(out.ok ? '' : out.failure.message).toBe('srv.test asks for a sign-in, but its OAuth metadata http://srv.test/.well-known/oauth-protected-resource/mcp answered 403, so this page cannot sign in there.');
    expect(out.ok ? undefined : out.failure.signIn).toBeUndefined();
  });

  it('a server with no OAuth metadata at all (404s) still asks for a bearer token', async () => {
    const fake: typeof fetch = (input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url === 'http://srv.test/mcp') return Promise.resolve(new Response('{}', { status: 401, headers: { 'WWW-Authenticate': 'Bearer', 'Content-Type': 'application/json' } }));
      return Promise.resolve(new Response('not found', { status: 404 }));
    };
    const map = new Map<string, string>();
    const store = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    const out = await connectMcp('http://srv.test/mcp', { fetch: fake, oauth: { store, redirectUrl: 'http://page.test/' } });
    expect(out.ok ? '' : out.failure.message).toBe('srv.test answered 401 (not authenticated).');
  });
});
