// Privacy mode at the broker (issue 26): real values go only into the bytes sent to an allowed, approved server; the
// log, the reply and every denial keep the request as the script wrote it (tokens).
import { describe, expect, it } from 'vitest';
import { PrivacyVault, restoreRequest } from '../../core/privacy';
import type { ApprovalRequest, BrokerRequest, OneApiConfig } from '../contract';
import { createBroker } from './dispatch';
import { shownToUser } from './restore';
import { startRecordingServer } from '../../../test-support/recordingServer';

const srv = startRecordingServer(() => ({ status: 200, body: '{}' }));
const hits = srv.hits;

function setup(config: Partial<OneApiConfig> = {}) {
  const vault = new PrivacyVault(['name']);
  vault.tokenize('{"name": "Zelda Quarrington", "phone": "+1 415 555 0142"}');
  const restored: BrokerRequest[] = [];
  const restore = (req: BrokerRequest): BrokerRequest => {
    const out = restoreRequest(vault, req);
    restored.push(out);
    return out;
  };
  const broker = createBroker({ allowlist: [{ origin: srv.base(), pathPrefix: '/api' }], baseUrl: `${srv.base()}/api`, ...config }, { restore });
  return { broker, restored };
}

describe('privacy values at the broker', () => {
  it('sends real values to the allowed server; the reply URL and the log keep the tokens', async () => {
    const { broker } = setup();
    const url = `${srv.base()}/api/orders?name=%5BNAME_1%5D&phone=%5BPHONE_1%5D`;
    const { reply, log } = await broker.request({ method: 'GET', url, headers: {} });
    expect(hits[0]?.url).toBe('/api/orders?name=Zelda%20Quarrington&phone=%2B1%20415%20555%200142');
    expect(reply.ok && reply.url).toBe(url);
    expect(log.url).toBe(url);
    expect(srv.json({ reply: { ...reply, body: undefined }, log })).not.toMatch(/Zelda|415/);
  });

  it('never gives real values to a request outside the allowlist or refused by the policy', async () => {
    const { broker, restored } = setup({ requests: { policy: 'read-only' } });
    const outside = await broker.request({ method: 'GET', url: 'https://evil.example/x?name=[NAME_1]', headers: {} });
    const write = await broker.request({ method: 'POST', url: `${srv.base()}/api/notes`, headers: { 'Content-Type': 'application/json' }, body: '{"to": "[NAME_1]"}' });
    expect(outside.reply.ok).toBe(false);
    expect(write.reply.ok).toBe(false);
    expect(restored).toEqual([]);
    expect(hits).toEqual([]);
    expect(srv.json([outside, write])).not.toMatch(/Zelda|415/);
  });

  it('asks the user with the real values, after the allowlist; the denial the script and the log get keeps the tokens', async () => {
    const asked: ApprovalRequest[] = [];
    const { broker, restored } = setup({ requests: { policy: 'ask', approve: (req) => (asked.push(req), Promise.resolve('deny')) } });
    const url = `${srv.base()}/api/customers/%5BNAME_1%5D/notes`;
    const { reply, log } = await broker.request({ method: 'POST', url, headers: { 'Content-Type': 'application/json', 'X-Who': '[NAME_1]' }, body: '{"to": "[PHONE_1]"}' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ url: `${srv.base()}/api/customers/Zelda%20Quarrington/notes`, headers: { 'X-Who': 'Zelda Quarrington' }, realValues: true });
    expect(asked[0]?.bodyPreview).toContain('"to": "+1 415 555 0142"');
    expect(restored).toHaveLength(1);
    expect(reply).toMatchObject({ ok: false, kind: 'denied' });
    expect(srv.json({ reply, log })).not.toMatch(/Zelda|415/);
    expect(log.url).toBe(url);
    expect(hits).toEqual([]);
  });

  it('asks with the request as written when it holds no token', async () => {
    const asked: ApprovalRequest[] = [];
    const { broker } = setup({ requests: { policy: 'ask', approve: (req) => (asked.push(req), Promise.resolve('allow')) } });
    await broker.request({ method: 'POST', url: `${srv.base()}/api/notes`, headers: {}, body: 'hello' });
    expect(asked[0]).toMatchObject({ url: `${srv.base()}/api/notes`, bodyPreview: 'hello' });
    expect(asked[0]?.realValues).toBeUndefined();
    expect(hits).toHaveLength(1);
  });

  it('denies a request whose restored URL leaves the allowed path, without naming the value', async () => {
    const vault = new PrivacyVault(['name']);
    vault.tokenize('{"name": ".."}');
    const broker = createBroker({ allowlist: [{ origin: srv.base(), pathPrefix: '/api' }], baseUrl: `${srv.base()}/api` }, {
      restore: (req) => restoreRequest(vault, req),
    });
    const { reply, log } = await broker.request({ method: 'GET', url: `${srv.base()}/api/[NAME_1]/[NAME_1]/secret`, headers: {} });
    expect(reply).toMatchObject({ ok: false, kind: 'denied' });
    expect(log.allowed).toBe(false);
    expect(hits).toEqual([]);
  });
});

describe('the question asked with real values', () => {
  it('keeps the API and the tool (its name and hints) the script asked about', () => {
    const asked: ApprovalRequest = {
      method: 'POST', url: 'https://mcp.invalid/acme/tools/send_mail', headers: {}, bodyPreview: '{"to": "[NAME_1]"}',
      bodyBytes: 18, bodyTruncated: false, api: 'acme', tool: { name: 'send_mail', annotations: { destructiveHint: true } },
    };
    const real = { ok: true as const, url: new URL(asked.url), out: { fromScript: {} }, body: new TextEncoder().encode('{"to": "Zelda Quarrington"}') };
    const shown = shownToUser(asked, real as unknown as Parameters<typeof shownToUser>[1]);
    expect(shown).toMatchObject({ realValues: true, api: 'acme', tool: asked.tool, bodyPreview: expect.stringContaining('Zelda') as string });
  });
});
