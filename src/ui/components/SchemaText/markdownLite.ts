// Parses the Markdown subset get_schema's "detailed" level writes (core/catalog): "## " headings, "- " lists nested by
// two spaces, paragraphs, **bold**, `code` and [links](https://…) (spec descriptions use them too). Text stays text
// (React escapes it); no HTML; a link is kept only for an http(s) URL.

export type Inline = { kind: 'text' | 'bold' | 'code'; text: string } | { kind: 'link'; text: string; href: string };
export type Block =
  | { kind: 'heading'; inline: Inline[] }
  | { kind: 'paragraph'; inline: Inline[] }
  | { kind: 'list'; items: ListItem[] };
export interface ListItem { inline: Inline[]; children: ListItem[] }

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'code', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'bold', text: m[2] });
    else out.push({ kind: 'link', text: m[3] ?? '', href: m[4] ?? '' });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdownLite(source: string): Block[] {
  const blocks: Block[] = [];
  let list: { items: ListItem[]; stack: Array<{ indent: number; items: ListItem[] }> } | null = null;
  for (const line of source.split('\n')) {
    const item = /^(\s*)- (.*)$/.exec(line);
    if (item) {
      const indent = item[1]?.length ?? 0;
      if (!list) {
        list = { items: [], stack: [] };
        list.stack.push({ indent, items: list.items });
        blocks.push({ kind: 'list', items: list.items });
      }
      while (list.stack.length > 1 && indent < (list.stack.at(-1)?.indent ?? 0)) list.stack.pop();
      const top = list.stack.at(-1);
      const node: ListItem = { inline: parseInline(item[2] ?? ''), children: [] };
      if (top && indent > top.indent) {
        const parent = top.items.at(-1);
        if (parent) {
          list.stack.push({ indent, items: parent.children });
          parent.children.push(node);
          continue;
        }
      }
      (top?.items ?? list.items).push(node);
      continue;
    }
    list = null;
    if (line.trim() === '') continue;
    const heading = /^#{1,6} (.*)$/.exec(line);
    blocks.push(heading ? { kind: 'heading', inline: parseInline(heading[1] ?? '') } : { kind: 'paragraph', inline: parseInline(line) });
  }
  return blocks;
}
