import { describe, expect, it } from 'vitest';
import { findExternalRefs, normalizeFileUrl, textMayHaveExternalRefs } from './externalRefs';

describe('external $ref detection (lets big specs skip the ref-parser crawl)', () => {
  it('ignores internal refs and path keys that end in /$ref (MS Graph)', () => {
    expect(textMayHaveExternalRefs('{"paths":{"/groups/{id}/owners/$ref":{"get":{}}},"x":{"$ref":"#/components/schemas/A"}}')).toBe(false);
    expect(textMayHaveExternalRefs("schema:\n  $ref: '#/components/schemas/A'\n")).toBe(false);
  });

  it('finds external refs in JSON and YAML', () => {
    expect(textMayHaveExternalRefs('{"schema":{"$ref":"common.json#/A"}}')).toBe(true);
    expect(textMayHaveExternalRefs("schema:\n  $ref: './common.yaml#/A'\n")).toBe(true);
    expect(textMayHaveExternalRefs('schema: {$ref: other.yaml}\n')).toBe(true);
    expect(findExternalRefs({ a: { $ref: '#/x' }, b: [{ $ref: 'c.yaml#/y' }], example: { $ref: 'not-a-ref.yaml' } })).toEqual(['c.yaml#/y']);
  });

  it('keys local paths and URLs as absolute URLs', () => {
    expect(normalizeFileUrl('/tmp/a b.yaml#/x')).toBe('file:///tmp/a%20b.yaml');
    expect(normalizeFileUrl('https://x.test/a.yaml')).toBe('https://x.test/a.yaml');
  });
});
