// Issue 26: the LLM key and target-API credentials are redacted in every spelling a body or URL can carry them.
import { describe, expect, it } from 'vitest';
import { scrubSecrets } from '../errors';
import { createRawRecorder } from './recorder';
import { redactText } from './redact';

const KEY = 'cmp/llm+e2e/SECRET-9f8e7d6c';

describe('redactText covers every encoding of a secret', () => {
  it('a provider error echoing the key JSON-escaped (\\/ as OpenAI writes it, \\u002f, \\u002B)', () => {
    const body = JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}.` } }).replace(/\//g, '\\/');
    const out = redactText(body, [KEY]);
    expect(out).not.toContain('SECRET');
    expect(JSON.stringify(JSON.parse(out))).not.toContain('SECRET');
    expect(redactText('"cmp\\u002fllm\\u002Be2e\\/SECRET-9f8e7d6c"', [KEY])).toBe('"[redacted]"');
  });

  it('percent-encoded in either hex case, with + or %2B', () => {
    expect(redactText(`?k=${encodeURIComponent(KEY)}`, [KEY])).toBe('?k=[redacted]');
    expect(redactText('?k=cmp%2fllm%2be2e%2fSECRET-9f8e7d6c', [KEY])).toBe('?k=[redacted]');
  });

  it('base64 of user:key in a Basic Authorization value, and of the key alone', () => {
    const basic = Buffer.from(`alice:${KEY}`).toString('base64');
    expect(redactText(`authorization: Basic ${basic}`, [KEY])).toBe('authorization: Basic [redacted]');
    expect(redactText(`{"echo": "${Buffer.from(KEY).toString('base64')}"}`, [KEY])).toBe('{"echo": "[redacted]"}');
    expect(redactText('plain base64 aGVsbG8gd29ybGQ= stays', [KEY])).toBe('plain base64 aGVsbG8gd29ybGQ= stays');
  });

  it('error messages shown in the page scrub the same spellings', () => {
    expect(scrubSecrets('bad key cmp\\/llm+e2e\\/SECRET-9f8e7d6c', KEY)).toBe('bad key [redacted key]');
  });
});

describe('createRawRecorder', () => {
  it('stores a 401 body that echoes the key with \\/ without any spelling of the key', async () => {
    const echoed = JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}.`, code: 'invalid_api_key' } }).replace(/\//g, '\\/');
    const recorder = createRawRecorder([KEY], () => Promise.resolve(new Response(echoed, { status: 401, headers: { 'content-type': 'application/json' } })));
    const res = await recorder.fetch(`https://llm.example/v1/chat/completions?key=${encodeURIComponent(KEY)}`, { method: 'POST', body: '{}', headers: { Authorization: `Bearer ${KEY}` } });
    await res.text();
    const stored = JSON.stringify(recorder.last());
    expect(stored).not.toContain('SECRET');
    expect(recorder.last()?.responseBody.text).toContain('Incorrect API key provided: [redacted].');
  });
});
