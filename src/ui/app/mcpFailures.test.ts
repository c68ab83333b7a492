import { describe, expect, it } from 'vitest';
import type { McpFailure } from '../../core/sources';
import { keepsFormOpen, mcpFailures, type McpFailureEntry, type McpFailureEvent } from './mcpFailures';

const A = 'http://127.0.0.1:9/mcp';
const B = 'http://127.0.0.1:4031/mcp';
const down = (url: string): McpFailure => ({ kind: 'unreachable', message: `Could not reach ${url}` });
const failed = (url: string, stepUp?: boolean): McpFailureEvent => ({ type: 'failed', entry: { url, failure: down(url), ...(stepUp ? { stepUp } : {}) } });
const cleared = (...urls: string[]): McpFailureEvent => ({ type: 'cleared', urls });
const run = (events: McpFailureEvent[]): readonly McpFailureEntry[] => events.reduce(mcpFailures, []);
const servers = (state: readonly McpFailureEntry[]) => state.map((f) => f.url);

describe('MCP connection failures', () => {
  it('a link\'s first server that failed stays shown while the next one connects, fails or succeeds (was cleared by the next connect)', () => {
    // The link restore: A is tried and fails, then B's connect starts (clearing only B).
    const afterA = run([cleared(A), failed(A), cleared(B)]);
    expect(servers(afterA)).toEqual([A]);
    expect(servers(run([cleared(A), failed(A), cleared(B), failed(B)]))).toEqual([A, B]);
    // B connects: the form, where A's failure is read, stays open; with nothing else failed it closes.
    expect(keepsFormOpen(afterA, B)).toBe(true);
    expect(keepsFormOpen(run([cleared(B)]), B)).toBe(false);
  });

  it('a server\'s failure goes when that server is tried again, dismissed or leaves the page; a new failure replaces its old one, newest last', () => {
    const both = run([failed(A), failed(B)]);
    expect(servers(mcpFailures(both, cleared(A)))).toEqual([B]);
    expect(servers(mcpFailures(both, cleared(B)))).toEqual([A]);
    expect(servers(mcpFailures(both, failed(A, true)))).toEqual([B, A]);
    expect(mcpFailures(both, failed(A, true)).at(-1)?.stepUp).toBe(true);
    expect(mcpFailures(both, cleared(A, B))).toEqual([]);
  });

  it('keeps its state when nothing it holds is cleared (no re-render for another server)', () => {
    const one = run([failed(A)]);
    expect(mcpFailures(one, cleared(B))).toBe(one);
  });
});
