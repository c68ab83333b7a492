import { describe, expect, it } from 'vitest';
import { parseSuite } from './suite';

describe('parseSuite', () => {
  it('reads one task a line, skipping blank lines; expect is optional', () => {
    const r = parseSuite('\uFEFF{"prompt": "Count moon breweries", "expect": "number 3"}\r\n\n{"prompt": " List cities "}\n');
    expect(r).toMatchObject({ ok: true, tasks: [{ prompt: 'Count moon breweries', expect: { kind: 'number', value: 3 } }, { prompt: 'List cities' }] });
    if (r.ok) expect(r.tasks[1]?.expect).toBeUndefined();
  });

  it('reports every bad line by number', () => {
    const r = parseSuite(['{"prompt": "ok"}', 'not json', '{"prompt": ""}', '{"prompt": "x", "expected": "contains a"}', '{"prompt": "x", "expect": "maybe"}', '[1]', '{"prompt": "x", "expect": 3}'].join('\n'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(6);
    expect(r.errors[0]).toMatch(/^Line 2 is not JSON/);
    expect(r.errors[1]).toMatch(/^Line 3 has no "prompt"/);
    expect(r.errors[2]).toMatch(/^Line 4 has "expected": a task has only "prompt" and "expect"/);
    expect(r.errors[3]).toMatch(/^Line 5: "maybe" is not an expected answer/);
    expect(r.errors[4]).toMatch(/^Line 6 is not an object/);
    expect(r.errors[5]).toMatch(/^Line 7: "expect" must be a string/);
  });

  it('refuses an empty file and an oversized one', () => {
    expect(parseSuite('\n  \n')).toMatchObject({ ok: false, errors: [expect.stringMatching(/no tasks/)] });
    expect(parseSuite(Array.from({ length: 201 }, () => '{"prompt": "a"}').join('\n'))).toMatchObject({ ok: false, errors: [expect.stringMatching(/201 tasks; at most 200/)] });
  });
});
