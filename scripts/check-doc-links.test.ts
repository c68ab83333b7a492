// The link check on the repository's Markdown: it passes on the committed docs and fails on each kind of broken link.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrokenLinks, markdownFiles, slug } from './docLinks';

const ROOT = fileURLToPath(new URL('../', import.meta.url)).replace(/\/$/, '');

describe('links in README.md and docs/', () => {
  it('every relative link and anchor in the repository resolves', () => {
    const files = markdownFiles(ROOT);
    expect(files).toContain(join(ROOT, 'README.md'));
    expect(files).toContain(join(ROOT, 'docs', 'README.md'));
    expect(findBrokenLinks(ROOT, files)).toEqual([]);
  });

  it('the docs index links every file in docs/', () => {
    const index = readFileSync(join(ROOT, 'docs', 'README.md'), 'utf8');
    const pages = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(pages.filter((page) => !index.includes(`](${page})`))).toEqual([]);
  });
});

describe('findBrokenLinks', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function repo(files: Record<string, string>): string[] {
    root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return markdownFiles(root);
  }

  it('passes good links: files, folders, anchors (also duplicate headings), images, HTML, other sites', () => {
    const files = repo({
      'README.md': [
        '[guide](docs/guide.md) [anchor](docs/guide.md#limits-worth-knowing) [second](docs/guide.md#notes-1)',
        '[folder](docs/) [here](#top) ![pic](docs/pic.png) <img src="docs/pic.png" alt="">',
        '[site](https://example.com/missing.md) [mail](mailto:a@b.c)',
        '# Top',
      ].join('\n\n'),
      'docs/guide.md': '# Guide\n\n## Limits worth knowing\n\n## Notes\n\n## Notes\n\n[back](../README.md#top)\n',
      'docs/pic.png': 'png',
    });
    expect(findBrokenLinks(root, files)).toEqual([]);
  });

  it('fails on a deliberately broken link to a missing file', () => {
    const files = repo({ 'README.md': 'See [the guide](docs/missing.md).\n', 'docs/guide.md': '# Guide\n' });
    expect(findBrokenLinks(root, files)).toEqual([{ file: 'README.md', href: 'docs/missing.md', reason: 'no such file: docs/missing.md' }]);
  });

  it('fails on a missing heading anchor, in another file or the same one', () => {
    const files = repo({ 'README.md': '[a](docs/guide.md#no-such-part) [b](#nowhere)\n', 'docs/guide.md': '# Guide\n' });
    expect(findBrokenLinks(root, files).map((b) => b.reason)).toEqual(['no heading #no-such-part in docs/guide.md', 'no heading #nowhere in README.md']);
  });

  it('fails on a missing image, an HTML src, and a link out of the repository', () => {
    const files = repo({ 'docs/a.md': '![x](images/gone.png)\n\n<img src="gone.gif">\n\n[up](../../elsewhere.md)\n' });
    expect(findBrokenLinks(root, files).map((b) => b.href)).toEqual(['images/gone.png', 'gone.gif', '../../elsewhere.md']);
  });

  it('ignores links inside code', () => {
    const files = repo({ 'README.md': '```md\n[not a link](missing.md)\n```\n\n`[nor](this.md)`\n' });
    expect(findBrokenLinks(root, files)).toEqual([]);
  });
});

describe('slug', () => {
  it('makes GitHub heading anchors', () => {
    expect(slug('Search quality: `npm run eval:search`')).toBe('search-quality-npm-run-evalsearch');
    expect(slug('Workspace and Context Off-Ramp')).toBe('workspace-and-context-off-ramp');
    expect(slug('Classic-mode counts on huge specs')).toBe('classic-mode-counts-on-huge-specs');
  });
});
