import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../core/llm/providers';
import { modelListNote, modelOptions } from './modelOptions';

describe('model picker options', () => {
  it('offers what the key can use once the provider listed it, else the curated suggestions', () => {
    expect(modelOptions('anthropic', { status: 'idle' }).map((o) => o.id)).toEqual(PROVIDERS.anthropic.models.map((m) => m.id));
    const listed = modelOptions('anthropic', { status: 'ok', models: [{ id: 'claude-x', label: 'Claude X' }, { id: 'claude-old', deprecated: true }] });
    expect(listed).toEqual([{ id: 'claude-x', label: 'Claude X' }, { id: 'claude-old', label: 'deprecated' }]);
    expect(modelOptions('gemini', { status: 'error', message: 'no' })[0]?.id).toBe('gemini-flash-latest');
  });

  it('says where the suggestions come from', () => {
    expect(modelListNote('openai', { status: 'ok', models: [{ id: 'gpt-5.5' }] })).toBe('1 model your key can use, listed by OpenAI; any other id works too.');
    expect(modelListNote('openai', { status: 'error', message: 'OpenAI refused the key (HTTP 401); the model list needs a valid key.' })).toMatch(/HTTP 401.*Showing suggestions\.$/);
  });
});
