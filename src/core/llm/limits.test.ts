// The limits table and the classic-mode feasibility check built on it (chat and compare show these messages).
import { describe, expect, it } from 'vitest';
import { checkRequestLimits, contextWindowOf, findModel, PROVIDER_LIMITS, PROVIDERS } from './providers';

describe('provider limits', () => {
  it('has one documented source for every limit', () => {
    for (const limits of Object.values(PROVIDER_LIMITS)) {
      for (const entry of Object.values(limits)) expect((entry as { source: string }).source.length).toBeGreaterThan(20);
    }
  });

  it('OpenAI: Slack (174 operations) is over the 128-tool cap; the message has both numbers and the source', () => {
    const check = checkRequestLimits({ provider: 'openai', model: 'gpt-5.4-mini', toolCount: 174, promptTokens: 0 });
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([expect.objectContaining({ kind: 'tools', actual: 174, max: 128 })]);
    expect(check.reasons[0]).toBe('OpenAI accepts at most 128 tools per request; classic mode needs 174 (one per operation).');
    expect(check.problems[0]?.source).toContain('A max of 128 functions are supported');
    expect(checkRequestLimits({ provider: 'openai', model: 'gpt-5.4-mini', toolCount: 128, promptTokens: 0 }).ok).toBe(true);
  });

  it('Gemini: 512 function declarations (Gemini API), not the Vertex AI 64, so Spotify, Slack and Stripe fit', () => {
    for (const toolCount of [88, 174, 452]) expect(checkRequestLimits({ provider: 'gemini', model: 'gemini-flash-latest', toolCount, promptTokens: 0 }).ok).toBe(true);
    const github = checkRequestLimits({ provider: 'gemini', model: 'gemini-flash-latest', toolCount: 1223, promptTokens: 0 });
    expect(github.reasons).toEqual(['Google Gemini accepts at most 512 tools per request; classic mode needs 1,223 (one per operation).']);
  });

  it('Anthropic: no tool cap, but a 32 MB request (MS Graph classic is about 180 MB)', () => {
    expect(checkRequestLimits({ provider: 'anthropic', model: 'claude-sonnet-5-5', toolCount: 1223, promptTokens: 0, requestBytes: 9_000_000 }).ok).toBe(true);
    const graph = checkRequestLimits({ provider: 'anthropic', model: 'claude-sonnet-5-5', toolCount: 11422, promptTokens: 0, requestBytes: 188_600_000 });
    expect(graph.reasons).toEqual(['Anthropic accepts requests of at most 32.0 MB; the classic tool definitions alone are 179.9 MB.']);
    expect(graph.problems[0]?.source).toContain('32 MB');
  });

  it('flags a prompt over the context window, preferring the window the provider listed for the key', () => {
    const curated = checkRequestLimits({ provider: 'openai', model: 'gpt-4.1-mini-2025-04-14', toolCount: 10, promptTokens: 2_000_000 });
    expect(curated.contextWindow).toBe(1_047_576);
    expect(curated.problems[0]).toMatchObject({ kind: 'context', source: 'OpenAI model documentation' });
    const listed = checkRequestLimits({ provider: 'anthropic', model: 'claude-new', toolCount: 10, promptTokens: 250_000, listed: [{ id: 'claude-new', contextWindow: 200_000 }] });
    expect(listed.problems[0]).toMatchObject({ kind: 'context', max: 200_000, source: 'Anthropic model list (fetched with your key)' });
    expect(contextWindowOf('anthropic', 'claude-unknown')).toBeUndefined();
  });

  it('has a default model among each provider suggestions, none the pinned SDK marks deprecated', () => {
    for (const info of Object.values(PROVIDERS)) expect(findModel(info.id, info.defaultModel)).toBeDefined();
    const ids = Object.values(PROVIDERS).flatMap((p) => p.models.map((m) => m.id));
    expect(ids).not.toContain('claude-sonnet-4-5');
  });
});
