// The native modes' reasons come from the descriptors: by provider name, or by the model a feature leaves out.
import { describe, expect, it } from 'vitest';
import { modeUnavailable, runnableModes, unavailableModes } from './availability';

describe('unavailableModes', () => {
  it('names the provider that does not offer a native mode', () => {
    expect(unavailableModes('gemini', 'gemini-3-pro')).toEqual({
      'tool-search': 'not offered by Google Gemini', 'tool-search-local': 'not offered by Google Gemini', programmatic: 'not offered by Google Gemini',
    });
    expect(unavailableModes('openai-compatible', 'llama3')['tool-search']).toBe('not offered by the OpenAI-compatible server');
  });

  it('names the feature a model lacks, and offers every mode on a model that has it', () => {
    expect(unavailableModes('anthropic', 'claude-sonnet-4-20250514')['tool-search']).toBe('needs a model that supports tool search (claude-sonnet-4-20250514 does not)');
    // Anthropic's tool search docs list Haiku 4.5; its programmatic calling docs did not.
    expect(unavailableModes('anthropic', 'claude-haiku-4-5')['tool-search']).toBeUndefined();
    expect(unavailableModes('anthropic', 'claude-haiku-4-5').programmatic).toBe('needs a model that supports programmatic tool calling (claude-haiku-4-5 does not)');
    expect(unavailableModes('anthropic', 'claude-sonnet-5-5')).toEqual({});
    expect(modeUnavailable('gemini', 'x', 'classic')).toBeNull();
  });
});

describe('runnableModes', () => {
  it('leaves out a chosen mode the provider or model does not offer, as its disabled checkbox shows', () => {
    const chosen = ['classic', 'programmatic', 'code', 'tool-search'] as const;
    expect(runnableModes(chosen, unavailableModes('gemini', 'gemini-3-pro'))).toEqual(['classic', 'code']);
    expect(runnableModes(chosen, unavailableModes('anthropic', 'claude-sonnet-4-20250514'))).toEqual(['classic', 'code']);
    expect(runnableModes(chosen, unavailableModes('anthropic', 'claude-haiku-4-5'))).toEqual(['classic', 'code', 'tool-search']);
  });

  it('runs the same choice again on a model that offers it (the choice is kept while the model is typed)', () => {
    const chosen = ['programmatic', 'classic'] as const;
    expect(runnableModes(chosen, unavailableModes('anthropic', 'claude-sonnet-5-5'))).toEqual(['classic', 'programmatic']);
    expect(runnableModes(chosen, unavailableModes('openai', 'gpt-5.4-mini'))).toEqual(['classic', 'programmatic']);
  });
});
