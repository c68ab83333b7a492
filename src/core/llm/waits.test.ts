// Reading the wait a provider asks for: headers, the text of its error, Google RetryInfo.
import { describe, expect, it } from 'vitest';
import { formatSeconds, googleRetryDelay, retryAfterFromHeaders, waitFromText } from './waits';

describe('waitFromText', () => {
  it.each([
    ['Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000. Please try again in 1.2s. Visit https://platform.openai.com', 1.2],
    ['Please try again in 20ms.', 0.02],
    ['Please try again in 1m30.5s.', 90.5],
    ['Please try again in 114h18m0s. Visit', 114 * 3600 + 18 * 60],
    ['Rate limit reached for model `llama` (Groq): Please try again in 7.66s.', 7.66],
    ['Requests have exceeded call rate limit. Please retry after 3 seconds.', 3],
  ])('%s → %s s', (text, seconds) => {
    expect(waitFromText(text)).toBeCloseTo(seconds, 6);
  });

  it('finds nothing where no wait is stated', () => {
    expect(waitFromText('Rate limit reached for requests. Please try again later.')).toBeUndefined();
    expect(waitFromText('try again in a bit')).toBeUndefined();
  });
});

describe('googleRetryDelay', () => {
  it('reads RetryInfo.retryDelay among the details', () => {
    const details = [{ '@type': 'type.googleapis.com/google.rpc.QuotaFailure' }, { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.5s' }];
    expect(googleRetryDelay(details)).toBe(0.5);
    expect(googleRetryDelay([{ retryDelay: '44s' }])).toBe(44);
    expect(googleRetryDelay([{ retryDelay: 'soon' }])).toBeUndefined();
    expect(googleRetryDelay(undefined)).toBeUndefined();
  });
});

describe('headers and formatting', () => {
  it('reads Retry-After only when the browser exposes it', () => {
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '3' }))).toBe(3);
    expect(retryAfterFromHeaders(new Headers())).toBeUndefined();
  });

  it('formats seconds for messages', () => {
    expect([formatSeconds(0.02), formatSeconds(1.2), formatSeconds(90)]).toEqual(['20 ms', '1.2 s', '90 s']);
  });
});
