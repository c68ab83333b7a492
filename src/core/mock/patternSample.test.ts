import { describe, expect, it } from 'vitest';
import { patternSample } from './patternSample';

describe('patternSample', () => {
  it.each([
    '^[A-Z]{3}-\\d{4}$',
    '^\\d+(\\.\\d+)?[KMG][Bb]?$',
    '^(\\*\\.)?(((?!-)[A-Za-z0-9-]{0,62}[A-Za-z0-9])\\.)+((?!-)[A-Za-z0-9-]{1,62}[A-Za-z0-9])$',
    '^arn:(aws[a-zA-Z0-9-]*):iam::(\\d{12})?:(role((\\u002F)|(\\u002F[\\u0021-\\u007F]+\\u002F))[\\w+=,.@-]+)$',
    '^[\\#a-z]+$',
    '^(?<year>\\d{4})-(0[1-9]|1[0-2])$',
    '[^\\s]+@[a-z]+\\.(com|org)',
  ])('writes a string that %s accepts', (pattern) => {
    const s = patternSample(pattern);
    expect(s).not.toBeNull();
    expect(new RegExp(pattern, /\\#/.test(pattern) ? '' : 'u').test(s ?? '')).toBe(true);
  });

  it('pads to a minimum length when the pattern allows it, and gives up on what it cannot read', () => {
    expect(patternSample('^a+$', 5)).toBe('aaaaa');
    expect(patternSample('^\\p{Lu}$')).toBeNull();
    expect(patternSample('([')).toBeNull();
  });
});
