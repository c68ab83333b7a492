// The MCP registry: the tool hook reads the connection's current tools, a re-list follows the source's new id (one at a
// time per server), a sweep closes only the servers whose source left the page, and a sign-in for more scope puts a
// new connection in the entry's place.
import { describe, expect, it } from 'vitest';
import type { McpConnection, McpToolInfo } from '../../core/sources';
import { mcpKey } from '../../core/sources';
import { closeEntry, McpRegistry, newEntry, toolHook } from './mcpSources';
import { mcpSpecInput } from './mcpConnect';

/** A connection as the client returns it; its tool list changes when a test says so. */
function fakeConnection(url: string, tools: McpToolInfo[]) {
  let list = tools;
  let closed = 0;
  const listeners = new Set<(t: McpToolInfo[]) => void>();
  const connection: McpConnection = {
    url, transport: 'streamable-http', server: { name: 'weather', version: '1.0.0' },
    tools: () => list,
    callTool: (name, args) => Promise.resolve({ ok: true, isError: false, value: { name, args }, text: '' }),
    onToolsChanged: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close: () => {
      closed++;
      return Promise.resolve();
    },
  };
  const relist = (next: McpToolInfo[]) => {
    list = next;
    for (const fn of listeners) fn(next);
  };
  return { connection, relist, closed: () => closed, listeners };
}

const forecast: McpToolInfo = { name: 'forecast', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } };
const alert: McpToolInfo = { name: 'set_alert', inputSchema: { type: 'object' } };

describe('toolHook', () => {
  it('answers annotations from the current tool list (null: no such tool) and calls through the connection', async () => {
    const fake = fakeConnection('http://127.0.0.1:4031/mcp', [forecast]);
    const hook = toolHook(() => fake.connection);
    expect(hook.annotations('forecast')).toEqual({ readOnlyHint: true });
    expect(hook.annotations('set_alert')).toBeNull();
    fake.relist([forecast, alert]);
    expect(hook.annotations('set_alert')).toBeUndefined();
    expect(await hook.call('forecast', { city: 'Oslo' }, new AbortController().signal)).toEqual({ ok: true, isError: false, value: { name: 'forecast', args: { city: 'Oslo' } }, text: '' });
  });
});

