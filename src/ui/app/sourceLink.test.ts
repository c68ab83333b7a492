import { describe, expect, it } from 'vitest';
import { addServer, NO_SERVER_CHOICE } from '../../core/openapi';
import type { ToolHook } from './sandboxConfig';
import type { LoadedSummary } from '../workers/catalogProtocol';
import { newEntry } from './apiSet';
import { fromLink, linkQuery, patchLink, type LinkState } from './link';
import { SourceLink, type LinkPort } from './sourceLink';
import { SourceSetStore } from './sourceSetStore';

const spec = (origin: string, url: string | null = `${origin}/openapi.json`): LoadedSummary => ({
  title: origin, ...(url ? { url } : {}), servers: [{ url: `${origin}/v1` }, { url: `${origin}/v2` }],
  allowlist: [{ origin, pathPrefix: '/v1' }], securitySchemes: [], mock: { allowlist: [], baseUrl: '' },
}) as unknown as LoadedSummary;
const A = 'https://a.example';
const B = 'https://b.example';
const C = 'https://c.example';
const alpha = newEntry('a1', 'alpha', spec(A));
const beta = newEntry('b1', 'beta', spec(B));
const gamma = newEntry('c1', 'gamma', spec(C));
const tools: ToolHook = { annotations: () => null, list: () => [], call: () => Promise.resolve({ ok: true, isError: false, value: 1, text: '1' }) };
const notes = newEntry('m1', 'notes', spec('https://mcp.invalid', null), {}, { url: 'https://notes.example/mcp', tools });

/** The link in memory, as the address bar would hold it; `back` is a change from outside. */
function memoryLink(search = '') {
  let state: LinkState = fromLink(search);
  let changed: () => void = () => undefined;
  const port: LinkPort = {
    read: () => state,
    write: (patch) => void (state = patchLink(state, patch)),
    listen: (fn) => {
      changed = fn;
      return () => void (changed = () => undefined);
    },
  };
  return { port, query: () => linkQuery(state), back: (to: string) => { state = fromLink(to); changed(); } };
}

function page(search = '') {
  const store = new SourceSetStore();
  const link = memoryLink(search);
  const links = new SourceLink(store, link.port);
  links.start();
  return { store, link, links };
}

/** A whole-set load as the page does it: the link is told the URL asked for, the store gets the source. */
function load(p: ReturnType<typeof page>, entry: typeof alpha, fromLinkItself = false) {
  p.links.loading(entry.summary.url ?? null, fromLinkItself);
  p.store.reset(entry);
}

