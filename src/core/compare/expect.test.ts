import { describe, expect, it } from 'vitest';
import { checkAnswer, numbersIn, parseExpectation, type Expectation } from './expect';

function parsed(text: string): Expectation {
  const r = parseExpectation(text);
  if (!r.ok) throw new Error(r.error);
  return r.expectation;
}

describe('parseExpectation', () => {
  it('reads the three forms', () => {
    expect(parsed('contains  Moonlight Brewing ')).toMatchObject({ kind: 'contains', text: 'Moonlight Brewing' });
    expect(parsed('/moon\\w+/i')).toMatchObject({ kind: 'regex', pattern: 'moon\\w+', flags: 'i' });
    expect(parsed('number 42')).toMatchObject({ kind: 'number', value: 42, tolerance: 0, percent: false });
    expect(parsed('number -3.5 ± 0.25')).toMatchObject({ kind: 'number', value: -3.5, tolerance: 0.25, percent: false });
    expect(parsed('NUMBER 200 +- 5%')).toMatchObject({ kind: 'number', value: 200, tolerance: 5, percent: true });
  });

  it('drops the g and y flags, which would make a check depend on the one before', () => {
    expect(parsed('/a/giy')).toMatchObject({ flags: 'i' });
  });

  it('names what is wrong with bad input', () => {
    const err = (t: string) => { const r = parseExpectation(t); return r.ok ? '' : r.error; };
    expect(err('')).toMatch(/empty/);
    expect(err('Moonlight')).toMatch(/start it with "contains"/);
    expect(err('/(unclosed/')).toMatch(/not valid/);
    expect(err('number forty')).toMatch(/number 42 ± 0.5/);
    expect(err('contains')).toMatch(/start it with "contains"/);
  });
});

describe('numbersIn', () => {
  it('reads thousands separators, decimals and signs, and not a hyphen as a minus', () => {
    expect(numbersIn('1,234 breweries, 3.5 km, -2 degrees, top-5, list 1,2,3')).toEqual([1234, 3.5, -2, 5, 1, 2, 3]);
  });
});

describe('checkAnswer', () => {
  it('contains ignores case and whitespace runs', () => {
    expect(checkAnswer(parsed('contains moonlight   brewing'), 'Top: Moonlight\nBrewing Co')).toBe(true);
    expect(checkAnswer(parsed('contains moonlight'), 'Sunlight')).toBe(false);
  });

  it('regex matches anywhere, the same on every call', () => {
    const e = parsed('/moon/gi');
    expect(checkAnswer(e, 'MOON')).toBe(true);
    expect(checkAnswer(e, 'MOON')).toBe(true);
    expect(checkAnswer(parsed('/^moon$/'), 'the moon')).toBe(false);
  });

  it('number passes within the tolerance, absolute or percent', () => {
    expect(checkAnswer(parsed('number 42'), 'There are 42 of them.')).toBe(true);
    expect(checkAnswer(parsed('number 42'), 'There are 43.')).toBe(false);
    expect(checkAnswer(parsed('number 100 ± 2'), 'about 101.5 and 7')).toBe(true);
    expect(checkAnswer(parsed('number 100 ± 2'), 'about 103')).toBe(false);
    expect(checkAnswer(parsed('number 1000 ± 1%'), 'total 1,009')).toBe(true);
    expect(checkAnswer(parsed('number 1000 ± 1%'), 'total 1,011')).toBe(false);
    expect(checkAnswer(parsed('number 0.3'), '0.30')).toBe(true);
  });

  it('a run without an answer fails', () => {
    expect(checkAnswer(parsed('contains a'), undefined)).toBe(false);
    expect(checkAnswer(parsed('/.*/'), '  ')).toBe(false);
  });
});