describe('McpRegistry', () => {
  it('keys an entry by the id its re-listed spec got, one re-list after the other', async () => {
    const registry = new McpRegistry();
    const entry = newEntry('http://127.0.0.1:4031/mcp', 'k', fakeConnection('http://127.0.0.1:4031/mcp', [forecast]).connection);
    registry.add('s1', entry);
    const asked: string[] = [];
    let n = 1;
    const replace = async (id: string) => {
      asked.push(id);
      expect(entry.busy).toBe(true);
      await Promise.resolve();
      return `s${++n}`;
    };
    await Promise.all([registry.relist(entry, replace), registry.relist(entry, replace)]);
    expect(asked).toEqual(['s1', 's2']);
    expect(registry.get('s3')).toBe(entry);
    expect(registry.get('s1')).toBeUndefined();
    expect(entry.busy).toBe(false);
  });

  it('keeps the id when a re-list fails or throws, and does nothing for an entry taken out meanwhile', async () => {
    const registry = new McpRegistry();
    const entry = newEntry('u', 'u', fakeConnection('u', []).connection);
    registry.add('s1', entry);
    await registry.relist(entry, () => Promise.resolve(null));
    await registry.relist(entry, () => Promise.reject(new Error('worker gone')));
    expect(registry.idOf(entry)).toBe('s1');
    expect(entry.busy).toBe(false);
    registry.sweep(new Set());
    let asked = false;
    await registry.relist(entry, () => {
      asked = true;
      return Promise.resolve('s9');
    });
    expect(asked).toBe(false);
    expect(registry.get('s9')).toBeUndefined();
  });

  it('sweeps out only the servers whose source left the page, not one being re-listed', async () => {
    const registry = new McpRegistry();
    const a = fakeConnection('http://a.example/mcp', []);
    const b = fakeConnection('http://b.example/mcp', []);
    const ea = newEntry('http://a.example/mcp', 'a', a.connection);
    const eb = newEntry('http://b.example/mcp', 'b', b.connection);
    registry.add('s1', ea);
    registry.add('s2', eb);
    let release = (_id: string | null) => undefined as void;
    const relisting = registry.relist(eb, () => new Promise<string | null>((resolve) => (release = resolve)));
    await Promise.resolve();
    expect(registry.sweep(new Set(['s3']))).toEqual([ea]);
    await Promise.resolve();
    expect([a.closed(), b.closed()]).toEqual([1, 0]);
    release('s3');
    await relisting;
    expect(registry.sweep(new Set(['s3']))).toEqual([]);
    expect(registry.ids()).toEqual(['s3']);
  });

  it('closing unsubscribes from re-lists and closes the connection', async () => {
    const fake = fakeConnection('u', []);
    const entry = newEntry('u', 'u', fake.connection);
    entry.unsubscribe = fake.connection.onToolsChanged(() => undefined);
    closeEntry(entry);
    await Promise.resolve();
    expect(fake.listeners.size).toBe(0);
    expect(fake.closed()).toBe(1);
  });

  it('gives URLs that slug alike their own reserved base; a key is free again once its source left the page', () => {
    const registry = new McpRegistry();
    const dotted = 'http://acme.corp.localhost:8080/mcp';
    const dashed = 'http://acme-corp.localhost:8080/mcp';
    expect(mcpKey(dotted)).toBe(mcpKey(dashed));
    const first = newEntry(dotted, registry.reserveKey(mcpKey(dotted)), fakeConnection(dotted, [forecast]).connection);
    const second = newEntry(dashed, registry.reserveKey(mcpKey(dashed)), fakeConnection(dashed, [alert]).connection);
    const servers = [first, second].map((e) => (JSON.parse((mcpSpecInput(e) as { text: string }).text) as { servers: Array<{ url: string }> }).servers[0]?.url);
    expect(servers).toEqual(['https://mcp.invalid/acme-corp-localhost-8080-mcp', 'https://mcp.invalid/acme-corp-localhost-8080-mcp-2']);
    registry.add('s1', first);
    registry.add('s2', second);
    registry.sweep(new Set(['s2']));
    expect(registry.reserveKey(mcpKey(dotted))).toBe('acme-corp-localhost-8080-mcp');
    registry.releaseKey('acme-corp-localhost-8080-mcp');
  });

  it('a call refused for a scope tells the page; the new connection takes the entry\'s place (same id and key), the old one closes', async () => {
    const url = 'http://127.0.0.1:4037/mcp';
    const signIn = { url: 'http://127.0.0.1:4036/authorize?scope=notes%3Aadmin', origin: 'http://127.0.0.1:4036' };
    const old = fakeConnection(url, [forecast]);
    old.connection.callTool = () => Promise.resolve({ ok: false, kind: 'network', error: 'needs "notes:admin"', signIn });
    const asked: Array<[string, string, string]> = [];
    const registry = new McpRegistry();
    const entry = newEntry(url, registry.reserveKey(mcpKey(url)), old.connection, (e, s, message) => asked.push([e.url, s.origin, message]));
    registry.add('s1', entry);
    const hook = entry.tools;
    expect(await hook.call('forecast', {}, new AbortController().signal)).toMatchObject({ ok: false, signIn });
    expect(asked).toEqual([[url, 'http://127.0.0.1:4036', 'needs "notes:admin"']]);
    expect(registry.byUrl(url)).toBe(entry);

    const signedIn = fakeConnection(url, [forecast]);
    entry.unsubscribe = old.connection.onToolsChanged(() => undefined);
    registry.swap(entry, signedIn.connection);
    await Promise.resolve();
    expect([old.closed(), old.listeners.size]).toEqual([1, 0]);
    expect(await hook.call('forecast', { city: 'Oslo' }, new AbortController().signal)).toMatchObject({ ok: true, value: { args: { city: 'Oslo' } } });
    expect(registry.ids()).toEqual(['s1']);
    expect(registry.get('s1')).toBe(entry);
    expect(entry.key).toBe(mcpKey(url));
    expect(asked).toHaveLength(1);
  });
});
