import { describe, expect, it } from 'vitest';
import { countTokens } from '../tokens';
import { DEFAULT_OFFRAMP_TOKENS, exceedsThreshold, offRampFiles, offRampPreview } from './offRamp';

const PATH = /\/data\/[\w.-]+\.(json|csv)/;
const records = Array.from({ length: 3_000 }, (_, i) => ({ id: `id-${i}`, name: `Brewery ${i}`, brewery_type: i % 3 ? 'micro' : 'brewpub', latitude: i / 7, closed: i % 5 === 0 }));

function preview(value: unknown): string {
  const files = offRampFiles('t1-0', value);
  return offRampPreview(value, files, 123_456);
}

describe('off-ramp decision', () => {
  it('passes text under the threshold (without tokenizing short text) and catches text over it', () => {
    expect(exceedsThreshold('short', DEFAULT_OFFRAMP_TOKENS)).toEqual({ over: false, tokens: -1 });
    expect(exceedsThreshold('word '.repeat(3_000), DEFAULT_OFFRAMP_TOKENS).over).toBe(false);
    const big = exceedsThreshold(JSON.stringify(records.slice(0, 300)), DEFAULT_OFFRAMP_TOKENS);
    expect(big.over).toBe(true);
    expect(big.tokens).toBeGreaterThan(DEFAULT_OFFRAMP_TOKENS);
  });
});

describe('off-ramp files and preview', () => {
  it('a list of flat records: JSON and CSV, row count, fields with types, first rows, the execute line; ≤ 600 tokens', () => {
    const files = offRampFiles('t1-0', records);
    expect(files.json.name).toBe('t1-0.json');
    const csv = new TextDecoder().decode(files.csv!.bytes).split('\n');
    expect(csv[0]).toBe('id,name,brewery_type,latitude,closed');
    expect(csv.length).toBe(3_002);
    const text = preview(records);
    expect(text).toMatch(PATH);
    expect(text).toContain('/data/t1-0.csv');
    expect(text).toContain('3,000 rows');
    expect(text).toContain('brewery_type (string)');
    expect(text).toContain('latitude (number)');
    expect(text).toContain('"id":"id-0"');
    expect(text).toMatch(/Process the file with `execute`/);
    expect(countTokens(text)).toBeLessThanOrEqual(600);
  });

  it('nested JSON: no CSV, the top-level keys and their kinds, clipped', () => {
    const nested = { meta: { total: 3_000 }, data: records.map((r) => ({ ...r, tags: ['a', 'b'], owner: { name: 'x'.repeat(500) } })) };
    expect(offRampFiles('t2-0', nested).csv).toBeUndefined();
    expect(offRampFiles('t2-1', nested.data).csv).toBeUndefined();
    const text = preview(nested);
    expect(text).toContain('an object with 2 keys: meta (object), data (array of 3000)');
    expect(countTokens(text)).toBeLessThanOrEqual(600);
    const rows = preview(nested.data);
    expect(rows).not.toContain('x'.repeat(100));
    expect(countTokens(rows)).toBeLessThanOrEqual(600);
  });

  it('a huge string and non-JSON text: the length and the start, within budget', () => {
    const huge = 'lorem ipsum '.repeat(50_000);
    const text = preview(huge);
    expect(text).toContain('text of 600,000 characters');
    expect(text).toContain('Starts with: lorem ipsum');
    expect(countTokens(text)).toBeLessThanOrEqual(600);
    const oneLine = preview('z'.repeat(200_000));
    expect(countTokens(oneLine)).toBeLessThanOrEqual(600);
  });

  it('keeps already-encoded JSON bytes as they are', () => {
    const bytes = new TextEncoder().encode('[1,2,3]');
    expect(offRampFiles('t3-0', [1, 2, 3], bytes).json.bytes).toBe(bytes);
  });
});