describe('SourceLink: the one writer of the link\'s sources', () => {
  it('every source change reaches the link: a load, an added spec, a server chosen, an MCP server, a rename', () => {
    const p = page('view=chat');
    load(p, alpha);
    expect(p.link.query()).toBe(`view=chat&spec=${encodeURIComponent(`${A}/openapi.json`)}`);
    p.store.add(beta);
    expect(fromLink(p.link.query()).moreSpecs).toEqual([`${B}/openapi.json`]);
    p.store.update('b1', { choice: { ...NO_SERVER_CHOICE, selected: `${B}/v2` } });
    expect(fromLink(p.link.query()).apiServers).toEqual({ beta: `${B}/v2` });
    p.store.rename('b1', 'bee');
    expect(fromLink(p.link.query()).apiServers).toEqual({ bee: `${B}/v2` });
    p.store.update('a1', { choice: addServer(NO_SERVER_CHOICE, 'https://mine.example') });
    expect(fromLink(p.link.query()).server).toBe('https://mine.example');
    p.store.add(notes);
    expect(fromLink(p.link.query()).mcp).toEqual(['https://notes.example/mcp']);
    p.store.remove('m1');
    expect(fromLink(p.link.query()).mcp).toBeUndefined();
  });

  it('the link reads the set in its order, and removing entry 0 makes the next one first in the link', () => {
    const p = page();
    load(p, alpha);
    p.store.add(beta);
    p.store.add(gamma);
    p.store.update('c1', { choice: { ...NO_SERVER_CHOICE, selected: `${C}/v2` } });
    p.store.update('b1', { choice: { ...NO_SERVER_CHOICE, selected: `${B}/v2` } });
    expect(fromLink(p.link.query())).toMatchObject({ spec: `${A}/openapi.json`, moreSpecs: [`${B}/openapi.json`, `${C}/openapi.json`] });
    p.store.remove('a1');
    const after = fromLink(p.link.query());
    expect(after).toMatchObject({ spec: `${B}/openapi.json`, moreSpecs: [`${C}/openapi.json`], apiServers: { gamma: `${C}/v2` } });
    // The new first's own server choice is the link's `server=` at once, and the page loads nothing for its `spec=`.
    expect(after.server).toBe(`${B}/v2`);
    expect(p.links.needsLoad(after.spec)).toBe(false);
    p.store.remove('c1');
    expect(fromLink(p.link.query()).moreSpecs).toBeUndefined();
  });

  it('a link\'s own server and further specs stay until the user edits or its sources are open; a load by the user clears them', () => {
    const p = page(`spec=${A}/openapi.json&spec=${B}/openapi.json&server=https://mine.example&server.beta=${B}/v2`);
    load(p, { ...alpha, settings: { ...alpha.settings, pending: 'https://mine.example' } }, true);
    expect(fromLink(p.link.query())).toMatchObject({ server: 'https://mine.example', moreSpecs: [`${B}/openapi.json`] });
    p.store.add({ ...beta, settings: { ...beta.settings, choice: { ...NO_SERVER_CHOICE, selected: `${B}/v2` } } });
    p.links.hold('specs', false);
    expect(fromLink(p.link.query())).toMatchObject({ server: 'https://mine.example', moreSpecs: [`${B}/openapi.json`], apiServers: { beta: `${B}/v2` } });
    // The user dismisses the pending server: the link follows the choice.
    p.store.update('a1', { pending: null });
    expect(fromLink(p.link.query()).server).toBeUndefined();
    load(p, gamma);
    expect(p.link.query()).toBe(`spec=${encodeURIComponent(`${C}/openapi.json`)}`);
  });

  it('a link\'s `server.<first name>` becomes `server=`, also after back/forward; a file loaded by the user drops `spec=`', () => {
    const p = page(`spec=${A}/openapi.json&server.alpha=${A}/v2`);
    load(p, alpha, true);
    expect(fromLink(p.link.query())).toMatchObject({ server: `${A}/v2` });
    expect(fromLink(p.link.query()).apiServers).toBeUndefined();
    p.link.back(`spec=${A}/openapi.json&server.alpha=${A}/v1`);
    expect(fromLink(p.link.query()).server).toBe(`${A}/v1`);
    load(p, newEntry('f1', 'file', spec(C, null)));
    expect(p.link.query()).toBe('');
  });

  it('a link\'s MCP servers stay until connected; a server signed in to before it connects stays through other changes', () => {
    const p = page(`mcp=https://other.example/mcp`);
    load(p, alpha);
    expect(fromLink(p.link.query()).mcp).toEqual(['https://other.example/mcp']);
    p.links.hold('mcp', false);
    expect(fromLink(p.link.query()).mcp).toBeUndefined();
    p.links.keepForSignIn('https://notes.example/mcp');
    p.store.update('a1', { mock: true });
    p.store.add(beta);
    expect(fromLink(p.link.query()).mcp).toEqual(['https://notes.example/mcp']);
    p.store.add(notes);
    expect(fromLink(p.link.query()).mcp).toEqual(['https://notes.example/mcp']);
  });

  it('an MCP server loaded as the whole set leaves `spec=` as the link had it', () => {
    const p = page(`spec=${A}/broken.json`);
    p.links.loading(`${A}/broken.json`, true);
    p.store.reset(notes);
    expect(fromLink(p.link.query())).toMatchObject({ spec: `${A}/broken.json`, mcp: ['https://notes.example/mcp'] });
  });
});
