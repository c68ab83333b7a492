import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrokerReply } from '../contract';
import { BROKER_DEFAULTS } from './broker';
import { createBroker } from './dispatch';

interface Hit { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/** A loopback server that records every request; paths pick the behaviour. */
function startServer(hits: Hit[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = req.url ?? '/';
      if (url.startsWith('/redirect')) {
        res.writeHead(302, { Location: String(req.headers['x-redirect-to'] ?? '/') });
        res.end();
      } else if (url.startsWith('/big')) {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        res.end(Buffer.alloc(BROKER_DEFAULTS.maxResponseBytes + 10, 97));
      } else if (url.startsWith('/chunked-big')) {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        const chunk = Buffer.alloc(1024 * 1024, 98);
        for (let i = 0; i < 11; i++) res.write(chunk);
        res.end();
      } else if (url.startsWith('/slow')) {
        setTimeout(() => res.end('late'), 2_000);
      } else {
        res.writeHead(url.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'application/json', 'X-Custom': 'yes' });
        res.end(JSON.stringify({ ok: true, path: url }));
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const hits: Hit[] = [];
const otherHits: Hit[] = [];
let server: http.Server;
let other: http.Server;
let base = '';
let otherBase = '';
let otherIp = '';

beforeAll(async () => {
  server = await startServer(hits);
  other = await startServer(otherHits);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  otherBase = `http://localhost:${(other.address() as AddressInfo).port}`;
  otherIp = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  other.close();
});
beforeEach(() => {
  hits.length = 0;
  otherHits.length = 0;
});

const SECRETS = { headers: { 'X-Api-Key': 'secret-key' }, query: { token: 'secret-token' } };
const broker = () =>
  createBroker({
    allowlist: [{ origin: base, pathPrefix: '/' }],
    baseUrl: base,
    auth: { ...SECRETS, servers: [{ origin: base, pathPrefix: '/' }] },
  });
const body = (reply: BrokerReply) => (reply.ok ? new TextDecoder().decode(reply.body) : '');

describe('createBroker', () => {
  it('fetches allowed URLs and reports status, headers, body and a log entry', async () => {
    const { reply, log } = await broker().request({ method: 'get', url: `${base}/breweries?x=1`, headers: { Accept: 'application/json' } });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.status).toBe(200);
    expect(JSON.parse(body(reply))).toMatchObject({ ok: true });
    expect(reply.headers).toContainEqual(['x-custom', 'yes']);
    expect(reply.url).toBe(`${base}/breweries?x=1`);
    expect(log).toMatchObject({ method: 'GET', url: `${base}/breweries?x=1`, status: 200, allowed: true });
    expect(log.bytes).toBeGreaterThan(0);
    expect(log.reason).toBeUndefined();
  });

  it('adds credentials to allowed requests without exposing them in the reply or the log', async () => {
    const { reply, log } = await broker().request({ method: 'GET', url: `${base}/me`, headers: {} });
    expect(hits[0]?.headers['x-api-key']).toBe('secret-key');
    expect(hits[0]?.url).toBe('/me?token=secret-token');
    expect(JSON.stringify(log)).not.toContain('secret');
    expect(reply.ok && reply.url).toBe(`${base}/me`);
  });

  it('denies other servers with a message naming the allowed base URLs, sending nothing', async () => {
    const { reply, log } = await broker().request({ method: 'GET', url: `${otherBase}/x`, headers: {} });
    expect(reply).toMatchObject({ ok: false, kind: 'denied' });
    expect(!reply.ok && reply.error).toContain(`Allowed base URLs: ${base}`);
    expect(log).toMatchObject({ allowed: false, status: null });
    expect(log.reason).toContain('not an allowed server');
    expect(otherHits).toHaveLength(0);
  });

  it('never follows a redirect, not even to another allowed path', async () => {
    const { reply, log } = await broker().request({
      method: 'GET', url: `${base}/redirect`, headers: { 'X-Redirect-To': `${otherBase}/stolen` },
    });
    expect(reply).toMatchObject({ ok: false, kind: 'network' });
    expect(!reply.ok && reply.error).toContain('redirect');
    expect(log.allowed).toBe(true);
    expect(otherHits).toHaveLength(0);
    expect(hits).toHaveLength(1);
  });

  it('passes 4xx responses through as replies (raise_for_status is the script’s choice)', async () => {
    const { reply } = await broker().request({ method: 'GET', url: `${base}/missing`, headers: {} });
    expect(reply).toMatchObject({ ok: true, status: 404 });
  });

  it('sends byte and text bodies', async () => {
    const b = broker();
    await b.request({ method: 'POST', url: `${base}/echo`, headers: { 'Content-Type': 'application/json' }, body: new TextEncoder().encode('{"a":"é"}') });
    await b.request({ method: 'PUT', url: `${base}/echo`, headers: {}, body: 'plain text' });
    expect(hits.map((h) => [h.method, h.body])).toEqual([['POST', '{"a":"é"}'], ['PUT', 'plain text']]);
  });

  it('caps response size by Content-Length and while streaming', async () => {
    for (const path of ['/big', '/chunked-big']) {
      const { reply, log } = await broker().request({ method: 'GET', url: `${base}${path}`, headers: {} });
      expect(reply).toMatchObject({ ok: false, kind: 'too-large' });
      expect(log.allowed).toBe(true);
    }
  });

  it('caps request body size', async () => {
    const big = 'x'.repeat(BROKER_DEFAULTS.maxRequestBytes + 1);
    const { reply } = await broker().request({ method: 'POST', url: `${base}/echo`, headers: {}, body: big });
    expect(reply).toMatchObject({ ok: false, kind: 'too-large' });
    expect(hits).toHaveLength(0);
  });

  it('times out slow servers', async () => {
    const { reply, log } = await broker().request({ method: 'GET', url: `${base}/slow`, headers: {}, timeoutMs: 200 });
    expect(reply).toMatchObject({ ok: false, kind: 'timeout' });
    expect(log.reason).toContain('timed out after 200 ms');
  });

  it('stops when the run is cancelled', async () => {
    const controller = new AbortController();
    const pending = broker().request({ method: 'GET', url: `${base}/slow`, headers: {} }, controller.signal);
    setTimeout(() => controller.abort(), 50);
    const { reply } = await pending;
    expect(reply).toMatchObject({ ok: false, kind: 'network' });
    expect(!reply.ok && reply.error).toContain('stopped');
  });

  it.each([
    ['a CONNECT method', { method: 'CONNECT', url: `http://127.0.0.1:1/`, headers: {} }, 'not allowed'],
    ['a junk method', { method: 'GE T', url: `http://127.0.0.1:1/`, headers: {} }, 'not allowed'],
    ['a body on GET', { method: 'GET', url: 'ALLOWED/x', headers: {}, body: 'x' }, 'cannot have a body'],
    ['a byte body on HEAD', { method: 'HEAD', url: 'ALLOWED/x', headers: {}, body: new Uint8Array([1]) }, 'cannot have a body'],
    ['an invalid header name', { method: 'GET', url: 'ALLOWED/x', headers: { 'Bad Header': 'x' } }, 'Invalid request header'],
  ])('refuses %s without throwing', async (_name, req, why) => {
    const { reply } = await broker().request({ ...req, url: req.url.replace('ALLOWED', base) });
    expect(reply.ok).toBe(false);
    expect(!reply.ok && reply.error).toContain(why);
    expect(hits).toHaveLength(0);
  });

  it('reports unreachable servers as network errors', async () => {
    const closed = createBroker({ allowlist: [{ origin: 'http://127.0.0.1:9', pathPrefix: '/' }], baseUrl: '' });
    const { reply } = await closed.request({ method: 'GET', url: 'http://127.0.0.1:9/x', headers: {} });
    expect(reply).toMatchObject({ ok: false, kind: 'network' });
  });
});

describe('createBroker: routing-override headers', () => {
  const overrides = {
    'X-Original-URL': '/admin', 'x-rewrite-url': '/admin', 'X-Override-URL': '/admin', 'X-HTTP-Method-Override': 'DELETE',
    'X-HTTP-Method': 'DELETE', 'X-Method-Override': 'DELETE', 'X-Forwarded-Path': '/admin', 'X-FORWARDED-PREFIX': '/admin',
    'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '127.0.0.1', Forwarded: 'for=127.0.0.1',
  };

  it('drops them before sending, keeps the other headers, and says so in the log', async () => {
    const { reply, log } = await broker().request({ method: 'GET', url: `${base}/pets`, headers: { ...overrides, Accept: 'application/json' } });
    expect(reply).toMatchObject({ ok: true, status: 200 });
    const received = Object.keys(hits[0]?.headers ?? {});
    for (const name of Object.keys(overrides)) expect(received).not.toContain(name.toLowerCase());
    expect(hits[0]?.headers.accept).toBe('application/json');
    expect(hits[0]?.method).toBe('GET');
    expect(log.allowed).toBe(true);
    expect(log.reason).toContain('Dropped headers');
    for (const name of Object.keys(overrides)) expect(log.reason).toContain(name);
  });
});

describe('createBroker: credentials go only to the confirmed servers', () => {
  const docServer = () => ({ origin: base, pathPrefix: '/api' });
  const mirror = () => ({ origin: otherIp, pathPrefix: '/mirror' });
  const withServers = (servers?: Array<{ origin: string; pathPrefix: string }>, allowlist = [docServer(), mirror()]) =>
    createBroker({ allowlist, baseUrl: `${base}/api`, auth: { ...SECRETS, ...(servers ? { servers } : {}) } });
  const got = (h: Hit | undefined) => ({ key: h?.headers['x-api-key'] ?? null, token: h?.url.includes('token=') ?? false });

  it('the document server gets them; an operation-level mirror on another origin does not', async () => {
    const b = withServers([docServer()]);
    await b.request({ method: 'GET', url: `${base}/api/me`, headers: {} });
    const { reply, log } = await b.request({ method: 'GET', url: `${otherIp}/mirror/me`, headers: { Authorization: 'x' } });
    expect(reply).toMatchObject({ ok: true, status: 200 });
    expect(got(hits[0])).toEqual({ key: 'secret-key', token: true });
    expect(got(otherHits[0])).toEqual({ key: null, token: false });
    expect(otherHits[0]?.headers.authorization).toBe('x');
    expect(log.reason).toContain('without the API credentials');
    expect(JSON.stringify(log)).not.toContain('secret');
  });

  it.each([['missing', undefined], ['empty', []]])('nobody gets them when the server list is %s', async (_name, servers) => {
    const b = withServers(servers);
    await b.request({ method: 'GET', url: `${base}/api/me`, headers: {} });
    await b.request({ method: 'GET', url: `${otherIp}/mirror/me`, headers: {} });
    expect([got(hits[0]), got(otherHits[0])]).toEqual([{ key: null, token: false }, { key: null, token: false }]);
  });

  it('matches the normalized entry, not the URL: another prefix on the same origin does not get them', async () => {
    // The most specific entry is the match whatever the list order, so /api/v2 is not covered by /api.
    const nested = [docServer(), { origin: base, pathPrefix: '/api/v2' }];
    const b = withServers([{ origin: base.toUpperCase(), pathPrefix: 'api/' }], nested);
    await b.request({ method: 'GET', url: `${base}/api/v1/me`, headers: {} });
    await b.request({ method: 'GET', url: `${base}/api/v2/me`, headers: {} });
    expect(hits.map(got)).toEqual([{ key: 'secret-key', token: true }, { key: null, token: false }]);
  });

  it('logs nothing about credentials when there are none to send', async () => {
    const b = createBroker({ allowlist: [docServer()], baseUrl: base });
    const { log } = await b.request({ method: 'GET', url: `${base}/api/me`, headers: {} });
    expect(log.reason).toBeUndefined();
  });
});

describe('mixed content', () => {
  it('says an https page cannot call a plain-http server, without sending anything; loopback is allowed', async () => {
    let sent = 0;
    const fetchSpy: typeof fetch = () => {
      sent++;
      return Promise.resolve(new Response('{}'));
    };
    const allowlist = [{ origin: 'http://api.example.com', pathPrefix: '/' }, { origin: 'http://127.0.0.1:4011', pathPrefix: '/' }];
    const broker = createBroker({ allowlist, baseUrl: '' }, { fetch: fetchSpy, pageProtocol: 'https:' });
    const remote = await broker.request({ method: 'GET', url: 'http://api.example.com/x', headers: {} });
    expect(remote.reply.ok).toBe(false);
    expect(!remote.reply.ok && remote.reply.kind).toBe('network');
    expect(!remote.reply.ok && remote.reply.error).toContain('mixed content: this page is https and http://api.example.com is plain http');
    expect(sent).toBe(0);
    expect((await broker.request({ method: 'GET', url: 'http://127.0.0.1:4011/x', headers: {} })).reply.ok).toBe(true);
    const fromHttp = createBroker({ allowlist, baseUrl: '' }, { fetch: fetchSpy, pageProtocol: 'http:' });
    expect((await fromHttp.request({ method: 'GET', url: 'http://api.example.com/x', headers: {} })).reply.ok).toBe(true);
  });
});
