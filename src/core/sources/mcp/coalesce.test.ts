import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

describe('coalesced', () => {
  it('runs a burst of asks at most twice, the second after the first, and again when asked once idle', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const ask = coalesced(async () => {
      runs++;
      await new Promise<void>((resolve) => (release = resolve));
    });
    for (let i = 0; i < 300; i++) ask();
    expect(runs).toBe(1);
    release();
    await expect.poll(() => runs).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs).toBe(2);
    ask();
    expect(runs).toBe(3);
    release();
  });
});
