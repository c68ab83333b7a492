import { describe, expect, it } from 'vitest';
import { activeSettings, applyPatch, INITIAL_STATE, keyStorageKey, loadState, PREFS_KEY, saveState } from '../app/llmSettings';
import { currentSettings, settingsProblem, toProviderSettings, updateSettings, type LlmSettings } from './useSettings';

const base: LlmSettings = { provider: 'openai', model: 'gpt-5.4-mini', apiKey: ' sk-1 ', baseUrl: ' ', remember: false };

describe('LLM settings', () => {
  it('names what is missing before a run can start', () => {
    expect(settingsProblem({ ...base, apiKey: '' })).toMatch(/API key/);
    expect(settingsProblem({ ...base, model: ' ' })).toMatch(/model/);
    expect(settingsProblem({ ...base, provider: 'openai-compatible', apiKey: '' })).toMatch(/base URL/);
    // Local OpenAI-compatible servers need no key.
    expect(settingsProblem({ ...base, provider: 'openai-compatible', apiKey: '', baseUrl: 'http://127.0.0.1:4013/v1' })).toBeNull();
    expect(settingsProblem(base)).toBeNull();
  });

  it('refuses a base URL the adapters would refuse, before a run starts', () => {
    expect(settingsProblem({ ...base, baseUrl: 'localhost:11434' })).toMatch(/http/);
    expect(settingsProblem({ ...base, baseUrl: 'https://user:sk-x@host/v1' })).toMatch(/API key field/);
  });

  it('trims values and leaves an empty base URL to the SDK default', () => {
    expect(toProviderSettings(base)).toEqual({ provider: 'openai', model: 'gpt-5.4-mini', apiKey: 'sk-1', baseUrl: undefined });
  });
});

describe('provider switch', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
  };

  it('OpenRouter then Anthropic: Anthropic gets its own base URL and no OpenRouter key (was …/api/v1/v1/messages)', () => {
    updateSettings({ provider: 'openai-compatible', baseUrl: 'https://openrouter.ai/api/v1', apiKey: 'sk-or-1', model: 'openai/gpt-5.4-mini' });
    updateSettings({ provider: 'anthropic' });
    const anthropic = toProviderSettings(currentSettings());
    expect(anthropic.baseUrl).toBeUndefined();
    expect(anthropic.apiKey).toBe('');
    expect(anthropic.model).toBe('claude-sonnet-5-5');
    // Back to OpenRouter: its URL, key and model were kept for it.
    updateSettings({ provider: 'openai-compatible' });
    expect(toProviderSettings(currentSettings())).toEqual({ provider: 'openai-compatible', model: 'openai/gpt-5.4-mini', apiKey: 'sk-or-1', baseUrl: 'https://openrouter.ai/api/v1' });
  });

  it('keeps a base URL the user typed for that provider (a proxy) across switches', () => {
    let state = applyPatch(INITIAL_STATE, { provider: 'anthropic', baseUrl: 'https://proxy.example/anthropic' });
    state = applyPatch(state, { provider: 'gemini' });
    expect(activeSettings(state).baseUrl).toBe('');
    state = applyPatch(state, { provider: 'anthropic' });
    expect(activeSettings(state).baseUrl).toBe('https://proxy.example/anthropic');
  });

  it('stores keys per provider only when remembered, and migrates the one-key format without the leaked preset URL', () => {
    const store = memory();
    store.setItem(PREFS_KEY, JSON.stringify({ provider: 'anthropic', model: 'claude-x', baseUrl: 'https://openrouter.ai/api/v1' }));
    store.setItem('cmp.llm.apiKey', 'sk-ant-1');
    const migrated = loadState(store);
    expect(activeSettings(migrated)).toEqual({ provider: 'anthropic', model: 'claude-x', baseUrl: '', apiKey: 'sk-ant-1', remember: true });
    saveState(store, applyPatch(migrated, { provider: 'openai', apiKey: 'sk-oa-1' }));
    expect(store.items.get(keyStorageKey('anthropic'))).toBe('sk-ant-1');
    expect(store.items.get(keyStorageKey('openai'))).toBe('sk-oa-1');
    expect(store.items.has('cmp.llm.apiKey')).toBe(false);
    expect(activeSettings(loadState(store))).toMatchObject({ provider: 'openai', apiKey: 'sk-oa-1' });
    saveState(store, applyPatch(loadState(store), { remember: false }));
    expect([...store.items.keys()]).toEqual([PREFS_KEY]);
  });
});
