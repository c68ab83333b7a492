// The link schema: a link carries spec, view, code, prompt, mode and op, and never a secret, whatever else the state holds.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { encodeCode } from './codeParam';
import { droppedMcpLinks, firstApiServer, fromLink, LINK_KEYS, linkableMcpUrl, linkedView, linkQuery, patchLink, toLink, type LinkState } from './link';

const PAGE = 'http://127.0.0.1:4173/cmp/';
const LINK: LinkState = {
  view: 'compare',
  spec: 'http://127.0.0.1:4011/openapi.yaml',
  code: encodeCode('import requests\nresult = requests.get(BASE_URL + "/breweries").json()\n'),
  prompt: 'moon & stars?',
  mode: 'classic',
  server: 'https://eu.api.example.com/v2',
  op: 'searchBreweries',
  report: 'https://reports.example/compare-open-brewery-db.json',
};

// Everything the app holds that is not link state: the LLM settings and key, target-API credentials as typed and as
// sent, the servers chosen for them, and what later features will hold (approvals, a proxy and its credentials).
const SECRETS = {
  apiKey: 'sk-LLM-KEY-0001',
  llm: { provider: 'openai', model: 'gpt-x', apiKey: 'sk-LLM-KEY-0002', baseUrl: 'https://llm.example/v1?key=sk-LLM-KEY-0003', remember: true },
  credentials: { bearerAuth: 'TARGET-TOKEN-0004', api_key: 'TARGET-KEY-0005' },
  targetAuth: { headers: { Authorization: 'Bearer TARGET-TOKEN-0006' }, query: { 'api-key': 'TARGET-KEY-0007' }, servers: [{ origin: 'https://api.example', pathPrefix: '/v1' }] },
  token: 'TOKEN-0008',
  key: 'KEY-0009',
  password: 'PASSWORD-0010',
  approvals: [{ operation: 'deletePet', approved: true, secret: 'APPROVAL-0011' }],
  proxy: { url: 'https://user:PROXY-PASS-0012@proxy.example', token: 'PROXY-TOKEN-0013' },
};
const SECRET_VALUES = JSON.stringify(SECRETS).match(/[A-Z]+(?:-[A-Z]+)*-\d{4}/g) ?? [];

function expectNoSecret(link: string): void {
  const decoded = decodeURIComponent(link.replace(/\+/g, ' '));
  for (const secret of SECRET_VALUES) {
    expect(link).not.toContain(secret);
    expect(decoded).not.toContain(secret);
  }
}

