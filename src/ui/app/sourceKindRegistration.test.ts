// A source kind plugs in through the registries alone: the test-only `probe` kind (test-support/source-kind/)
// registers its core part with core/sources and its UI part with ./kinds, and the catalog, the system prompt, the
// sandbox's routing and the link pick it up with no other edit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSystemPrompt } from '../../core/agent';
import { createCatalog } from '../../core/catalog';
import { loadSpec } from '../../core/openapi';
import { argumentNames } from '../../core/pyclient';
import { kindOfBaseUrl, registerSourceKind } from '../../core/sources';
import { createBroker } from '../../sandbox';
import { PROBE_KIND, PROBE_ORIGIN, PROBE_UI, probeSpecText } from '../../../test-support/source-kind/kind';
import { entryEnvironment, newEntry, type SourceEntry } from './apiSet';
import { registerUiSourceKind, uiSourceKind } from './kinds';
import { droppedLinks, fromLink, kindLinks, linkQuery, patchLink } from './link';
import { sandboxConfigFor } from './sandboxConfig';
import type { LoadedSummary } from '../workers/catalogProtocol';

// The sandbox's entry also loads the worker's assets, which only a build provides.
vi.mock('virtual:cmp-sandbox-worker', () => ({ default: '', PYODIDE_DIR: '', STDLIB_ZIP: '' }));

const probeSpec = () => loadSpec({ kind: 'text', text: probeSpecText('echoes'), name: 'echoes' });

async function probeEntry(): Promise<SourceEntry> {
  const spec = await probeSpec();
  const summary = { title: spec.title, servers: spec.servers, allowlist: spec.allowlist, securitySchemes: [] } as unknown as LoadedSummary;
  // Its own loader makes an entry of its kind; the settings it has none of stay at their defaults.
  return { ...newEntry('p1', 'echoes', summary), kind: 'probe' };
}

describe('a source kind registered from its own folder', () => {
  let unregister: () => void = () => {};
  beforeEach(() => {
    const removals = [registerSourceKind(PROBE_KIND), registerUiSourceKind(PROBE_UI)];
    unregister = () => removals.forEach((remove) => remove());
  });
  afterEach(() => unregister());

  it('owns its documents, whose operations the catalog offers as tools taking their arguments whole', async () => {
    const spec = await probeSpec();
    expect(kindOfBaseUrl(spec.servers[0]?.url).id).toBe('probe');
    const [echo] = (await createCatalog(spec)).classicToolsSync();
    expect(echo).toMatchObject({ name: 'echo', argsAreBody: true, params: [], inputSchema: { type: 'object', required: ['word'] } });
    expect(argumentNames(spec, spec.operations[0]!).fields?.map((f) => f.py)).toEqual(['word']);
  });

  it('says its own line in the prompt of a mode that runs code, not in classic mode', () => {
    const apis = [{ shortName: 'shop', title: 'Shop', baseUrl: 'https://api.shop.example' }, { shortName: 'echoes', title: 'Probe echoes', baseUrl: `${PROBE_ORIGIN}/echoes` }];
    const code = buildSystemPrompt({ title: 'Shop', baseUrl: 'https://api.shop.example', mode: 'code', apis });
    expect(code.split('\n').at(-1)).toBe('echoes answer from the page: call probe("<name>.<tool>", {...}).');
    expect(buildSystemPrompt({ title: 'Shop', baseUrl: 'https://api.shop.example', mode: 'classic', apis })).not.toContain('probe(');
  });

  it('is reached the way its UI part says: here the broker\'s mock sender answers, with the page\'s answer', async () => {
    const entry = await probeEntry();
    const broker = createBroker(sandboxConfigFor({ sources: [entryEnvironment(entry, true, null, null)], requests: { policy: 'allow-all' } }));
    const { reply, log } = await broker.request({ method: 'POST', url: `${PROBE_ORIGIN}/echoes/echo`, headers: {}, body: '{"word":"hi"}' });
    expect(reply.ok && new TextDecoder().decode(reply.body)).toBe(`probed ${PROBE_ORIGIN}/echoes/echo`);
    expect(log).toMatchObject({ allowed: true, status: 200 });
    expect(uiSourceKind(entry.kind).chip).toMatchObject({ testId: 'probe', badge: { text: 'PROBE' } });
  });

  it('round-trips through a link under its own key, after the spec, dropping values its kind refuses', () => {
    const state = fromLink('?spec=https%3A%2F%2Fa.example%2Fopenapi.json&probe=echoes&probe=Bad%21&mcp=https%3A%2F%2Fm.example%2Fmcp');
    expect(kindLinks(state, 'probe')).toEqual(['echoes']);
    expect(droppedLinks('?probe=echoes&probe=Bad%21', 'probe')).toBe(1);
    expect(linkQuery(state)).toBe('spec=https%3A%2F%2Fa.example%2Fopenapi.json&mcp=https%3A%2F%2Fm.example%2Fmcp&probe=echoes');
    expect(kindLinks(patchLink(state, { probe: null } as never), 'probe')).toEqual([]);
  });

  it('is gone once unregistered: its documents are APIs again and links drop its key', async () => {
    unregister();
    const spec = await probeSpec();
    expect(kindOfBaseUrl(spec.servers[0]?.url).id).toBe('openapi');
    expect((await createCatalog(spec)).classicToolsSync()[0]?.argsAreBody).toBeUndefined();
    expect(linkQuery(fromLink('?probe=echoes'))).toBe('');
    expect(() => registerSourceKind({ ...PROBE_KIND, id: 'mcp' })).toThrow('already registered');
  });
});
