import { describe, expect, it } from 'vitest';
import { validateSettings } from '../../core/llm/providers';
import { settingsFieldFor } from './settingsField';

describe('settingsFieldFor', () => {
  it('names the field each settings problem asks for', () => {
    const base = { provider: 'openai' as const, model: 'gpt-4o-mini', apiKey: 'sk-x', baseUrl: '' };
    expect(settingsFieldFor(validateSettings({ ...base, model: '' }))).toBe('model');
    expect(settingsFieldFor(validateSettings({ ...base, apiKey: '' }))).toBe('key');
    expect(settingsFieldFor(validateSettings({ ...base, baseUrl: 'not a url' }))).toBe('base');
    expect(settingsFieldFor(validateSettings({ ...base, provider: 'openai-compatible' }))).toBe('base');
    expect(settingsFieldFor(null)).toBeNull();
    expect(settingsFieldFor('Load a spec first.')).toBeNull();
  });
});
