// The operation list's markup with very many operations (React's server renderer): what is rendered stays bounded.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OperationSummary } from '../../workers/catalogProtocol';
import { OperationGroup } from './OperationGroup';
import { OperationList } from './OperationList';

const op = (i: number, tags: string[] = []): OperationSummary => ({ name: `op_${i}`, method: 'POST', path: `/op_${i}`, summary: '', tags, deprecated: false });
const count = (html: string, testId: string): number => html.split(`data-testid="${testId}"`).length - 1;

describe('OperationList with 20,000 operations', () => {
  it('renders an MCP server\'s 20,000 tools as one collapsed group', () => {
    const html = renderToStaticMarkup(createElement(OperationList, { apis: [{ shortName: 'mcp', operations: Array.from({ length: 20_000 }, (_, i) => op(i)) }], selected: null, onSelect: () => undefined }));
    expect([count(html, 'tag-group'), count(html, 'operation-item')]).toEqual([1, 0]);
  });

  it('renders the first 500 of 20,000 tags, the rest behind a button', () => {
    const html = renderToStaticMarkup(createElement(OperationList, { apis: [{ shortName: 'tags', operations: Array.from({ length: 20_000 }, (_, i) => op(i, [`t${i}`])) }], selected: null, onSelect: () => undefined }));
    expect(count(html, 'tag-group')).toBe(500);
    expect(html).toMatch(/data-testid="more-groups"[^>]*>Show 500 more groups \(19,500 not shown\)/);
  });

  it('renders the first 500 rows of an open group, the rest behind a button', () => {
    const html = renderToStaticMarkup(createElement(OperationGroup, { tag: 'big', operations: Array.from({ length: 1_200 }, (_, i) => op(i)), initiallyOpen: true, selected: null, onSelect: () => undefined }));
    expect(count(html, 'operation-item')).toBe(500);
    expect(html).toMatch(/data-testid="more-operations"[^>]*>Show 500 more operations \(700 not shown\)/);
  });
});
