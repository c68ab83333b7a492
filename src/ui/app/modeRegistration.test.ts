// A discovery variant plugs in through the registries alone: the test-only `code-probe` (test-support/
// discovery-variant/) registers its behaviour with core/discovery and its line with core/modes, and the system prompt,
// links, Compare, the chat select, the context count and the sandbox gate pick it up with no other edit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSystemPrompt } from '../../core/agent';
import { compareMode, compareModeIds, compareModes, defaultCompareModes, orderedModes } from '../../core/compare';
import { codeVariantTokensFor } from '../../core/context';
import { registerDiscoveryVariant } from '../../core/discovery';
import { isAgentMode, registerMode, selectOrder } from '../../core/modes';
import { PROBE_KEY, PROBE_LINE, PROBE_MODE, PROBE_VARIANT } from '../../../test-support/discovery-variant/variant';
import { blockedReason } from '../agent/blockedReason';
import { fromLink, linkQuery } from './link';

describe('a discovery variant registered from its own folder', () => {
  let unregister: () => void = () => {};
  beforeEach(() => {
    const removals = [registerDiscoveryVariant(PROBE_KEY, PROBE_VARIANT), registerMode(PROBE_LINE)];
    unregister = () => removals.forEach((remove) => remove());
  });
  afterEach(() => unregister());

  it('has its own system prompt, for one API and for several', () => {
    expect(buildSystemPrompt({ title: 'Open Brewery DB', baseUrl: 'https://b', mode: PROBE_MODE })).toBe(
      'You answer questions about the Open Brewery DB API by probing apis.open_brewery_db with execute.\nAnswer from the result.',
    );
    const apis = [{ shortName: 'a', title: 'A', baseUrl: 'https://a' }, { shortName: 'b', title: 'B', baseUrl: 'https://b' }];
    expect(buildSystemPrompt({ title: 'A', baseUrl: 'https://a', mode: PROBE_MODE, apis })).toBe([
      'You answer questions using these 2 APIs:', '- a: A', '- b: B', 'In Python, BASE_URLS["<api>"] is each API\'s base URL (BASE_URL is a\'s).',
      'You answer questions about these APIs by probing apis.<api> with execute.', 'Answer from the result.',
    ].join('\n'));
  });

  it('round-trips through a link', () => {
    const state = fromLink(`?mode=${PROBE_MODE}`);
    expect(state.mode).toBe(PROBE_MODE);
    expect(linkQuery(state)).toBe(`mode=${PROBE_MODE}`);
  });

  it('is a Compare column after code mode\'s other variants, off by default, with its names and colour', () => {
    expect(compareModeIds()).toEqual(['classic', 'code', 'dual', 'code-spec', 'code-files', PROBE_MODE, 'tool-search', 'tool-search-local', 'programmatic']);
    expect(compareMode(PROBE_MODE)).toEqual({ id: PROBE_MODE, title: 'Code mode, probing (execute)', short: 'Code: probe', color: '#123456', defaultOn: false });
    expect(defaultCompareModes()).toEqual(['classic', 'code', 'dual']);
    expect(orderedModes([PROBE_MODE, 'classic'])).toEqual(['classic', PROBE_MODE]);
    expect(compareModes()).toHaveLength(9);
  });

  it('is in the chat select with code mode, counted in the context at start, and needs the sandbox', () => {
    expect(selectOrder().map((l) => l.id).slice(0, 4)).toEqual(['code', 'code-spec', 'code-files', PROBE_MODE]);
    expect(codeVariantTokensFor({ title: 'Open Brewery DB', servers: [] })[PROBE_MODE]).toBeGreaterThan(20);
    const gate = { hasSpec: true, catalogReady: true, settingsProblem: null, sandboxStatus: { phase: 'unsupported', detail: 'No sandbox.' } } as const;
    expect(blockedReason({ ...gate, modes: [PROBE_MODE] })).toBe('No sandbox.');
  });

  it('is gone once unregistered, and the table\'s ids cannot be registered twice', () => {
    unregister();
    expect(isAgentMode(PROBE_MODE)).toBe(false);
    expect(fromLink(`?mode=${PROBE_MODE}`).mode).toBeUndefined();
    expect(() => registerMode({ ...PROBE_LINE, id: 'code' })).toThrow('already registered');
  });
});
