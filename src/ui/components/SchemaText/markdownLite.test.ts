import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdownLite } from './markdownLite';

describe('parseMarkdownLite', () => {
  it('reads headings, paragraphs and lists nested by indent', () => {
    const blocks = parseMarkdownLite('## addPet\n`POST /pet` — Add.\n\n**Body**:\n- `id` (integer)\n- `category`\n  - `name` (string)\n- `tags`\n\nAfter');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'paragraph', 'list', 'paragraph']);
    const list = blocks[3];
    if (list?.kind !== 'list') throw new Error('no list');
    expect(list.items).toHaveLength(3);
    expect(list.items[1]?.children.map((c) => c.inline)).toEqual([[{ kind: 'code', text: 'name' }, { kind: 'text', text: ' (string)' }]]);
  });

  it('keeps http(s) links and leaves other schemes as text', () => {
    expect(parseInline('see [docs](https://example.com/a) or [x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'see ' }, { kind: 'link', text: 'docs', href: 'https://example.com/a' }, { kind: 'text', text: ' or [x](javascript:alert(1))' },
    ]);
  });

  it('keeps markup-looking text as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)> **b** `c`')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' }, { kind: 'bold', text: 'b' }, { kind: 'text', text: ' ' }, { kind: 'code', text: 'c' },
    ]);
  });
});
