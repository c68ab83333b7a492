// A schema as get_schema returns it, made readable: "detailed" Markdown rendered, "full" JSON as a foldable,
// highlighted tree; "brief" (and anything that does not parse) as plain text.
import { Fragment, type ReactNode } from 'react';
import type { Detail } from '../../../core/catalog';
import { JsonTree } from './JsonTree';
import { parseMarkdownLite, type Inline, type ListItem } from './markdownLite';
import './SchemaText.css';

export interface SchemaTextProps {
  detail: Detail;
  text: string;
}

function inline(parts: Inline[]): ReactNode {
  return parts.map((p, i) => (p.kind === 'code' ? <code key={i}>{p.text}</code> : p.kind === 'bold' ? <strong key={i}>{p.text}</strong> : <Fragment key={i}>{p.text}</Fragment>));
}

function list(items: ListItem[]): ReactNode {
  return <ul>{items.map((item, i) => <li key={i}>{inline(item.inline)}{item.children.length > 0 && list(item.children)}</li>)}</ul>;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function SchemaText({ detail, text }: SchemaTextProps) {
  if (detail === 'detailed') {
    return (
      <div className="schema-markdown">
        {parseMarkdownLite(text).map((b, i) => (b.kind === 'heading' ? <h3 key={i}>{inline(b.inline)}</h3> : b.kind === 'paragraph' ? <p key={i}>{inline(b.inline)}</p> : <Fragment key={i}>{list(b.items)}</Fragment>))}
      </div>
    );
  }
  if (detail === 'full') {
    const parsed = parseJson(text);
    if (parsed.ok) return <div className="schema-json"><JsonTree value={parsed.value} /></div>;
  }
  return <pre className="schema-plain">{text}</pre>;
}
