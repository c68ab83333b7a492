import { describe, expect, it } from 'vitest';
import type { BrokerReply, OneApiConfig, TargetAuth } from '../contract';
import { createBroker } from './dispatch';

const API = 'https://api.example.com';
const KEY = 'sk-live-3f9a7c2e1b5d';
const allowlist = [{ origin: API, pathPrefix: '/' }];

/** An API that reflects its request: the URL and headers it got, in the body and in a `self` link header. */
function echoServer(extra: (req: Request) => Record<string, string> = () => ({})) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = new Request(input, init);
    const headers = Object.fromEntries(req.headers.entries());
    const body = JSON.stringify({ url: req.url, headers, links: { self: req.url }, body: await req.text() });
    return new Response(body, {
      headers: { 'content-type': 'application/json', link: `<${req.url}>; rel="self"`, ...extra(req) },
    });
  };
}

function broker(auth: TargetAuth, fetch: typeof globalThis.fetch) {
  const config: OneApiConfig = { allowlist, baseUrl: API, auth: { servers: allowlist, ...auth } };
  return createBroker(config, { fetch });
}

const text = (reply: BrokerReply): string => (reply.ok ? new TextDecoder().decode(reply.body) : reply.error);
const everything = (out: { reply: BrokerReply; log: unknown }): string =>
  JSON.stringify([out.reply.ok ? [out.reply.url, out.reply.headers] : null, out.log]) + text(out.reply);

describe('replies handed to Python carry no credential the page added', () => {
  it('an API key reflected from the header and the query is replaced in the body, the headers and the log', async () => {
    const out = await broker({ headers: { 'X-Api-Key': KEY }, query: { api_key: KEY } }, echoServer())
      .request({ method: 'GET', url: `${API}/items?page=2`, headers: {} });
    expect(out.reply.ok).toBe(true);
    expect(everything(out)).not.toContain(KEY);
    const echoed = JSON.parse(text(out.reply)) as { url: string; headers: Record<string, string> };
    expect(echoed.headers['x-api-key']).toBe('[credential]');
    expect(echoed.url).toBe(`${API}/items?page=2&api_key=[credential]`);
  });

  it('Basic auth: the base64 token, the user:password pair and the password alone, however the API echoes them', async () => {
    const password = 'correct horse/battery+staple';
    const token = btoa(`ann:${password}`);
    const reflect = () => ({ 'x-user': `ann:${password}`, 'x-pass-encoded': encodeURIComponent(password) });
    const out = await broker({ headers: { Authorization: `Basic ${token}` } }, echoServer(reflect))
      .request({ method: 'GET', url: `${API}/me`, headers: {} });
    const all = everything(out);
    for (const secret of [token, password, encodeURIComponent(password), `ann:${password}`]) expect(all).not.toContain(secret);
    expect(all).toContain('Basic [credential]');
  });

  it('a key with URL-special characters is replaced in its percent-encoded form too', async () => {
    const key = 'ab+cd/ef==gh';
    const out = await broker({ query: { key } }, echoServer()).request({ method: 'GET', url: `${API}/x`, headers: {} });
    const all = everything(out);
    expect(all).not.toContain(new URLSearchParams({ key }).toString().slice(4));
    expect(all).not.toContain(key);
  });

  it('a non-ASCII key comes back as UTF-8 bytes or as JSON \\u escapes (Python\'s json), both replaced', async () => {
    const key = 'clé-secrète-ü';
    const fetch = () => Promise.resolve(new Response(`{"raw":"${key}","ascii":"cl\\u00e9-secr\\u00e8te-\\u00fc"}`));
    const { reply } = await broker({ headers: { 'X-Key': key } }, fetch).request({ method: 'GET', url: `${API}/x`, headers: {} });
    expect(JSON.parse(text(reply))).toEqual({ raw: '[credential]', ascii: '[credential]' });
  });

  it('a binary body keeps every other byte; the key inside it is replaced', async () => {
    const head = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x80, 0x9d, 0x00]);
    const body = new Uint8Array([...head, ...new TextEncoder().encode(KEY), 0xc3, 0x28]);
    const fetch = () => Promise.resolve(new Response(body, { headers: { 'content-type': 'image/png' } }));
    const { reply } = await broker({ headers: { 'X-Api-Key': KEY } }, fetch).request({ method: 'GET', url: `${API}/logo.png`, headers: {} });
    if (!reply.ok) throw new Error(reply.error);
    expect([...reply.body]).toEqual([...head, ...new TextEncoder().encode('[credential]'), 0xc3, 0x28]);
  });

  it('a value the script sent itself comes back as it sent it, so an echo cannot confirm a guess', async () => {
    const b = broker({ headers: { Authorization: `Basic ${btoa('ann:hunter22')}` } }, echoServer());
    const right = await b.request({ method: 'GET', url: `${API}/echo?guess=hunter22`, headers: {} });
    const wrong = await b.request({ method: 'GET', url: `${API}/echo?guess=hunter33`, headers: {} });
    expect(JSON.parse(text(right.reply))).toMatchObject({ url: `${API}/echo?guess=hunter22`, headers: { authorization: 'Basic [credential]' } });
    expect(JSON.parse(text(wrong.reply))).toMatchObject({ url: `${API}/echo?guess=hunter33`, headers: { authorization: 'Basic [credential]' } });
    const pair = await b.request({ method: 'POST', url: `${API}/echo`, headers: {}, body: new TextEncoder().encode('{"probe":"ann:hunter22"}') });
    expect(JSON.parse(text(pair.reply))).toMatchObject({ body: '{"probe":"ann:hunter22"}', headers: { authorization: 'Basic [credential]' } });
  });

  it('nothing is changed when no credential went out (a server not confirmed for them)', async () => {
    const config: OneApiConfig = { allowlist, baseUrl: API, auth: { headers: { 'X-Api-Key': KEY }, servers: [] } };
    const fetch = () => Promise.resolve(new Response(`{"note":"${KEY}"}`));
    const { reply } = await createBroker(config, { fetch }).request({ method: 'GET', url: `${API}/x`, headers: {} });
    expect(text(reply)).toBe(`{"note":"${KEY}"}`);
  });
});
