import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DIR, TRIMMED_DIR, hasShared } from '../../../test-support/sharedDir';
import { parseJsonLazily } from './lazyJson';

const big = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`S${i}`, { type: 'object', description: `quote " brace } [ ${i}` }]));

function sampleSpec(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'T "quoted" \\ slash', version: '1' },
    paths: { '/a': { get: { responses: { '200': { description: 'ok' } } } } },
    'x-big': big(2000),
    'x-small': { a: 1 },
    components: { schemas: big(2000), examples: big(1500), parameters: { p: { name: 'p', in: 'query' } } },
  };
}

describe('parseJsonLazily', () => {
  it('gives the same document as JSON.parse, parsing big sections only when read', () => {
    const text = JSON.stringify(sampleSpec(), null, 1);
    const doc = parseJsonLazily(text) as Record<string, Record<string, unknown>>;
    const components = doc.components as Record<string, unknown>;
    expect(typeof Object.getOwnPropertyDescriptor(components, 'schemas')?.get).toBe('function');
    expect(typeof Object.getOwnPropertyDescriptor(doc, 'x-big')?.get).toBe('function');
    expect(Object.getOwnPropertyDescriptor(doc, 'x-small')?.value).toEqual({ a: 1 });
    expect(Object.keys(doc)).toEqual(Object.keys(JSON.parse(text) as object));
    expect(JSON.parse(JSON.stringify(doc))).toEqual(JSON.parse(text));
    // After the first read the section is plain data.
    expect(Object.getOwnPropertyDescriptor(components, 'schemas')?.value).toBeDefined();
  });

  it('keeps the last of duplicate keys, like JSON.parse', () => {
    const body = JSON.stringify(big(3000));
    const text = `{"openapi":"3.0.0","x-big":${body},"x-big":{"last":true}}`;
    expect((parseJsonLazily(text) as Record<string, unknown>)['x-big']).toEqual({ last: true });
  });

  it('gives up on text it does not understand, and reports a broken lazy section when it is read', () => {
    expect(parseJsonLazily('[1, 2]')).toBeUndefined();
    expect(parseJsonLazily('{"a": 1,}')).toBeUndefined();
    expect(parseJsonLazily('{"a": 1} trailing')).toBeUndefined();
    expect(parseJsonLazily('{"a": {"b": "never closed}}')).toBeUndefined();
    expect(parseJsonLazily('{"a": {"b": [1, {"c": "\\\\"}]')).toBeUndefined();
    const broken = `{"openapi":"3.0.0","x-big":{"a": [${'1,'.repeat(40000)} oops]}}`;
    const doc = parseJsonLazily(broken) as Record<string, unknown>;
    expect(() => doc['x-big']).toThrow(/"x-big" section is not valid JSON/);
  });

  it('keeps a big "__proto__" member as plain data, as JSON.parse does', () => {
    const text = `{"openapi":"3.0.0","__proto__":${JSON.stringify(big(3000))}}`;
    const doc = parseJsonLazily(text) as Record<string, unknown>;
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
    expect(Object.keys(doc)).toEqual(['openapi', '__proto__']);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(JSON.parse(text));
  });

  // The trimmed real specs always; the full ones too when ../shared (or CMP_SHARED_DIR) has them.
  const specDirs = [join(TRIMMED_DIR, 'specs'), ...(hasShared('specs') ? [join(SHARED_DIR, 'specs')] : [])];
  it.each(specDirs)('matches JSON.parse on every JSON spec in %s', (dir) => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const lazy = parseJsonLazily(text);
      expect(lazy, file).toBeDefined();
      expect(JSON.parse(JSON.stringify(lazy)), file).toEqual(JSON.parse(text));
    }
  }, 120_000);
});
