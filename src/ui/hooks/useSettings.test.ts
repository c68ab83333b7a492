import { describe, expect, it } from 'vitest';
import { missingSetting, toProviderSettings, type LlmSettings } from './useSettings';

const base: LlmSettings = { provider: 'openai', model: 'gpt-4.1-mini', apiKey: ' sk-1 ', baseUrl: ' ', remember: false };

describe('LLM settings', () => {
  it('names what is missing before a run can start', () => {
    expect(missingSetting({ ...base, apiKey: '' })).toMatch(/API key/);
    expect(missingSetting({ ...base, model: ' ' })).toMatch(/model/);
    expect(missingSetting({ ...base, provider: 'openai-compatible', apiKey: '' })).toMatch(/base URL/);
    // Local OpenAI-compatible servers need no key.
    expect(missingSetting({ ...base, provider: 'openai-compatible', apiKey: '', baseUrl: 'http://127.0.0.1:4013/v1' })).toBeNull();
    expect(missingSetting(base)).toBeNull();
  });

  it('trims values and leaves an empty base URL to the SDK default', () => {
    expect(toProviderSettings(base)).toEqual({ provider: 'openai', model: 'gpt-4.1-mini', apiKey: 'sk-1', baseUrl: undefined });
  });
});
