// The Markdown renderer on hostile and ordinary text, rendered to static HTML (no DOM needed).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { safeHref } from './markdown';

const html = (text: string, breaks = false) => renderToStaticMarkup(createElement(Markdown, { text, breaks }));

describe('Markdown', () => {
  it('renders headings, lists, tables, code blocks, quotes and links', () => {
    const out = html('# Top\n\n## Moon\n\n- **a**\n  - `b`\n1. one\n\n| name | city |\n|:--|--:|\n| Moon | SD |\n\n```py\nx = 1 < 2\n```\n\n> quoted\n\nSee [docs](https://example.com/a?b=1&c=2).');
    expect(out).toContain('<h2>Top</h2><h3>Moon</h3>');
    expect(out).toContain('<ul><li><span><strong>a</strong></span><ul><li><span><code>b</code></span></li></ul></li></ul>');
    expect(out).toContain('<ol><li><span>one</span></li></ol>');
    expect(out).toContain('<div class="markdown-table"><table><thead><tr><th style="text-align:left">name</th><th style="text-align:right">city</th></tr></thead><tbody><tr><td style="text-align:left">Moon</td>');
    expect(out).toContain('<pre class="markdown-code"><code>x = 1 &lt; 2</code></pre>');
    expect(out).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(out).toContain('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">docs</a>');
  });

  it('shows raw HTML as text, drops javascript: and data: links, and never loads an image', () => {
    const out = html('<img src=x onerror="alert(1)">\n\nhi <script>alert(2)</script> [x](javascript:alert(1)) [y](data:text/html,<b>) [z]( JAVASCRIPT:alert(3)) ![pic](https://evil.example/p.png?q=secret) <a href="javascript:alert(4)">a</a>');
    expect(out).not.toMatch(/<img|<script|<a href="javascript|href="data:|onerror="/i);
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(out).toContain('&lt;script&gt;');
    expect(out).toContain('<span class="markdown-dropped-link">x</span>');
    expect(out).toContain('<a href="https://evil.example/p.png?q=secret" target="_blank" rel="noopener noreferrer">[image: pic]</a>');
    for (const m of out.matchAll(/<a [^>]*>/g)) expect(m[0]).toContain('rel="noopener noreferrer"');
  });

  it('keeps line breaks in chat text, reads common entities, and leaves JSON text whole', () => {
    expect(html('one\ntwo', true)).toBe('<div class="markdown"><p>one<br/>two</p></div>');
    expect(html('a &amp; b')).toContain('a &amp; b</p>');
    const json = '[{"name":"Moon_Brewing_Company_1","city":"San_Diego"}]';
    expect(html(json)).toBe(`<div class="markdown"><p>${json.replace(/"/g, '&quot;')}</p></div>`);
  });

  it('safeHref keeps http(s) and mailto only', () => {
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative', '#top', 'JaVaScRiPt:x']) expect(safeHref(bad)).toBeNull();
  });
});
