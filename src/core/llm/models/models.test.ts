// The model picker's list: each provider's endpoint, the key only in that provider's auth header, parsing and paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlmServer } from '../../../../test-support/fake-llm/server';
import { fakeLlmRequests, nonAuthText, resetFakeLlm } from '../../../../test-support/fake-llm/client';
import { listProviderModels, PROVIDERS } from '../providers';
import type { ProviderId } from '../types';
import { modelListGet } from './endpoints';
import { parseModelPage } from './parse';

const KEY = 'sk-models-SECRET-42';
let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlm({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

describe('model list requests', () => {
  it('asks each provider its own way, with the key in a header and never in the URL', () => {
    const get = (provider: ProviderId) => modelListGet({ provider, label: '', apiKey: KEY, baseUrl: PROVIDERS[provider].defaultBaseUrl });
    expect(get('openai')).toEqual({ url: 'https://api.openai.com/v1/models', headers: { Authorization: `Bearer ${KEY}` } });
    expect(get('anthropic')).toEqual({
      url: 'https://api.anthropic.com/v1/models?limit=1000',
      headers: { 'x-api-key': KEY, 'anthropic-version': '2023-06-01', 'anthropic-dangerous-direct-browser-access': 'true' },
    });
    expect(get('gemini')).toEqual({ url: 'https://generativelanguage.googleapis.com/v1beta/models?pageSize=1000', headers: { 'x-goog-api-key': KEY } });
    expect(modelListGet({ provider: 'openai-compatible', label: '', apiKey: '', baseUrl: 'http://localhost:11434/v1/' })).toEqual({ url: 'http://localhost:11434/v1/models', headers: {} });
    for (const p of ['openai', 'anthropic', 'gemini'] as const) expect(get(p).url).not.toContain(KEY);
  });

  it.each<[ProviderId, string]>([['openai', '/v1'], ['anthropic', ''], ['gemini', ''], ['openai-compatible', '/v1']])('%s: lists the fake server models; the key stays in the auth header', async (provider, suffix) => {
    await resetFakeLlm(server.url);
    const result = await listProviderModels({ provider, apiKey: KEY, baseUrl: `${server.url}${suffix}` });
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.models.map((m) => m.id)).toContain('fake-model');
    const [sent] = await fakeLlmRequests(server.url);
    expect(sent?.method).toBe('GET');
    expect(nonAuthText(sent!)).not.toContain(KEY);
  });

  it('says why a list could not be fetched, without the key', async () => {
    const denied = await listProviderModels({ provider: 'openai', apiKey: KEY, baseUrl: 'https://x.test/v1' }, { fetch: () => Promise.resolve(new Response('{}', { status: 401 })) });
    expect(denied).toEqual({ ok: false, status: 401, message: 'OpenAI refused the key (HTTP 401); the model list needs a valid key.' });
    const offline = await listProviderModels({ provider: 'anthropic', apiKey: KEY }, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(offline.ok).toBe(false);
    if (!offline.ok) expect(offline.message).not.toContain(KEY);
  });

  it('follows pages (Anthropic after_id, Gemini pageToken)', async () => {
    const urls: string[] = [];
    const pages = [{ data: [{ id: 'claude-a' }], has_more: true, last_id: 'claude-a' }, { data: [{ id: 'claude-b' }], has_more: false }];
    const fetchPages = (url: string | URL) => {
      urls.push(String(url));
      return Promise.resolve(Response.json(pages.shift()));
    };
    const result = await listProviderModels({ provider: 'anthropic', apiKey: KEY }, { fetch: fetchPages as typeof fetch });
    expect(result).toEqual({ ok: true, models: [{ id: 'claude-a' }, { id: 'claude-b' }] });
    expect(urls[1]).toBe('https://api.anthropic.com/v1/models?limit=1000&after_id=claude-a');
  });
});

describe('model list bodies', () => {
  it('Anthropic: skips retired models, keeps the context window and flags deprecated ones', () => {
    const page = parseModelPage('anthropic', { data: [
      { id: 'claude-new', display_name: 'Claude New', max_input_tokens: 1_000_000, lifecycle: 'active' },
      { id: 'claude-sonnet-4-5', lifecycle: 'deprecated' },
      { id: 'claude-2', lifecycle: 'retired' },
    ] });
    expect(page.models).toEqual([{ id: 'claude-new', label: 'Claude New', contextWindow: 1_000_000 }, { id: 'claude-sonnet-4-5', deprecated: true }]);
  });

  it('Gemini: only models that can generateContent, without "models/", with inputTokenLimit', () => {
    const page = parseModelPage('gemini', { models: [
      { name: 'models/gemini-flash-latest', inputTokenLimit: 1_048_576, supportedGenerationMethods: ['generateContent', 'countTokens'] },
      { name: 'models/text-embedding-004', supportedGenerationMethods: ['embedContent'] },
    ], nextPageToken: 'p2' });
    expect(page).toEqual({ models: [{ id: 'gemini-flash-latest', contextWindow: 1_048_576 }], next: 'p2' });
  });

  it('OpenAI: leaves out models that cannot chat; a compatible router keeps everything and its context_length', () => {
    const body = { data: [{ id: 'gpt-5.4-mini' }, { id: 'text-embedding-3-small' }, { id: 'whisper-1' }, { id: 'dall-e-3' }] };
    expect(parseModelPage('openai', body).models.map((m) => m.id)).toEqual(['gpt-5.4-mini']);
    expect(parseModelPage('openai-compatible', { data: [{ id: 'anthropic/claude-x', context_length: 200_000 }] }).models).toEqual([{ id: 'anthropic/claude-x', contextWindow: 200_000 }]);
  });
});
