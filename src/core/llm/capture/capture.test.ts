// The raw-exchange capture with a fake fetch at the edge: what is kept, what is redacted, where bodies are cut.
import { describe, expect, it } from 'vitest';
import { BODY_CAP, createRawRecorder, redactHeaders, redactText, redactUrl, type CaptureFetch } from './index';

const KEY = 'sk-unit-SECRET-abcdef0123456789';
const encoder = new TextEncoder();

/** A fetch that answers `chunks` as the body (one read per chunk) and remembers what it was given. */
function fakeFetch(chunks: string[], contentType = 'application/json', status = 200) {
  const seen: Array<{ url: string; init?: RequestInit }> = [];
  const fetch: CaptureFetch = (input, init) => {
    seen.push({ url: typeof input === 'string' ? input : 'not a string', init });
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks[i++];
        if (next === undefined) controller.close();
        else controller.enqueue(encoder.encode(next));
      },
    });
    return Promise.resolve(new Response(body, { status, headers: new Headers({ 'content-type': contentType, 'x-request-id': 'req_1' }) }));
  };
  return { fetch, seen };
}

describe('redaction', () => {
  it('blanks credential headers whatever their case, and a key inside any other header', () => {
    const out = redactHeaders([['Authorization', `Bearer ${KEY}`], ['x-api-key', KEY], ['X-Goog-Api-Key', KEY], ['x-note', `for ${KEY}`], ['content-type', 'application/json']], [KEY]);
    expect(out).toEqual([['Authorization', '[redacted]'], ['x-api-key', '[redacted]'], ['X-Goog-Api-Key', '[redacted]'], ['x-note', 'for [redacted]'], ['content-type', 'application/json']]);
  });

  it('blanks key= query parameters and literal keys in URLs', () => {
    expect(redactUrl('https://g.example/v1beta/models/m:streamGenerateContent?alt=sse&key=AIzaSyAbc123', [])).toBe('https://g.example/v1beta/models/m:streamGenerateContent?alt=sse&[redacted]'.replace('&[', '&key=['));
    expect(redactUrl('https://x.example/a?api_key=zzz&b=1', [])).toBe('https://x.example/a?api_key=[redacted]&b=1');
    expect(redactUrl(`https://x.example/${KEY}/a`, [KEY])).toBe('https://x.example/[redacted]/a');
  });
});

describe('createRawRecorder', () => {
  it('keeps method, URL, headers and the exact body sent, and the body as the SDK read it; no key anywhere', async () => {
    const { fetch, seen } = fakeFetch(['{"id":"x",', `"echo":"${KEY}"}`]);
    const recorder = createRawRecorder([KEY], fetch);
    const sent = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    const response = await recorder.fetch(`https://api.example/v1/chat/completions?key=${KEY}`, {
      method: 'post', body: sent, headers: new Headers({ authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }),
    });
    expect(recorder.last()?.incomplete).toBe(true);
    expect(await response.json()).toEqual({ id: 'x', echo: KEY });
    expect(seen[0]?.url).toContain(KEY);
    const raw = recorder.last();
    expect(raw).toMatchObject({
      method: 'POST', url: 'https://api.example/v1/chat/completions?key=[redacted]', status: 200, streamed: false,
      requestBody: { text: sent, bytes: sent.length, cut: false },
      responseBody: { text: '{"id":"x","echo":"[redacted]"}', cut: false },
    });
    expect(raw?.incomplete).toBeUndefined();
    expect(raw?.requestHeaders).toContainEqual(['authorization', '[redacted]']);
    expect(raw?.responseHeaders).toContainEqual(['x-request-id', 'req_1']);
    expect(JSON.stringify(raw)).not.toContain(KEY);
  });

  it('passes an event stream through chunk by chunk and records it as received', async () => {
    const events = ['data: {"a":1}\n\n', 'data: {"b":2}\n\n', 'data: [DONE]\n\n'];
    const recorder = createRawRecorder([KEY], fakeFetch(events, 'text/event-stream; charset=utf-8').fetch);
    const response = await recorder.fetch('https://api.example/v1/x', { method: 'POST', body: '{}' });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(events[0]);
    expect(recorder.last()).toMatchObject({ streamed: true, incomplete: true, responseBody: { text: events[0] } });
    while (!(await reader.read()).done);
    expect(recorder.last()).toMatchObject({ streamed: true, responseBody: { text: events.join(''), cut: false } });
    expect(recorder.last()?.incomplete).toBeUndefined();
  });

  it('cuts bodies past the cap, says so, counts every byte, and never leaves part of a key at the cut', async () => {
    const big = `${'x'.repeat(BODY_CAP - 5)}${KEY}${'y'.repeat(150_000)}`;
    const chunks = big.match(/[\s\S]{1,16384}/g) ?? [];
    const recorder = createRawRecorder([KEY], fakeFetch(chunks).fetch);
    const response = await recorder.fetch('https://api.example/v1/x', { method: 'POST', body: big });
    expect((await response.text()).length).toBe(big.length);
    const raw = recorder.last();
    for (const body of [raw?.requestBody, raw?.responseBody]) {
      expect(body?.cut).toBe(true);
      expect(body?.bytes).toBe(big.length);
      expect(body?.text).toHaveLength(BODY_CAP);
      expect(body?.text.endsWith('x[reda')).toBe(true);
      expect(body?.text).not.toContain(KEY.slice(0, 5));
    }
  });

  it('records a request that got no response, and the error reaches the SDK unchanged', async () => {
    const failure = new TypeError('Failed to fetch');
    const recorder = createRawRecorder([KEY], () => Promise.reject(failure));
    await expect(recorder.fetch('https://api.example/v1/x', { method: 'POST', body: '{}' })).rejects.toBe(failure);
    expect(recorder.last()).toMatchObject({ method: 'POST', incomplete: true, responseHeaders: [] });
    expect(recorder.last()?.status).toBeUndefined();
  });
});

describe('redactText', () => {
  it('also blanks other provider-key shapes, and leaves words that merely contain "sk-"', () => {
    expect(redactText('keys sk-proj-abcdefghijklmnop and AIzaSyA1234567890abcdef, a risk-assessment-framework-2024', [])).toBe('keys [redacted] and [redacted], a risk-assessment-framework-2024');
  });
});
