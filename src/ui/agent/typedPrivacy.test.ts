// Privacy mode for typed tools (classic, dual): the model's arguments stay tokens through the MCP server; the broker
// puts the real values back only into the bytes sent to an allowed, approved server. Every text the model gets keeps
// the tokens, and the user's approval dialog shows the real request.
import { describe, expect, it, vi } from 'vitest';
import { runToolStep } from '../../core/agent';
import type { ClassicToolDef } from '../../core/catalog';
import { connectInMemory, createClassicServer, createDualServer, type HttpExecutor, type HttpRequestSpec } from '../../core/surfaces';
import { PrivacyVault } from '../../core/privacy';
import type { ApprovalRequest, RequestGate, SandboxConfig } from '../../sandbox';
import { FakeCatalog, FakeRunner } from '../../../test-support/mcpFakes';
import { brokerExecutor } from './agentTools';
import { startRecordingServer } from '../../../test-support/recordingServer';

// brokerExecutor loads the sandbox package, whose worker bundle only the Vite build provides (never started here).
vi.mock('virtual:cmp-sandbox-worker', () => ({ default: '', PYODIDE_DIR: '', STDLIB_ZIP: '' }));

// Echoes what it got, decoded, the way APIs echo a note or a name back.
const srv = startRecordingServer(({ url: raw, body }, method) => {
  const url = new URL(raw || '/', 'http://x');
  return { status: method === 'GET' ? 200 : 409, body: JSON.stringify({ note: `Dear ${url.searchParams.get('note') ?? ''}`, path: decodeURIComponent(url.pathname), got: body }) };
});
const hits = srv.hits;

const tools: ClassicToolDef[] = [
  {
    name: 'getCustomer', description: 'A customer by name',
    inputSchema: { type: 'object', properties: { name: { type: 'string' }, note: { type: 'string' } }, required: ['name'] },
    method: 'GET', path: '/customers/{name}', params: [{ name: 'name', in: 'path' }, { name: 'note', in: 'query' }],
  },
  {
    name: 'addNote', description: 'Add a note for a customer',
    inputSchema: { type: 'object', properties: { name: { type: 'string' }, body: { type: 'object' } }, required: ['name', 'body'] },
    method: 'POST', path: '/customers/{name}/notes', params: [{ name: 'name', in: 'path' }], bodyKey: 'body', bodyMediaType: 'application/json',
  },
  {
    name: 'callCustomer', description: 'Call a customer',
    inputSchema: { type: 'object', properties: { phone: { type: 'string', pattern: '^\\+?[0-9 ]+$', maxLength: 20 } }, required: ['phone'] },
    method: 'GET', path: '/calls', params: [{ name: 'phone', in: 'query' }],
  },
];

const REAL = /Zelda|Quarr|415/;

function vault(): PrivacyVault {
  const v = new PrivacyVault(['name']);
  v.tokenize('{"name": "Zelda Quarrington", "phone": "+1 415 555 0142"}');
  return v;
}

/** The broker executor (with the privacy restore hook), recording what the MCP server asked it to send. */
async function executor(config: SandboxConfig, privacy: PrivacyVault): Promise<{ http: HttpExecutor; sent: HttpRequestSpec[] }> {
  const inner = await brokerExecutor(config, privacy);
  const sent: HttpRequestSpec[] = [];
  return { sent, http: (req, signal) => (sent.push(req), inner(req, signal)) };
}

function gate(decision: 'allow' | 'deny'): RequestGate & { asked: ApprovalRequest[] } {
  const asked: ApprovalRequest[] = [];
  return { asked, policy: 'ask', approve: (req) => (asked.push(req), Promise.resolve(decision)) };
}

const config = (extra: Partial<SandboxConfig> = {}): SandboxConfig => ({ apis: [{ allowlist: [{ origin: srv.base(), pathPrefix: '/api' }], baseUrl: `${srv.base()}/api` }], ...extra });

async function step(conn: Awaited<ReturnType<typeof connectInMemory>>, name: string, args: unknown, privacy: PrivacyVault) {
  return runToolStep({ id: 'c1', name, argumentsJson: JSON.stringify(args) }, { client: conn, turn: 1, index: 0, now: () => 0, emitStart: () => undefined, privacy });
}

