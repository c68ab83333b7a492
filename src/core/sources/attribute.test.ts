import { describe, expect, it } from 'vitest';
import { attributeRequest } from './attribute';

const github = { id: 'gh', allowlist: [{ origin: 'https://api.github.com', pathPrefix: '' }] };
// Two APIs on one host, told apart by their path prefixes (one nested in the other's).
const shopV1 = { id: 'shop', allowlist: [{ origin: 'https://example.com', pathPrefix: '/shop' }] };
const shopAdmin = { id: 'admin', allowlist: [{ origin: 'https://example.com', pathPrefix: '/shop/admin/' }] };
const root = { id: 'root', allowlist: [{ origin: 'https://example.com', pathPrefix: '/' }] };

describe('attributeRequest', () => {
  it('gives a request to the source whose origin matches', () => {
    expect(attributeRequest('https://api.github.com/repos/a/b', [shopV1, github])).toBe('gh');
    expect(attributeRequest('https://api.github.com:443/user', [github])).toBe('gh');
    expect(attributeRequest('http://api.github.com/user', [github])).toBeNull();
    expect(attributeRequest('https://evil.example/', [github, shopV1])).toBeNull();
  });

  it('picks the longest path prefix when two sources share a host, in either order', () => {
    for (const list of [[shopV1, shopAdmin, root], [root, shopAdmin, shopV1]]) {
      expect(attributeRequest('https://example.com/shop/admin/users', list)).toBe('admin');
      expect(attributeRequest('https://example.com/shop/admin', list)).toBe('admin');
      expect(attributeRequest('https://example.com/shop/items?q=1', list)).toBe('shop');
      expect(attributeRequest('https://example.com/other', list)).toBe('root');
    }
  });

  it('matches prefixes on segment boundaries only', () => {
    expect(attributeRequest('https://example.com/shopping', [shopV1])).toBeNull();
    expect(attributeRequest('https://example.com/shop/administrator', [shopV1, shopAdmin])).toBe('shop');
  });

  it('gives a tie to the earlier source', () => {
    const twin = { id: 'twin', allowlist: [{ origin: 'https://example.com', pathPrefix: '/shop/' }] };
    expect(attributeRequest('https://example.com/shop/x', [shopV1, twin])).toBe('shop');
    expect(attributeRequest('https://example.com/shop/x', [twin, shopV1])).toBe('twin');
  });

  it('answers null for what is not a URL', () => {
    expect(attributeRequest('not a url', [github])).toBeNull();
  });
});
