// A server's question mid-call through the broker: asked like an approval (the run's timer paused, the same time
// limit, withdrawn on Stop), whatever the policy; the request's time held; the log says what was asked and answered.
import { describe, expect, it, vi } from 'vitest';
import type { McpAnswer, McpCallLimits, McpQuestion, RequestGate, SandboxApi, ToolHook } from '../../contract';
import { createBroker } from '../dispatch';

const MCP = 'https://mcp.invalid/shop';
const QUESTION: McpQuestion = {
  server: 'shop', tool: 'order', message: 'Which size?', mode: 'form',
  fields: [{ name: 'size', title: 'Size', required: true, kind: 'choice', multiple: false, options: [{ value: 'm', label: 'M' }] }],
};

/** A tool that asks one question through its call's handler, then answers with what it got. */
function asking(delayMs = 0): ToolHook {
  return {
    annotations: () => ({ readOnlyHint: true }),
    list: () => [{ name: 'order', annotations: { readOnlyHint: true } }],
    async call(_tool, _args, signal, limits: McpCallLimits = {}) {
      const answer = limits.onQuestion ? await limits.onQuestion(QUESTION, signal) : { action: 'none' };
      await new Promise((r) => setTimeout(r, delayMs));
      if (signal.aborted) return { ok: false, kind: 'timeout', error: 'the call was given up' };
      return { ok: true, isError: false, value: answer, text: '' };
    },
  };
}

function broker(gate: RequestGate | undefined, deps: Parameters<typeof createBroker>[1] = {}, tools = asking()) {
  const api: SandboxApi = { name: 'shop', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/shop/' }], baseUrl: MCP, tools };
  return createBroker({ ...api, ...(gate ? { requests: gate } : {}) }, deps);
}

const order = { method: 'POST', url: `${MCP}/order`, headers: {}, body: '{}' };
const valueOf = (reply: { ok: boolean; body?: Uint8Array }): unknown => JSON.parse(new TextDecoder().decode(reply.body));

describe('questions a server asks mid-call', () => {
  it('are asked whatever the policy, pause the run timer, and are logged with the answer', async () => {
    const answer = vi.fn((q: McpQuestion): Promise<McpAnswer> => Promise.resolve(q.mode === 'form' ? { action: 'accept', content: { size: 'm' } } : { action: 'decline' }));
    const waits: boolean[] = [];
    const { reply, log } = await broker({ policy: 'allow-all', answer }, { onApprovalWait: (w) => waits.push(w) }).request(order);
    expect(answer).toHaveBeenCalledWith(QUESTION, expect.any(AbortSignal));
    expect(reply.ok && valueOf(reply)).toEqual({ action: 'accept', content: { size: 'm' } });
    expect(waits).toEqual([true, false]);
    expect(log.questions).toEqual(['shop asked size ("Which size?"): accepted size="m"']);
  });

  it('in privacy mode the log leaves the answer\'s values out', async () => {
    const answer = () => Promise.resolve<McpAnswer>({ action: 'accept', content: { size: 'm' } });
    const { log } = await broker({ policy: 'ask', answer }, { restore: (r) => r }).request(order);
    expect(log.questions).toEqual(['shop asked size ("Which size?"): accepted size=…']);
  });

  it('with nobody to ask, no answer in time, or a stopped run, the server hears cancel', async () => {
    expect(valueOf((await broker({ policy: 'ask' }).request(order)).reply as { ok: boolean; body: Uint8Array })).toEqual({ action: 'cancel' });
    const never = () => new Promise<McpAnswer>(() => undefined);
    const late = await broker({ policy: 'ask', answer: never }, { approvalTimeoutMs: 20 }).request(order);
    expect(late.reply.ok && valueOf(late.reply)).toEqual({ action: 'cancel' });
    expect(late.log.questions).toEqual(['shop asked size ("Which size?"): cancelled']);
    const stop = new AbortController();
    const withdrawn = vi.fn();
    const asked = (_q: McpQuestion, signal: AbortSignal) => new Promise<McpAnswer>(() => signal.addEventListener('abort', withdrawn));
    const pending = broker({ policy: 'ask', answer: asked }).request(order, stop.signal);
    await new Promise((r) => setTimeout(r, 10));
    stop.abort();
    await pending;
    expect(withdrawn).toHaveBeenCalled();
  });

  it('the user\'s time to answer is not the request\'s: the cap is held meanwhile and counted as waitedMs', async () => {
    const slow = () => new Promise<McpAnswer>((r) => setTimeout(() => r({ action: 'decline' }), 120));
    const { reply, log } = await broker({ policy: 'ask', answer: slow }, { toolCapMs: 80 }).request(order);
    expect(reply.ok && valueOf(reply)).toEqual({ action: 'decline' });
    expect(log.waitedMs).toBeGreaterThanOrEqual(100);
    expect(log.ms).toBeLessThan(80);
  });
});
