import { describe, expect, it } from 'vitest';
import { frameDocument, sandboxCsp } from './frameDocument';

describe('sandboxCsp', () => {
  const csp = sandboxCsp('abc123');
  it('forbids all network and eval, allowing only WebAssembly and blob: scripts', () => {
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'|\*|https?:/);
    expect(csp).toContain("script-src 'nonce-abc123' blob:");
    expect(csp).toContain('worker-src blob:');
  });
});

describe('frameDocument', () => {
  const doc = frameDocument('n0nce');
  it('puts the CSP in a meta tag before the bootstrap script', () => {
    expect(doc.indexOf('Content-Security-Policy')).toBeGreaterThan(-1);
    expect(doc.indexOf('Content-Security-Policy')).toBeLessThan(doc.indexOf('<script'));
    expect(doc).toContain('<script nonce="n0nce">');
  });
  it('embeds the relay with the message limits and no closing script tag inside', () => {
    expect(doc).toContain('cmp-frame-ready');
    expect(doc).toContain('"maxUrlChars":8192');
    expect(doc.match(/<\/script>/g)).toHaveLength(1);
  });
});
