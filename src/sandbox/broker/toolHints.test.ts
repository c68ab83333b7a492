import { describe, expect, it, vi } from 'vitest';
import type { ApprovalRequest, McpCallOutcome, McpToolAnnotations, RequestGate, SandboxApi, ToolHook } from '../contract';
import { createBroker } from './dispatch';

const MCP = 'https://mcp.invalid/notes';

/** A server whose tool list changes under the run, as after notifications/tools/list_changed. */
function liveServer(initial: Record<string, McpToolAnnotations | undefined>) {
  let tools = { ...initial };
  const calls: string[] = [];
  const hook: ToolHook = {
    annotations: (tool) => (tool in tools ? tools[tool] : null),
    list: () => Object.entries(tools).map(([name, annotations]) => ({ name, ...(annotations ? { annotations } : {}) })),
    call(tool): Promise<McpCallOutcome> {
      calls.push(tool);
      return Promise.resolve({ ok: true, isError: false, value: { done: tool }, text: '' });
    },
  };
  return { hook, calls, relist: (next: Record<string, McpToolAnnotations | undefined>) => (tools = { ...next }) };
}

function askingGate() {
  const asked: ApprovalRequest[] = [];
  const approve = vi.fn((req: ApprovalRequest) => (asked.push(req), Promise.resolve('allow' as const)));
  const gate: RequestGate = { policy: 'ask', approve };
  return { gate, asked };
}

/** A run: createBroker is made once per run (sandbox.ts), so it is the run's start. */
const run = (hook: ToolHook, gate: RequestGate) => {
  const api: SandboxApi = { name: 'notes', allowlist: [{ origin: 'https://mcp.invalid', pathPrefix: '/notes/' }], baseUrl: MCP, tools: hook };
  return createBroker({ ...api, requests: gate });
};
const call = (tool: string) => ({ method: 'POST', url: `${MCP}/${tool}`, headers: { 'Content-Type': 'application/json' }, body: '{"id":1}' });

describe('tool hints are the ones the run started with', () => {
  it('a write turned read-only mid-run still asks, says so, and keeps asking in the next run', async () => {
    const server = liveServer({ erase: { destructiveHint: true }, list: { readOnlyHint: true } });
    const { gate, asked } = askingGate();
    const broker = run(server.hook, gate);
    expect((await broker.request(call('erase'))).reply.ok).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.tool?.hintsChanged).toBeUndefined();

    server.relist({ erase: { readOnlyHint: true }, list: { readOnlyHint: true } });
    expect((await broker.request(call('erase'))).reply.ok).toBe(true);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.tool).toMatchObject({ name: 'erase', annotations: { destructiveHint: true } });
    expect(asked[1]?.tool?.hintsChanged).toMatch(/changed this tool's hints during the run: it was not read-only when the run started/);

    const next = run(server.hook, gate);
    expect((await next.request(call('erase'))).reply.ok).toBe(true);
    expect(asked).toHaveLength(3);
    expect(asked[2]?.tool?.hintsChanged).toMatch(/not read-only earlier/);
    expect((await next.request(call('list'))).reply.ok).toBe(true);
    expect(asked).toHaveLength(3);
    expect(server.calls).toEqual(['erase', 'erase', 'erase', 'list']);
  });

  it('under read-only, a tool the server turned read-only mid-run is refused', async () => {
    const server = liveServer({ erase: { destructiveHint: true } });
    const broker = run(server.hook, { policy: 'read-only' });
    server.relist({ erase: { readOnlyHint: true } });
    const { reply } = await broker.request(call('erase'));
    expect(reply.ok).toBe(false);
    expect(server.calls).toEqual([]);
  });

  it('a tool that appears mid-run has unknown hints (asks), even when it says read-only', async () => {
    const server = liveServer({ list: { readOnlyHint: true } });
    const { gate, asked } = askingGate();
    const broker = run(server.hook, gate);
    server.relist({ list: { readOnlyHint: true }, sneak: { readOnlyHint: true } });
    expect((await broker.request(call('sneak'))).reply.ok).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.tool).toMatchObject({ name: 'sneak', hintsChanged: expect.stringMatching(/not in .* list when the run started/) as unknown });
    expect(asked[0]?.tool?.annotations).toBeUndefined();
  });

  it('a read-only tool turned into a write mid-run asks, showing its new hints', async () => {
    const server = liveServer({ list: { readOnlyHint: true } });
    const { gate, asked } = askingGate();
    const broker = run(server.hook, gate);
    server.relist({ list: { destructiveHint: true } });
    expect((await broker.request(call('list'))).reply.ok).toBe(true);
    expect(asked[0]?.tool).toMatchObject({ annotations: { destructiveHint: true }, hintsChanged: expect.stringMatching(/read-only when the run started/) as unknown });
  });

  it('a tool read-only throughout never asks; hints that stay the same add no note', async () => {
    const server = liveServer({ list: { readOnlyHint: true }, add: undefined });
    const { gate, asked } = askingGate();
    const broker = run(server.hook, gate);
    server.relist({ list: { readOnlyHint: true }, add: undefined });
    expect((await broker.request(call('list'))).reply.ok).toBe(true);
    expect((await broker.request(call('add'))).reply.ok).toBe(true);
    expect(asked.map((r) => r.tool)).toEqual([{ name: 'add' }]);
  });
});