describe('link schema', () => {
  it('is exactly the allowlist (a new key must be reviewed here: never a key, a credential or an approval)', () => {
    expect(LINK_KEYS).toEqual(['view', 'spec', 'code', 'prompt', 'mode', 'server', 'op', 'report']);
  });

  it('toLink carries every link field and no secret held in any other field', () => {
    expect(SECRET_VALUES.length).toBe(13);
    const state = { ...SECRETS, ...LINK } as LinkState;
    const link = toLink(PAGE, state);
    expectNoSecret(link);
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual([...LINK_KEYS]);
    expect(fromLink(url.search)).toEqual(LINK);
  });

  it('each other field alone, with any value shape, never reaches the link', () => {
    for (const [field, value] of Object.entries(SECRETS)) {
      const link = toLink(PAGE, { ...LINK, [field]: value });
      expectNoSecret(link);
      expect(link).not.toContain(`${field}=`);
    }
  });

  it('drops the page URL\'s own query and hash, keeps its path (sub-path deployments)', () => {
    const link = toLink(`${PAGE}?view=chat&apiKey=sk-LLM-KEY-0001&token=TOKEN-0008#KEY-0009`, { view: 'compare', spec: LINK.spec });
    expect(link).toBe(`${PAGE}?view=compare&spec=${encodeURIComponent(LINK.spec ?? '')}`);
    expectNoSecret(link);
  });

  it('patchLink reads only allowlisted keys from the patch; null, undefined and "" remove a key', () => {
    const patched = patchLink(LINK, { ...SECRETS, prompt: null, mode: undefined, code: '' });
    expect(patched).toEqual({ view: 'compare', spec: LINK.spec, server: LINK.server, op: LINK.op, report: LINK.report });
    expectNoSecret(linkQuery({ ...patched, ...SECRETS }));
  });

  it('fromLink reads only allowlisted keys; an unknown view or mode is left out', () => {
    const search = `?spec=${encodeURIComponent(LINK.spec ?? '')}&apiKey=sk-LLM-KEY-0001&api-key=TARGET-KEY-0007&view=admin&mode=yolo&prompt=hi&code=`;
    expect(fromLink(search)).toEqual({ spec: LINK.spec, prompt: 'hi' });
    expect(fromLink('view=playground&mode=code')).toEqual({ view: 'playground', mode: 'code' });
  });

  it('a server with credentials, a query key or a non-http scheme never reaches a link, and never comes from one', () => {
    for (const server of ['https://user:PASSWORD-0010@api.example', 'javascript:alert(1)', 'api.example/v1']) {
      expect(fromLink(`?server=${encodeURIComponent(server)}`)).toEqual({});
    }
    expect(fromLink(`?server=${encodeURIComponent('https://api.example/v1/?api_key=KEY-0009#TOKEN-0008')}`)).toEqual({ server: 'https://api.example/v1' });
  });

  it('a link with code and no view opens the playground; a named view wins; no code, no view', () => {
    expect(linkedView(fromLink(`?spec=${encodeURIComponent(LINK.spec ?? '')}&code=${LINK.code ?? ''}`))).toBe('playground');
    expect(linkedView(fromLink(`?view=chat&code=${LINK.code ?? ''}`))).toBe('chat');
    expect(linkedView(fromLink(`?view=admin&code=${LINK.code ?? ''}`))).toBe('playground');
    expect(linkedView(fromLink(`?spec=${encodeURIComponent(LINK.spec ?? '')}`))).toBeUndefined();
    expect(linkedView(fromLink('?code='))).toBeUndefined();
    expect(linkedView(fromLink(`?report=${encodeURIComponent(LINK.report ?? '')}`))).toBe('compare');
    expect(fromLink('?report=javascript:alert(1)').report).toBeUndefined();
  });

  it('round-trips spec, view, code, prompt and mode with characters that need escaping', () => {
    const state: LinkState = { ...LINK, prompt: 'a&b=c #d ?e +f 🍺', spec: 'https://x.example/o.yaml?v=1&w=2' };
    expect(fromLink(new URL(toLink(PAGE, state)).search)).toEqual(state);
  });

  it('repeated spec= opens several APIs in link order, with server.<short name>= per API; one spec reads as before', () => {
    const second = 'https://b.example/openapi.json';
    const third = 'https://c.example/spec.yaml?v=2';
    const search = `?spec=${encodeURIComponent(LINK.spec ?? '')}&spec=${encodeURIComponent(second)}&spec=${encodeURIComponent(third)}` +
      `&view=chat&server.beta_api=${encodeURIComponent('https://eu.b.example/v1')}&server.Bad=https://x.example&server.gamma=javascript:alert(1)`;
    const state = fromLink(search);
    expect(state).toEqual({ view: 'chat', spec: LINK.spec, moreSpecs: [second, third], apiServers: { beta_api: 'https://eu.b.example/v1' } });
    const link = toLink(PAGE, state);
    expect([...new URL(link).searchParams.keys()]).toEqual(['view', 'spec', 'spec', 'spec', 'server.beta_api']);
    expect(fromLink(new URL(link).search)).toEqual(state);
    expect(fromLink(`?spec=${encodeURIComponent(second)}`)).toEqual({ spec: second });
  });

  it('server.<short name>= also names the first API\'s server; server= wins when both are present', () => {
    const github = 'https://api.github.com';
    const enterprise = 'https://ghe.example/api/v3';
    const named = fromLink(`?spec=${encodeURIComponent(LINK.spec ?? '')}&server.github=${encodeURIComponent(enterprise)}`);
    expect(firstApiServer(named, 'github')).toBe(enterprise);
    expect(firstApiServer(named, 'slack')).toBeUndefined();
    expect(firstApiServer(named, null)).toBeUndefined();
    const both = fromLink(`?spec=${encodeURIComponent(LINK.spec ?? '')}&server=${encodeURIComponent(github)}&server.github=${encodeURIComponent(enterprise)}`);
    expect(firstApiServer(both, 'github')).toBe(github);
    // Writing keeps `server=` for the first API: an old link reads back unchanged.
    const old = `spec=${encodeURIComponent(LINK.spec ?? '')}&server=${encodeURIComponent(github)}`;
    expect(linkQuery(fromLink(old))).toBe(old);
  });

  it('further APIs need a first spec, and a patch can add or drop them', () => {
    expect(fromLink('?server.beta=https://b.example')).toEqual({});
    const two = patchLink({ spec: LINK.spec }, { moreSpecs: ['https://b.example/o.json'], apiServers: { beta: 'https://b.example/v2' } });
    expect(two).toEqual({ spec: LINK.spec, moreSpecs: ['https://b.example/o.json'], apiServers: { beta: 'https://b.example/v2' } });
    expect(patchLink(two, { moreSpecs: null, apiServers: {} })).toEqual({ spec: LINK.spec });
    expect(patchLink(two, { spec: null })).toEqual({});
    expect(linkQuery({ ...two, apiServers: { beta: 'https://user:PASSWORD-0010@b.example' } })).not.toContain('PASSWORD');
  });

  it('mcp= is repeatable with or without a spec, keeps link order, and never carries a credential', () => {
    const a = 'http://127.0.0.1:4031/mcp';
    const b = 'https://mcp.example.com/v1/mcp';
    const refused = ['https://user:PASSWORD-0010@x.example/mcp', 'https://x.example/mcp?key=KEY-0009', 'https://x.example/mcp#TOKEN-0008', 'javascript:alert(1)', 'x.example/mcp', ''];
    const search = `?mcp=${encodeURIComponent(a)}&view=chat&${refused.map((r) => `mcp=${encodeURIComponent(r)}`).join('&')}&mcp=${encodeURIComponent(b)}`;
    const state = fromLink(search);
    expect(state).toEqual({ view: 'chat', mcp: [a, b] });
    const link = toLink(PAGE, { ...state, spec: LINK.spec, moreSpecs: ['https://b.example/o.json'] });
    expect([...new URL(link).searchParams.keys()]).toEqual(['view', 'spec', 'spec', 'mcp', 'mcp']);
    expect(fromLink(new URL(link).search)).toEqual({ ...state, spec: LINK.spec, moreSpecs: ['https://b.example/o.json'] });
    expectNoSecret(linkQuery({ mcp: refused }));
    expect(linkQuery({ mcp: refused })).toBe('');
    expect(refused.map(linkableMcpUrl)).toEqual(refused.map(() => undefined));
    expect(linkableMcpUrl(` ${a} `)).toBe(a);
  });

  it('a patch sets or drops the MCP servers and keeps them through other changes', () => {
    const one = patchLink({ view: 'chat' }, { mcp: ['http://127.0.0.1:4031/mcp'] });
    expect(one).toEqual({ view: 'chat', mcp: ['http://127.0.0.1:4031/mcp'] });
    expect(patchLink(one, { spec: LINK.spec, server: null })).toEqual({ ...one, spec: LINK.spec });
    expect(patchLink(one, { mcp: [] })).toEqual({ view: 'chat' });
    expect(patchLink(one, { mcp: null })).toEqual({ view: 'chat' });
    expect(patchLink(one, { mcp: ['https://x.example/mcp?token=TOKEN-0008'] })).toEqual({ view: 'chat' });
  });

  it('no other UI module reads or writes the page\'s query string', () => {
    const ui = fileURLToPath(new URL('../', import.meta.url));
    // redact.ts blanks credentials in the API request URLs of a report; it builds no link to this page. mcpReturn.ts
    // and app/mcpSignIn.ts read an OAuth sign-in's `code` on the way back and put back the page's own URL, kept before leaving.
    const allowed = new Set(['app/link.ts', 'hooks/useUrlState.ts', 'report/redact.ts', 'mcpReturn.ts', 'app/mcpSignIn.ts']);
    const offenders: string[] = [];
    for (const file of readdirSync(ui, { recursive: true, encoding: 'utf8' })) {
      const rel = file.split('\\').join('/');
      if (!/\.tsx?$/.test(rel) || /\.test\.tsx?$/.test(rel) || allowed.has(rel)) continue;
      const text = readFileSync(ui + rel, 'utf8');
      if (/location\.search|history\.(pushState|replaceState)|URLSearchParams|searchParams\.(set|append)|\.search\s*=/.test(text)) offenders.push(rel);
    }
    expect(offenders).toEqual([]);
  });
});

describe('droppedMcpLinks', () => {
  it('counts the mcp= entries a link may not carry (a password, a query, a fragment), not the rest', () => {
    const q = new URLSearchParams([['mcp', 'http://a.example/mcp'], ['mcp', 'http://u:p@a.example/mcp'], ['mcp', 'http://a.example/mcp?k=1'], ['spec', 'http://u:p@x']]);
    expect(droppedMcpLinks(`?${q.toString()}`)).toBe(2);
    expect(droppedMcpLinks('?spec=x')).toBe(0);
  });
});
