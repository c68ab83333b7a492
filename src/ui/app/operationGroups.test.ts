import { describe, expect, it } from 'vitest';
import type { OperationSummary } from '../workers/catalogProtocol';
import { groupOperations, pathGroup, searchPlaceholder } from './operationGroups';

const op = (path: string, tags: string[] = [], summary = ''): OperationSummary => ({ name: path, method: 'GET', path, summary, tags, deprecated: false });

describe('groupOperations', () => {
  it('groups by tag, untagged ones apart, when the spec has tags', () => {
    const groups = groupOperations([op('/a', ['pets']), op('/b'), op('/c', ['pets', 'store'])]);
    expect(groups.map(([k, v]) => [k, v.length])).toEqual([['pets', 2], ['untagged', 1], ['store', 1]]);
  });

  it('groups a spec without tags by its first path segment after a version', () => {
    const groups = groupOperations([op('/v1/accounts'), op('/v1/accounts/{account}'), op('/v1/charges'), op('/')]);
    expect(groups.map(([k, v]) => [k, v.length])).toEqual([['/accounts', 2], ['/charges', 1], ['/', 1]]);
    expect(pathGroup('/v2.1/items/{id}')).toBe('/items');
  });

  it('keeps the operations of a spec whose paths do not group (an MCP server: one POST /<tool> each) in one group', () => {
    const tools = Array.from({ length: 20_000 }, (_, i) => ({ ...op(`/tool_${i}`), method: 'POST' as const }));
    const groups = groupOperations(tools);
    expect(groups.map(([k, v]) => [k, v.length])).toEqual([['untagged', 20_000]]);
    expect(groupOperations([op('/info.0.json'), op('/{comicId}/info.0.json')]).map(([k]) => k)).toEqual(['untagged']);
  });
});

describe('searchPlaceholder', () => {
  it('takes a short summary of the loaded spec, else names the count', () => {
    expect(searchPlaceholder([op('/p', [], 'Find pets by status.')])).toBe('Search operations, e.g. “find pets by status”');
    expect(searchPlaceholder([op('/p'), op('/q')])).toBe('Search 2 operations');
  });

  it('reads summaries only until one fits', () => {
    let read = 0;
    const ops = Array.from({ length: 20_000 }, (_, i) => ({ ...op(`/tool_${i}`), get summary() { read++; return `Tool number ${i}`; } }));
    expect(searchPlaceholder(ops)).toBe('Search operations, e.g. “tool number 0”');
    expect(read).toBe(1);
  });

  it('shows a summary written in HTML (Stripe) as its text, not its markup', () => {
    expect(searchPlaceholder([op('/v1/accounts/{account}/persons', [], '<p>Creates a new person.</p>')])).toBe('Search operations, e.g. “creates a new person”');
    expect(searchPlaceholder([op('/x', [], '<p>Retrieves&nbsp;a&nbsp;<code>Customer</code>&amp;more</p>')])).toBe('Search operations, e.g. “retrieves a customer&more”');
  });
});
