// The 2026-07-28 rounds run by hand, against a client that answers from a script: what each retried leg carries,
// the pause before a state-only leg, the round cap, and a request the page does not answer.
import { SdkError, SdkErrorCode, type Client, type Result } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { callAnsweringInput, MAX_INPUT_ROUNDS } from './inputRequired';

type Leg = Record<string, unknown>;
function scripted(answers: Result[]): { client: Client; legs: Leg[] } {
  const legs: Leg[] = [];
  const request = (req: { method: string; params: Leg }, _schema: unknown, options: { allowInputRequired?: boolean }) => {
    expect(req.method).toBe('tools/call');
    expect(options.allowInputRequired).toBe(true);
    legs.push(req.params);
    return Promise.resolve(answers[Math.min(legs.length, answers.length) - 1]);
  };
  return { client: { request } as unknown as Client, legs };
}

const elicit = (message: string) => ({ method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: {} } } });
const asks = (inputRequests: Record<string, unknown> | undefined, requestState?: string): Result =>
  ({ resultType: 'input_required', ...(inputRequests ? { inputRequests } : {}), ...(requestState !== undefined ? { requestState } : {}) });
const done: Result = { content: [{ type: 'text', text: 'ok' }] };
const params = { name: 'quote', arguments: { to: 'bob' } };

describe('callAnsweringInput', () => {
  it('answers each question of a round, then sends the call again with the answers and the state echoed as sent', async () => {
    const { client, legs } = scripted([asks({ a: elicit('one'), b: elicit('two') }, 'opaque=1'), asks({ c: elicit('three') }), done]);
    const seen: string[] = [];
    const out = await callAnsweringInput(client, params, {}, (p) => (seen.push(String(p.message)), Promise.resolve({ action: 'accept', content: {} })));
    expect(out).toBe(done);
    expect(seen).toEqual(['one', 'two', 'three']);
    expect(legs).toEqual([
      params,
      { ...params, inputResponses: { a: { action: 'accept', content: {} }, b: { action: 'accept', content: {} } }, requestState: 'opaque=1' },
      { ...params, inputResponses: { c: { action: 'accept', content: {} } } },
    ]);
  });

  it('a leg that only carries requestState waits a moment before it is sent again', async () => {
    const { client, legs } = scripted([asks(undefined, 's'), done]);
    const started = Date.now();
    await callAnsweringInput(client, params, {}, () => Promise.reject(new Error('nothing to ask')));
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(legs[1]).toEqual({ ...params, requestState: 's' });
  });

  it(`gives up after ${MAX_INPUT_ROUNDS} rounds of answers`, async () => {
    const { client, legs } = scripted([asks({ a: elicit('again') })]);
    const out = callAnsweringInput(client, params, {}, () => Promise.resolve({ action: 'decline' }));
    await expect(out).rejects.toMatchObject({ code: SdkErrorCode.InputRequiredRoundsExceeded });
    expect(legs).toHaveLength(MAX_INPUT_ROUNDS + 1);
  });

  it('a request for sampling is refused by name, and nothing is asked', async () => {
    const { client } = scripted([asks({ s: { method: 'sampling/createMessage', params: {} } })]);
    const out = callAnsweringInput(client, params, {}, () => Promise.reject(new Error('not asked')));
    await expect(out).rejects.toBeInstanceOf(SdkError);
    await expect(out).rejects.toThrow(/sampling\/createMessage.*answers only elicitation\/create/);
  });

  it('a stop during the pause ends the call at once', async () => {
    const { client } = scripted([asks(undefined, 's')]);
    const stop = new AbortController();
    const out = callAnsweringInput(client, params, { signal: stop.signal }, () => Promise.reject(new Error('not asked')));
    stop.abort(new Error('stopped'));
    await expect(out).rejects.toThrow('stopped');
  });
});
