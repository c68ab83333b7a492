// Parsing for the Markdown renderer: marked's lexer (GFM: tables, task lists, strikethrough, autolinks) gives tokens;
// the renderer builds React elements from them, so no HTML string is ever made. Model and spec text is hostile.
import { Lexer, type Token } from 'marked';

export type { Token, Tokens } from 'marked';

/** breaks: a single newline is a line break (chat answers), as on GitHub comments. */
export function parseMarkdown(text: string, breaks = false): Token[] {
  return Lexer.lex(text, { gfm: true, breaks });
}

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** The link target when it is an absolute http(s) or mailto URL; anything else (javascript:, data:, relative) is dropped. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href.trim());
    return SAFE_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: '\u00a0' };

/** marked leaves character references in text as written; the common ones read as the character. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (m, name: string) => ENTITIES[name] ?? m);
}
