import { describe, expect, it } from 'vitest';
import { appNavigationPattern, asCoep, withIsolationHeaders } from './isolation';

describe('service worker isolation headers', () => {
  it('adds COOP and COEP and keeps status, headers and body', async () => {
    const out = withIsolationHeaders(new Response('<html>', { status: 200, statusText: 'OK', headers: { 'Content-Type': 'text/html' } }), 'credentialless');
    expect(out.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(out.headers.get('Cross-Origin-Embedder-Policy')).toBe('credentialless');
    expect(withIsolationHeaders(new Response(''), 'require-corp').headers.get('Cross-Origin-Embedder-Policy')).toBe('require-corp');
    expect([asCoep(null), asCoep('require-corp'), asCoep('junk')]).toEqual(['credentialless', 'require-corp', 'credentialless']);
    expect(out.headers.get('Content-Type')).toBe('text/html');
    expect([out.status, await out.text()]).toEqual([200, '<html>']);
  });

  it('matches the app\'s own navigations under its scope only', () => {
    const nav = appNavigationPattern('https://x.github.io/cmp/');
    expect(['/cmp/', '/cmp/index.html', '/cmp/?spec=a&code=b'].every((p) => nav.test(p))).toBe(true);
    expect(['/cmp/sandbox-harness.html', '/other/', '/cmp/pyodide/x.js'].some((p) => nav.test(p))).toBe(false);
  });
});