describe('typed tools under privacy mode', () => {
  it('classic: the arguments stay tokens up to the broker; the server gets the real values, in the path too; the model sees tokens', async () => {
    const privacy = vault();
    const { http: exec, sent } = await executor(config(), privacy);
    const conn = await connectInMemory(createClassicServer({ tools, http: exec, baseUrl: `${srv.base()}/api` }));
    const { step: s, message } = await step(conn, 'getCustomer', { name: '[NAME_1]', note: '[NAME_1] [PHONE_1]' }, privacy);
    const hit = new URL(hits[0]?.url ?? '', 'http://x');
    expect(hit.pathname).toBe('/api/customers/Zelda%20Quarrington');
    expect(hit.searchParams.get('note')).toBe('Zelda Quarrington +1 415 555 0142');
    expect(srv.json(sent)).not.toMatch(REAL);
    expect(sent[0]?.url).toContain('/customers/%5BNAME_1%5D');
    expect(message.content).toContain('Dear [NAME_1] [PHONE_1]');
    expect(srv.json({ content: message.content, requests: s.requests, resultText: s.resultText })).not.toMatch(REAL);
    await conn.close();
  });

  it('classic: a request outside the allowlist never gets the real values, and its denial line keeps the tokens', async () => {
    const privacy = vault();
    const { http: exec, sent } = await executor(config(), privacy);
    const conn = await connectInMemory(createClassicServer({ tools, http: exec, baseUrl: `${srv.base()}/elsewhere` }));
    const { step: s, message } = await step(conn, 'getCustomer', { name: '[NAME_1]' }, privacy);
    expect(message.isError).toBe(true);
    expect(message.content).toContain('Request blocked');
    expect(message.content).toContain('/customers/%5BNAME_1%5D');
    // realText is the text before the last tokenizing: nothing to take out means it is not kept.
    expect(srv.json({ sent, s, message })).not.toMatch(REAL);
    expect(hits).toEqual([]);
    await conn.close();
  });

  it('classic: the user is asked with the real request; a denial reaches the model with tokens only', async () => {
    const privacy = vault();
    const asker = gate('deny');
    const { http: exec, sent } = await executor(config({ requests: asker }), privacy);
    const conn = await connectInMemory(createClassicServer({ tools, http: exec, baseUrl: `${srv.base()}/api` }));
    const { step: s, message } = await step(conn, 'addNote', { name: '[NAME_1]', body: { text: 'call [PHONE_1]' } }, privacy);
    expect(asker.asked[0]?.url).toBe(`${srv.base()}/api/customers/Zelda%20Quarrington/notes`);
    expect(asker.asked[0]?.bodyPreview).toContain('call +1 415 555 0142');
    expect(asker.asked[0]?.realValues).toBe(true);
    expect(message.content).toContain('Request denied by the user: POST');
    expect(srv.json({ sent, s, message })).not.toMatch(REAL);
    expect(hits).toEqual([]);
    await conn.close();
  });

  it('dual: call_operation sends the real values once approved; its error echo and log reach the model as tokens', async () => {
    const privacy = vault();
    const asker = gate('allow');
    const { http: exec, sent } = await executor(config({ requests: asker }), privacy);
    const conn = await connectInMemory(createDualServer({
      surface: 'operation', tools, catalog: new FakeCatalog(tools), http: exec, runner: new FakeRunner([]), baseUrl: `${srv.base()}/api`,
    }));
    const { step: s, message } = await step(conn, 'call_operation', { name: 'addNote', arguments: { name: '[NAME_1]', body: { text: 'call [PHONE_1]' } } }, privacy);
    expect(hits[0]).toEqual({ url: '/api/customers/Zelda%20Quarrington/notes', body: '{"text":"call +1 415 555 0142"}' });
    expect(asker.asked[0]?.url).toBe(`${srv.base()}/api/customers/Zelda%20Quarrington/notes`);
    expect(srv.json(sent)).not.toMatch(REAL);
    // The 409 body echoes the path and the body: the model gets them as tokens.
    expect(message.content).toContain('HTTP 409');
    expect(message.content).toContain('/customers/[NAME_1]/notes');
    expect(srv.json({ content: message.content, requests: s.requests, resultText: s.resultText })).not.toMatch(REAL);
    await conn.close();
  });

  it('dual: a typed tool checks its schema against the values the tokens stand for, and sends the tokens to the broker', async () => {
    const privacy = vault();
    const { http: exec, sent } = await executor(config(), privacy);
    const conn = await connectInMemory(createDualServer({
      surface: 'direct', tools, catalog: new FakeCatalog(tools), http: exec, runner: new FakeRunner([]), baseUrl: `${srv.base()}/api`,
      checkedAs: (args) => privacy.restoreValue(args) as typeof args,
    }));
    const { message } = await step(conn, 'callCustomer', { phone: '[PHONE_1]' }, privacy);
    expect(message.content).toContain('HTTP 200');
    expect(new URL(hits[0]?.url ?? '', 'http://x').searchParams.get('phone')).toBe('+1 415 555 0142');
    expect(srv.json({ sent, message })).not.toMatch(REAL);
    const bad = await step(conn, 'callCustomer', { phone: 'call me' }, privacy);
    expect(bad.message.content).toContain('Invalid arguments for callCustomer');
    await conn.close();
  });
});
