// The retry policy: the provider's wait when stated, else 1, 2, 4, 8 s with ±25 % jitter, capped and bounded.
import { describe, expect, it } from 'vitest';
import { LlmError } from '../llm/types';
import { retryDelay, retryReason } from './retry';

const server = new LlmError('server', 'Google Gemini had a server error (HTTP 503).', { status: 503 });

describe('retryDelay', () => {
  it('doubles from 1 s up to 8 s with the nominal value at random 0.5', () => {
    const waits = [1, 2, 3, 4, 5].map((attempt) => retryDelay(server, attempt, { random: () => 0.5 }));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000].map((ms) => ({ ms, asked: false })));
  });

  it('jitters by ±25 % and never passes the cap', () => {
    expect(retryDelay(server, 2, { random: () => 0 })?.ms).toBe(1500);
    expect(retryDelay(server, 2, { random: () => 0.999 })?.ms).toBe(2499);
    expect(retryDelay(server, 4, { random: () => 0.999 })?.ms).toBe(8000);
  });

  it('waits exactly what the provider asked, and refuses waits over the limit', () => {
    const asked = new LlmError('rate-limit', 'x', { status: 429, retryAfter: 1.2 });
    expect(retryDelay(asked, 3, {})).toEqual({ ms: 1200, asked: true });
    expect(retryDelay(new LlmError('rate-limit', 'x', { retryAfter: 61 }), 1, {})).toBeUndefined();
    expect(retryDelay(new LlmError('rate-limit', 'x', { retryAfter: 61 }), 1, { maxDelayMs: 120_000 })).toEqual({ ms: 61_000, asked: true });
  });
});

describe('retryReason', () => {
  it('names what failed and where', () => {
    expect(retryReason(new LlmError('rate-limit', 'x', { status: 429 }))).toBe('Rate limited (HTTP 429)');
    expect(retryReason(new LlmError('server', 'Anthropic is overloaded (mid-answer).', { code: 'overloaded_error', inStream: true }))).toBe('Overloaded (mid-answer)');
    expect(retryReason(new LlmError('server', 'Anthropic is overloaded (HTTP 529).', { status: 529 }))).toBe('Overloaded (HTTP 529)');
    expect(retryReason(server)).toBe('Server error (HTTP 503)');
  });
});
