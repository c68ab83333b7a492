// Privacy mode at the tool step (issue 26): whatever the tool echoes of a value the vault knows — in the result
// text, a traceback, a request URL — reaches the model and the trace's stored step as its token.
import { describe, expect, it } from 'vitest';
import type { McpToolClient, ToolCallOutcome } from '../surfaces/types';
import { PrivacyVault } from '../privacy';
import { runToolStep } from './toolStep';

const client = (outcome: ToolCallOutcome): McpToolClient => ({
  listTools: () => Promise.resolve([]),
  callTool: () => Promise.resolve(outcome),
  close: () => Promise.resolve(),
});

async function step(outcome: ToolCallOutcome, vault: PrivacyVault) {
  return runToolStep({ id: 'c1', name: 'execute', argumentsJson: '{"code": "print(1)"}' }, {
    client: client(outcome), turn: 1, index: 0, now: () => 0, emitStart: () => undefined, privacy: vault,
  });
}

describe('runToolStep with privacy mode', () => {
  it('tokenizes known values in the text, the request log and the off-ramp path the step keeps', async () => {
    const vault = new PrivacyVault(['name', 'address']);
    vault.tokenize('{"name": "Zelda Quarrington", "address": "1 Quarry Lane, Leeds", "phone": "+1 415 555 0142"}');
    const url = 'https://api.example/orders?name=Zelda%20Quarrington&phone=%2B1%20415%20555%200142';
    const text = [
      'Error: ValueError: no order for Zelda Quarrington',
      'stdout:\nDear Zelda Quarrington,\nShip to 1 Quarry Lane, Leeds\n{"note": "Zelda Quarrington"}',
      `HTTP: 1 request:\n- GET ${url} → 200`,
    ].join('\n\n');
    const { step: s, message } = await step({
      text, isError: true,
      requests: [{ method: 'GET', url, status: 200, ms: 1, bytes: 2, allowed: true }, { method: 'GET', url: 'https://evil.example/?n=Zelda+Quarrington', status: null, ms: 0, bytes: 0, allowed: false, reason: 'denied for Zelda Quarrington' }],
      offRamp: { path: '/data/Zelda Quarrington.json', tokensKeptOut: 10, bytes: 100 },
    }, vault);
    const seen = JSON.stringify({ content: message.content, resultText: s.resultText, requests: s.requests, offRamp: s.offRamp });
    expect(seen).not.toMatch(/Zelda|Quarr|415/);
    expect(message.content).toContain('no order for [NAME_1]');
    expect(message.content).toContain('Ship to [ADDRESS_1]');
    expect(s.requests[0]?.url).toBe('https://api.example/orders?name=[NAME_1]&phone=[PHONE_1]');
    expect(s.realText).toContain('Zelda Quarrington');
  });
});
