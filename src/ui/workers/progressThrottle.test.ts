import { describe, expect, it } from 'vitest';
import { throttleProgress } from './progressThrottle';

describe('throttleProgress', () => {
  it('passes every phase change and at most one detail per interval within a phase', () => {
    let clock = 0;
    const seen: string[] = [];
    const report = throttleProgress((phase, detail) => seen.push(`${phase}:${detail ?? ''}`), 250, () => clock);
    report('fetching');
    clock = 100;
    report('fetching', '1.0 of 13.0 MB');
    clock = 260;
    report('fetching', '2.0 of 13.0 MB');
    clock = 270;
    report('parsing');
    clock = 280;
    report('indexing', '500 of 1223 operations');
    clock = 300;
    report('indexing', '1000 of 1223 operations');
    expect(seen).toEqual(['fetching:', 'fetching:2.0 of 13.0 MB', 'parsing:', 'indexing:500 of 1223 operations']);
  });
});
