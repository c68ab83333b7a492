import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClassicServer } from './classicServer';
import { createCodeModeServer } from './codeModeServer';
import { CALL_TIMEOUT_MS, connectInMemory } from './connect';
import { UserWaits } from './userWait';
import { execResult, FakeCatalog, FakeRunner } from '../../../test-support/mcpFakes';
import type { HttpOutcome } from './types';

const MINUTE = 60_000;
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('time spent waiting for the user never counts toward the MCP call timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('save_skill answered after 4 minutes still reaches the model', async () => {
    const conn = await connectInMemory(createCodeModeServer({
      catalog: new FakeCatalog(), runner: new FakeRunner([]),
      saveSkill: () => later(4 * MINUTE, { ok: true, message: 'Saved skill f().' }),
    }));
    const call = conn.callTool('save_skill', { code: 'def f():\n    """F."""\n' });
    await vi.advanceTimersByTimeAsync(4 * MINUTE + 1);
    expect(await call).toMatchObject({ isError: false, text: 'Saved skill f().' });
    await conn.close();
  });

  it('an execute whose request waits 4 minutes for approval finishes; the run\'s own time still has the limit', async () => {
    const userWaits = new UserWaits();
    const runner = new FakeRunner([
      async () => {
        await later(10_000, null);
        await userWaits.during(() => later(4 * MINUTE, 'allow'));
        await later(10_000, null);
        return execResult({ result: 201 });
      },
      () => later(CALL_TIMEOUT_MS + 10_000, execResult({ result: 'too late' })),
    ]);
    const conn = await connectInMemory(createCodeModeServer({ catalog: new FakeCatalog(), runner, userWaits }));
    const waited = conn.callTool('execute', { code: 'x' });
    await vi.advanceTimersByTimeAsync(4 * MINUTE + 20_001);
    expect(await waited).toMatchObject({ isError: false });
    // No wait on the user: a call past the timeout fails as before.
    const slow = conn.callTool('execute', { code: 'y' });
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS + 1);
    expect(await slow).toMatchObject({ isError: true, text: expect.stringMatching(/timed out/i) as unknown });
    await conn.close();
  });

  it('a classic tool whose request waits 4 minutes for approval returns the API\'s answer', async () => {
    const userWaits = new UserWaits();
    const http = async (): Promise<HttpOutcome> => {
      await userWaits.during(() => later(4 * MINUTE, 'allow'));
      const log = { method: 'POST', url: 'https://api.example.com/items', status: 201, ms: 3, bytes: 2, allowed: true };
      return { ok: true, status: 201, statusText: 'Created', url: log.url, headers: [], bodyText: '{}', bytes: 2, log };
    };
    const tools = [{ name: 'createItem', description: 'Create', inputSchema: { type: 'object', properties: {} }, method: 'POST' as const, path: '/items', params: [] }];
    const conn = await connectInMemory(createClassicServer({ tools, http, baseUrl: 'https://api.example.com', userWaits }));
    const call = conn.callTool('createItem', {});
    await vi.advanceTimersByTimeAsync(4 * MINUTE + 1);
    expect(await call).toMatchObject({ isError: false, text: expect.stringContaining('HTTP 201') as unknown });
    await conn.close();
  });
});
