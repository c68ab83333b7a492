import { describe, expect, it } from 'vitest';
import { resolveServers } from './servers';

const urls = (doc: Record<string, unknown>, specUrl?: string) => resolveServers(doc, specUrl, []).servers.map((s) => s.url);

describe('resolveServers: which server becomes BASE_URL', () => {
  it('puts an https server before an http one declared first (an https page cannot call http)', () => {
    expect(urls({ servers: [{ url: 'http://ec2.amazonaws.com' }, { url: 'https://ec2.amazonaws.com' }] })).toEqual([
      'https://ec2.amazonaws.com', 'http://ec2.amazonaws.com',
    ]);
  });

  it('keeps document-level servers first, in declared order among equals', () => {
    const doc = {
      servers: [{ url: 'https://a.example.com/v1' }, { url: 'https://b.example.com/v1' }],
      paths: { '/x': { servers: [{ url: 'https://mirror.example.com' }], get: {} } },
    };
    expect(urls(doc)).toEqual(['https://a.example.com/v1', 'https://b.example.com/v1', 'https://mirror.example.com']);
  });

  it('resolves a scheme-relative server from a file or a paste as https, and from a URL with its scheme', () => {
    expect(urls({ servers: [{ url: '//api.example.com/v2' }] })).toEqual(['https://api.example.com/v2']);
    expect(urls({ servers: [{ url: '//api.example.com/v2' }] }, 'http://localhost:8080/spec.json')).toEqual(['http://api.example.com/v2']);
  });
});
