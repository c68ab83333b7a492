// Renders the Markdown subset of markdownLite.ts as React elements (text escaped by React; links open in a new tab).
import { Fragment, type ReactNode } from 'react';
import { parseMarkdownLite, type Inline, type ListItem } from './markdownLite';

function inline(parts: Inline[]): ReactNode {
  return parts.map((p, i) => {
    switch (p.kind) {
      case 'code': return <code key={i}>{p.text}</code>;
      case 'bold': return <strong key={i}>{p.text}</strong>;
      case 'link': return <a key={i} href={p.href} target="_blank" rel="noopener noreferrer">{p.text}</a>;
      case 'text': return <Fragment key={i}>{p.text}</Fragment>;
    }
  });
}

function list(items: ListItem[]): ReactNode {
  return <ul>{items.map((item, i) => <li key={i}>{inline(item.inline)}{item.children.length > 0 && list(item.children)}</li>)}</ul>;
}

export function MarkdownLite({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {parseMarkdownLite(text).map((b, i) => (b.kind === 'heading' ? <h3 key={i}>{inline(b.inline)}</h3> : b.kind === 'paragraph' ? <p key={i}>{inline(b.inline)}</p> : <Fragment key={i}>{list(b.items)}</Fragment>))}
    </div>
  );
}
