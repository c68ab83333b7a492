// Markdown as React elements: headings, lists, tables, code, quotes, links. Text is escaped by React; raw HTML shows
// as text; a link keeps only an http(s)/mailto target and opens in a new tab; images become links (never loaded).
import { useMemo, type ReactNode } from 'react';
import { decodeEntities, parseMarkdown, safeHref, type Token, type Tokens } from './markdown';
import './Markdown.css';

export interface MarkdownProps {
  text: string;
  className?: string;
  /** A single newline breaks the line (chat answers). */
  breaks?: boolean;
}

function link(href: string, children: ReactNode, key: number, title?: string | null): ReactNode {
  const safe = safeHref(href);
  if (!safe) return <span key={key} className="markdown-dropped-link">{children}</span>;
  return <a key={key} href={safe} title={title ?? undefined} target="_blank" rel="noopener noreferrer">{children}</a>;
}

function inline(tokens: Token[] | undefined): ReactNode {
  return (tokens ?? []).map((t, i) => {
    const token = t as Tokens.Generic;
    switch (token.type) {
      case 'text': return token.tokens ? <span key={i}>{inline(token.tokens)}</span> : decodeEntities((t as Tokens.Text).text);
      case 'escape': return (t as Tokens.Escape).text;
      case 'strong': return <strong key={i}>{inline((t as Tokens.Strong).tokens)}</strong>;
      case 'em': return <em key={i}>{inline((t as Tokens.Em).tokens)}</em>;
      case 'del': return <del key={i}>{inline((t as Tokens.Del).tokens)}</del>;
      case 'codespan': return <code key={i}>{(t as Tokens.Codespan).text}</code>;
      case 'br': return <br key={i} />;
      case 'link': return link((t as Tokens.Link).href, inline((t as Tokens.Link).tokens), i, (t as Tokens.Link).title);
      case 'image': return link((t as Tokens.Image).href, `[image: ${(t as Tokens.Image).text}]`, i);
      case 'checkbox': return <input key={i} type="checkbox" checked={(t as Tokens.Checkbox).checked} disabled readOnly />;
      default: return typeof token.raw === 'string' ? token.raw : '';
    }
  });
}

function table(t: Tokens.Table, key: number): ReactNode {
  return (
    <div key={key} className="markdown-table">
      <table>
        <thead><tr>{t.header.map((c, i) => <th key={i} style={{ textAlign: c.align ?? undefined }}>{inline(c.tokens)}</th>)}</tr></thead>
        <tbody>{t.rows.map((row, r) => <tr key={r}>{row.map((c, i) => <td key={i} style={{ textAlign: c.align ?? undefined }}>{inline(c.tokens)}</td>)}</tr>)}</tbody>
      </table>
    </div>
  );
}

function list(t: Tokens.List, key: number): ReactNode {
  const items = t.items.map((item, i) => <li key={i}>{blocks(item.tokens)}</li>);
  return t.ordered ? <ol key={key} start={t.start === '' || t.start === 1 ? undefined : t.start}>{items}</ol> : <ul key={key}>{items}</ul>;
}

function blocks(tokens: Token[]): ReactNode {
  return tokens.map((t, i) => {
    const token = t as Tokens.Generic;
    switch (token.type) {
      case 'space': case 'def': return null;
      case 'heading': {
        const h = t as Tokens.Heading;
        const Tag = `h${Math.min(6, h.depth + 1)}` as 'h2';
        return <Tag key={i}>{inline(h.tokens)}</Tag>;
      }
      case 'paragraph': return <p key={i}>{inline((t as Tokens.Paragraph).tokens)}</p>;
      case 'text': return <span key={i}>{inline(token.tokens ?? [t])}</span>;
      case 'code': return <pre key={i} className="markdown-code"><code>{(t as Tokens.Code).text}</code></pre>;
      case 'blockquote': return <blockquote key={i}>{blocks((t as Tokens.Blockquote).tokens)}</blockquote>;
      case 'hr': return <hr key={i} />;
      case 'list': return list(t as Tokens.List, i);
      case 'table': return table(t as Tokens.Table, i);
      case 'html': return <p key={i} className="markdown-html">{(t as Tokens.HTML).text}</p>;
      default: return inline([t]);
    }
  });
}

export function Markdown({ text, className, breaks = false }: MarkdownProps) {
  const tokens = useMemo(() => parseMarkdown(text, breaks), [text, breaks]);
  return <div className={className ? `markdown ${className}` : 'markdown'}>{blocks(tokens)}</div>;
}
