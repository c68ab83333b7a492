import { describe, expect, it } from 'vitest';
import { LIMITS, type Limit } from '../core/execution';
import { CALL_TIMEOUT_MS } from '../core/surfaces';
import { WORKSPACE_CAPS } from '../core/workspace';
import { APPROVAL_TIMEOUT_MS } from './broker/approval';
import { BROKER_DEFAULTS } from './broker/broker';
import { createBroker } from './broker/dispatch';
import { RUN_DEFAULTS, runLimits, timeoutMessage } from './host/runLimits';
import { MESSAGE_LIMITS, SYNC_BUFFER } from './limits';

const MiB = 1024 * 1024;
const rows = Object.entries(LIMITS) as Array<[string, Limit]>;

describe('the limits table', () => {
  it('gives every limit a reason, its enforcing place, and a default inside its range', () => {
    for (const [name, row] of rows) {
      expect(row.reason.length, name).toBeGreaterThan(10);
      expect(row.enforcedIn, name).toMatch(/\.ts|core\//);
      expect(row.value, name).toBeGreaterThanOrEqual(row.min ?? row.value);
      expect(row.value, name).toBeLessThanOrEqual(row.max ?? row.value);
    }
  });

  it('keeps the documented values (src/sandbox/README.md: 30 s, 50 requests, 100 000 characters, 5 MB / 10 MB, 20 s up to 120 s)', () => {
    expect(RUN_DEFAULTS).toEqual({ timeoutMs: 30_000, maxRequests: 50, maxOutputChars: 100_000 });
    expect(BROKER_DEFAULTS).toEqual({ maxRequestBytes: 5 * MiB, maxResponseBytes: 10 * MiB, timeoutMs: 20_000, maxTimeoutMs: 120_000 });
    expect([APPROVAL_TIMEOUT_MS, CALL_TIMEOUT_MS]).toEqual([5 * 60_000, 120_000]);
    expect(WORKSPACE_CAPS).toEqual({ maxFileBytes: 50 * MiB, maxTotalBytes: 200 * MiB, maxFiles: 1_000, maxNameChars: 200 });
    expect([MESSAGE_LIMITS.maxUrlChars, MESSAGE_LIMITS.maxHeaderCount, MESSAGE_LIMITS.maxHeadersChars]).toEqual([8_192, 100, 64 * 1024]);
    expect([SYNC_BUFFER.dataBytes, SYNC_BUFFER.maxTotalBytes]).toEqual([MiB, 64 * MiB]);
  });

  it('is what each enforcing place reads', () => {
    expect(RUN_DEFAULTS).toEqual({ timeoutMs: LIMITS.runTimeoutMs.value, maxRequests: LIMITS.runMaxRequests.value, maxOutputChars: LIMITS.runMaxOutputChars.value });
    // One request-body cap for the broker and for every message layer (it used to be two literals).
    expect(BROKER_DEFAULTS.maxRequestBytes).toBe(LIMITS.requestBodyBytes.value);
    expect(MESSAGE_LIMITS.maxBodyBytes).toBe(LIMITS.requestBodyBytes.value);
    expect(BROKER_DEFAULTS.maxTimeoutMs).toBe(LIMITS.requestTimeoutMs.max);
    expect(APPROVAL_TIMEOUT_MS).toBe(LIMITS.approvalTimeoutMs.value);
    expect(CALL_TIMEOUT_MS).toBe(LIMITS.mcpCallTimeoutMs.value);
    expect(MESSAGE_LIMITS.maxResultBytes).toBe(WORKSPACE_CAPS.maxFileBytes);
    expect(MESSAGE_LIMITS.maxWorkspaceBytes).toBe(WORKSPACE_CAPS.maxTotalBytes);
  });

  it('sizes the no-JSPI shared buffer for the broker\'s largest reply: its body plus its head', () => {
    expect(SYNC_BUFFER.maxTotalBytes).toBeGreaterThanOrEqual(LIMITS.responseBodyBytes.value + LIMITS.headersChars.value);
    // The largest body crosses the 1 MiB buffer in 10 chunks: at most 11 round trips with the head.
    expect(Math.ceil(LIMITS.responseBodyBytes.value / SYNC_BUFFER.dataBytes) + 1).toBe(11);
  });
});

describe('the broker enforces the table', () => {
  const allowlist = [{ origin: 'http://api.example.com', pathPrefix: '/' }];
  const respond = (bytes: number) => () => Promise.resolve(new Response(new Uint8Array(bytes)));
  const post = (bytes: number, fetchImpl: typeof fetch) =>
    createBroker({ allowlist, baseUrl: '' }, { fetch: fetchImpl }).request({ method: 'POST', url: 'http://api.example.com/x', headers: {}, body: new Uint8Array(bytes) });

  it('sends a body of exactly the table\'s cap and refuses one byte more', async () => {
    expect((await post(LIMITS.requestBodyBytes.value, respond(2))).reply.ok).toBe(true);
    expect((await post(LIMITS.requestBodyBytes.value + 1, respond(2))).reply).toMatchObject({ ok: false, kind: 'too-large' });
  });

  it('accepts a response of exactly the table\'s cap and refuses one byte more', async () => {
    expect((await post(0, respond(LIMITS.responseBodyBytes.value))).reply.ok).toBe(true);
    expect((await post(0, respond(LIMITS.responseBodyBytes.value + 1))).reply).toMatchObject({ ok: false, kind: 'too-large' });
  });
});

describe('runLimits', () => {
  it('starts from the table\'s defaults, then the config\'s, then the run\'s own', () => {
    expect(runLimits(undefined, {})).toEqual(RUN_DEFAULTS);
    expect(runLimits({ maxRequests: 7 }, { maxOutputChars: 500 })).toEqual({ ...RUN_DEFAULTS, maxRequests: 7, maxOutputChars: 500 });
    expect(runLimits({ maxRequests: 7 }, { maxRequests: undefined, timeoutMs: 1_000 })).toEqual({ ...RUN_DEFAULTS, maxRequests: 7, timeoutMs: 1_000 });
  });

  it('clamps to the table\'s bounds and floors counts', () => {
    const high = runLimits(undefined, { timeoutMs: 1e12, maxRequests: 1e12, maxOutputChars: 1e12 });
    expect(high).toEqual({ timeoutMs: LIMITS.runTimeoutMs.max, maxRequests: LIMITS.runMaxRequests.max, maxOutputChars: LIMITS.runMaxOutputChars.max });
    const low = runLimits(undefined, { timeoutMs: -1, maxRequests: -1, maxOutputChars: Number.NaN });
    expect(low).toEqual({ timeoutMs: LIMITS.runTimeoutMs.min, maxRequests: LIMITS.runMaxRequests.min, maxOutputChars: LIMITS.runMaxOutputChars.min });
    expect(runLimits(undefined, { maxRequests: 3.9, timeoutMs: 150.5 })).toMatchObject({ maxRequests: 3, timeoutMs: 150.5 });
  });

  it('names the time limit as set, to the ms, in the timeout error', () => {
    expect(timeoutMessage(30_000)).toBe('Timed out after 30 s: the script was stopped and its sandbox replaced');
    expect(timeoutMessage(4_250)).toMatch(/^Timed out after 4\.25 s:/);
    expect(timeoutMessage(100)).toMatch(/^Timed out after 0\.1 s:/);
    // A config's limit, as the user's setting sends it, reaches the message through runLimits.
    expect(timeoutMessage(runLimits({ timeoutMs: 4_000 }, {}).timeoutMs)).toMatch(/^Timed out after 4 s:/);
  });
});
