// The loop against the strict fake: errors inside streams are retried, stated waits are honoured, empty replies are
// explained and the chat continues, and a final error says each thing once.
import { describe, expect, it } from 'vitest';
import { useFakeLlm } from '../../../test-support/fake-llm/useFakeLlm';
import type { FakeTurn } from '../../../test-support/fake-llm/types';
import { execResult, FakeCatalog, FakeRunner } from '../../../test-support/mcpFakes';
import { createProvider } from '../llm/createProvider';
import type { ChatMessage, ProviderId } from '../llm/types';
import { createCodeModeServer } from '../surfaces/codeModeServer';
import { connectInMemory } from '../surfaces/connect';
import { runAgent } from './runAgent';
import type { AgentEvent } from './types';

// Every request must be one the real provider accepts.
const fake = useFakeLlm({ strict: true });

const PROVIDERS: ProviderId[] = ['openai', 'anthropic', 'gemini'];

async function chat(provider: ProviderId, turns: FakeTurn[] | null, messages: ChatMessage[]) {
  if (turns) fake().state.script({ scenario: 'agent', turns });
  const baseUrl = provider === 'openai' ? `${fake().url}/v1` : fake().url;
  const llm = createProvider({ provider, model: 'fake-model', apiKey: 'sk-test-0123456789', baseUrl });
  const client = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner: new FakeRunner([execResult({ result: 1 })]) }));
  const events: AgentEvent[] = [];
  const waits: number[] = [];
  const summary = await runAgent({
    mode: 'code', provider: llm, model: 'fake-model', client, systemPrompt: 'sys', messages,
    onEvent: (e) => events.push(e),
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    retry: { random: () => 0.5 },
  });
  await client.close();
  return { summary, events, waits, retries: events.filter((e) => e.type === 'retry') };
}

const hi: ChatMessage[] = [{ role: 'user', content: 'hi' }];

describe.each(PROVIDERS)('%s', (provider) => {
  it('retries an overloaded error that arrives inside the stream, then answers', async () => {
    const { summary, retries } = await chat(provider, [{ type: 'stream-error', error: 'overloaded', text: 'Half an ans' }, { type: 'text', text: 'The whole answer.' }], hi);
    expect(summary.error).toBeUndefined();
    expect(summary.answer).toBe('The whole answer.');
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ waitMs: 1000, asked: false, reason: 'Overloaded (mid-answer)' });
  });

  it('explains in plain words when the in-stream errors outlast the retries', async () => {
    const turns = Array.from({ length: 5 }, (): FakeTurn => ({ type: 'stream-error', error: 'overloaded' }));
    const { summary, waits } = await chat(provider, turns, hi);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(summary.error?.kind).toBe('server');
    expect(summary.error?.message).toMatch(/overloaded/i);
    expect(summary.error?.message).toContain('4 retries');
    expect(summary.error?.message).not.toMatch(/[{}]/);
  });

  it('explains an empty reply and the next message of the chat still works', async () => {
    const first = await chat(provider, [{ type: 'empty', reason: 'safety' }, { type: 'template', template: 'Asked: {{lastUserMessage}}' }], hi);
    expect(first.summary.ok).toBe(true);
    expect(first.summary.turns[0]).toMatchObject({ text: '', stopReason: 'blocked' });
    const next = await chat(provider, null, [...first.summary.messages, { role: 'user', content: 'try again' }]);
    expect(next.summary.error).toBeUndefined();
    expect(next.summary.answer).toMatch(/^Asked: .*try again$/);
  });

  it('says a rejected request once, not wrapped in itself', async () => {
    const { summary } = await chat(provider, [{ type: 'error', status: 400, message: 'Invalid schema for function' }], hi);
    expect(summary.error?.kind).toBe('bad-request');
    expect(summary.error?.message.match(/rejected the request/g)).toHaveLength(1);
    expect(summary.error?.message.match(/HTTP 400/g)).toHaveLength(1);
  });
});

describe('waits', () => {
  it('waits as long as the body says (OpenAI "try again in 1.2s", Gemini RetryInfo) and says so in the trace', async () => {
    const openai = await chat('openai', [{ type: 'error', preset: 'rate-limit', waitInBody: 1.2 }, { type: 'text', text: 'ok' }], hi);
    expect(openai.waits).toEqual([1200]);
    expect(openai.retries[0]).toMatchObject({ waitMs: 1200, asked: true, maxRetries: 4, reason: 'Rate limited (HTTP 429)' });
    const gemini = await chat('gemini', [{ type: 'error', preset: 'rate-limit', waitInBody: 2 }, { type: 'text', text: 'ok' }], hi);
    expect(gemini.waits).toEqual([2000]);
  });

  it('backs off 1, 2, 4, 8 s with jitter when no wait is stated', async () => {
    const turns = Array.from({ length: 5 }, (): FakeTurn => ({ type: 'error', status: 503 }));
    const { waits } = await chat('anthropic', turns, hi);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });
});
