import { describe, expect, it, vi } from 'vitest';
import { UserWaits } from '../../core/surfaces';
import type { ApprovalDecision, SandboxApi } from '../../sandbox';
import type { McpCallOutcome } from '../../core/sources';
import { brokerExecutor, watchedGate } from './agentTools';

// brokerExecutor loads the sandbox package, whose worker bundle only the Vite build provides (never started here).
vi.mock('virtual:cmp-sandbox-worker', () => ({ default: '', PYODIDE_DIR: '', STDLIB_ZIP: '' }));

const req = { method: 'POST', url: 'https://x/a', headers: {}, bodyPreview: '', bodyBytes: 0, bodyTruncated: false };

describe('watchedGate', () => {
  it('counts a question as a wait on the user until it is answered, or withdrawn even if the asker never answers', async () => {
    const waits = new UserWaits();
    const seen: boolean[] = [];
    waits.subscribe((w) => seen.push(w));
    let answer: (d: ApprovalDecision) => void = () => undefined;
    const gate = watchedGate({ policy: 'ask', approve: () => new Promise((r) => (answer = r)) }, waits);
    const first = gate.approve!(req, new AbortController().signal);
    expect(waits.waiting).toBe(true);
    answer('allow');
    expect(await first).toBe('allow');
    expect(waits.waiting).toBe(false);

    const silent = watchedGate({ policy: 'ask', approve: () => new Promise<ApprovalDecision>(() => undefined) }, waits);
    const stop = new AbortController();
    const second = silent.approve!(req, stop.signal);
    expect(waits.waiting).toBe(true);
    stop.abort();
    expect(await second).toBe('deny');
    expect(waits.waiting).toBe(false);
    expect(seen).toEqual([true, false, true, false]);
  });

  it('leaves a gate without anyone to ask as it is', () => {
    const gate = { policy: 'read-only' as const };
    expect(watchedGate(gate, new UserWaits())).toBe(gate);
  });
});

describe('brokerExecutor', () => {
  it('shows an MCP tool\'s progress while a classic or dual tool call waits, and clears it when the call settles', async () => {
    const lines: Array<string | null> = [];
    let finish: (o: McpCallOutcome) => void = () => undefined;
    const tools: NonNullable<SandboxApi['tools']> = {
      annotations: () => ({ readOnlyHint: true }),
      list: () => [{ name: 'slow', annotations: { readOnlyHint: true } }],
      call(_tool, _args, _signal, limits) {
        limits?.onProgress?.({ progress: 1, total: 2, message: 'half' });
        return new Promise((resolve) => (finish = resolve));
      },
    };
    const api: SandboxApi = { name: 'ops', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/ops/' }], baseUrl: 'https://mcp.invalid/ops', tools };
    const http = await brokerExecutor({ ...api, apis: [api] }, undefined, (line) => lines.push(line));
    const reply = http({ method: 'POST', url: 'https://mcp.invalid/ops/slow', headers: {}, body: '{}' }, new AbortController().signal);
    await vi.waitFor(() => expect(lines).toEqual(['slow: 1 of 2 · half']));
    finish({ ok: true, isError: false, value: 'done', text: 'done' });
    expect(await reply).toMatchObject({ ok: true, bodyText: 'done' });
    expect(lines).toEqual(['slow: 1 of 2 · half', null]);
  });
});
