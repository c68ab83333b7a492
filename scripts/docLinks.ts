// Relative links in the repository's Markdown (README.md, docs/, folder READMEs): each must name a file or folder
// inside the repository and, for a Markdown file, a heading anchor it has. Links to other sites are not fetched.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { marked, type Token } from 'marked';

export interface BrokenLink {
  /** The Markdown file holding the link, relative to the root. */
  file: string;
  href: string;
  reason: string;
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'bench-results', 'test-results', 'playwright-report']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTML_ATTR = /\b(?:href|src)\s*=\s*["']([^"']+)["']/gi;
const HTML_ID = /\b(?:id|name)\s*=\s*["']([^"']+)["']/gi;

/** Every `.md` file under root, skipping dependencies, build output and dot-folders. */
export function markdownFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(root, path);
    return entry.isFile() && entry.name.endsWith('.md') ? [path] : [];
  });
}

function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? []).map((t) => ('tokens' in t && t.tokens ? plainText(t.tokens) : 'text' in t ? String(t.text) : '')).join('');
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

interface Parsed {
  hrefs: string[];
  anchors: Set<string>;
}

function parse(markdown: string): Parsed {
  const hrefs: string[] = [];
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  void marked.walkTokens(marked.lexer(markdown), (token) => {
    // Generic tokens type their fields as any: take href only where it is a string.
    const { href } = token as { href?: unknown };
    if ((token.type === 'link' || token.type === 'image') && typeof href === 'string') hrefs.push(href);
    if (token.type === 'html' || token.type === 'tag') {
      for (const m of token.raw.matchAll(HTML_ATTR)) if (m[1]) hrefs.push(m[1]);
      for (const m of token.raw.matchAll(HTML_ID)) if (m[1]) anchors.add(m[1].toLowerCase());
    }
    if (token.type === 'heading') {
      const base = slug(plainText(token.tokens));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
  });
  return { hrefs, anchors };
}

/** The broken relative links of `files` (absolute paths), resolved against root. */
export function findBrokenLinks(root: string, files: string[]): BrokenLink[] {
  const cache = new Map<string, Parsed>();
  const parsed = (path: string): Parsed => {
    let p = cache.get(path);
    if (!p) cache.set(path, (p = parse(readFileSync(path, 'utf8'))));
    return p;
  };
  const broken: BrokenLink[] = [];
  for (const file of files) {
    for (const href of parsed(file).hrefs) {
      if (SCHEME.test(href) || href.startsWith('//')) continue;
      const [rawPath = '', rawAnchor] = href.split('#', 2);
      const path = decodeURIComponent(rawPath);
      const target = path === '' ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
      const report = (reason: string) => broken.push({ file: relative(root, file), href, reason });
      if (target !== root && !target.startsWith(root + sep)) report('points outside the repository');
      else if (!existsSync(target)) report(`no such file: ${relative(root, target)}`);
      else if (rawAnchor && target.endsWith('.md') && statSync(target).isFile()) {
        const anchor = decodeURIComponent(rawAnchor).toLowerCase();
        if (!parsed(target).anchors.has(anchor)) report(`no heading #${anchor} in ${relative(root, target)}`);
      }
    }
  }
  return broken;
}
