// The fake LLM server's own control API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlmServer } from './server';
import { fakeLlmRequests, fakeLlmStatus, resetFakeLlm, scriptFakeLlm, useScenario } from './client';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlm({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const chat = (model: string, tools: string[], extra: Record<string, unknown> = {}) =>
  fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
    body: JSON.stringify({
      model,
      messages: [{ role: 'user', content: 'hi' }],
      tools: tools.map((name) => ({ type: 'function', function: { name, parameters: {} } })),
      ...extra,
    }),
  });

describe('fake LLM control API', () => {
  it('picks turns by `when`, by model-named scenario, and reports what was consumed', async () => {
    await resetFakeLlm(server.url);
    await scriptFakeLlm([
      { scenario: 'other', turns: [{ type: 'text', text: 'from other' }] },
      {
        scenario: 'compare',
        turns: [
          { type: 'text', text: 'code answer', when: { toolOffered: 'execute' } },
          { type: 'text', text: 'classic answer', when: { toolNotOffered: 'execute' } },
        ],
      },
    ], server.url);
    const classic = (await (await chat('m', ['listBreweries'])).json()) as { choices: { message: { content: string } }[] };
    expect(classic.choices[0]!.message.content).toBe('classic answer');
    const code = (await (await chat('m', ['search', 'execute'])).json()) as { choices: { message: { content: string } }[] };
    expect(code.choices[0]!.message.content).toBe('code answer');
    const byModel = (await (await chat('other', [])).json()) as { choices: { message: { content: string } }[] };
    expect(byModel.choices[0]!.message.content).toBe('from other');
    expect(await fakeLlmStatus(server.url)).toEqual([
      { scenario: 'other', total: 1, consumed: [0] },
      { scenario: 'compare', total: 2, consumed: [0, 1] },
    ]);
    const recorded = await fakeLlmRequests(server.url, 'compare');
    expect(recorded.map((r) => r.tools)).toEqual([['listBreweries'], ['search', 'execute']]);
    expect(recorded[0]!.headers.authorization).toBe('Bearer k');
  });

  it('answers with a clear 400 when the script is used up', async () => {
    await useScenario('short', [{ type: 'text', text: 'once' }], server.url);
    expect((await chat('m', [])).status).toBe(200);
    const res = await chat('m', []);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('scenario "short" has no matching turn left');
  });

  it('allows cross-origin calls with the SDK headers and lists models', async () => {
    const preflight = await fetch(`${server.url}/v1/messages`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, anthropic-dangerous-direct-browser-access, x-stainless-os',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('anthropic-dangerous-direct-browser-access');
    await useScenario('listed', [], server.url);
    const models = (await (await fetch(`${server.url}/v1/models`)).json()) as { data: { id: string }[] };
    expect(models.data.map((m) => m.id)).toContain('listed');
  });
});
