import { describe, expect, it } from 'vitest';
import { DIGEST_MISMATCH, packSnapshot, SNAPSHOT_PAGES, snapshotMemory } from './snapshotCodec';

const PAGE = 4096;

/** Zeros with a few bytes set: at page edges, in a short last page, and one non-zero byte in an otherwise empty page. */
function sparseMemory(length: number): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(length);
  raw[0] = 1;
  raw[PAGE - 1] = 2;
  raw[3 * PAGE] = 3;
  raw.fill(9, 5 * PAGE + 17, 7 * PAGE + 5);
  raw[length - 1] = 4;
  return raw;
}

describe('the kept snapshot without its zero pages', () => {
  it('comes back byte for byte, whatever its length, and keeps only pages that hold data', async () => {
    for (const length of [10 * PAGE, 10 * PAGE + 1, 10 * PAGE + 3, 10 * PAGE + PAGE - 1]) {
      const raw = sparseMemory(length);
      const packed = await packSnapshot(new Blob([raw]));
      expect(packed.type).toBe(SNAPSHOT_PAGES);
      // Pages 0, 3, 5, 6, 7 and the last one (short unless the length is a multiple of the page).
      const last = length % PAGE || PAGE;
      expect(packed.size).toBe(8 + Math.ceil(Math.ceil(length / PAGE) / 8) + 5 * PAGE + last);
      expect(await snapshotMemory(packed, length)).toEqual(raw);
    }
  });

  it('an all-zero memory keeps as its header and bitmap', async () => {
    const packed = await packSnapshot(new Blob([new Uint8Array(64 * PAGE)]));
    expect(packed.size).toBe(8 + 8);
    expect(await snapshotMemory(packed, 64 * PAGE)).toEqual(new Uint8Array(64 * PAGE));
  });

  it('is handed out only once the page says its bytes matched their digest', async () => {
    const raw = sparseMemory(8 * PAGE);
    const packed = await packSnapshot(new Blob([raw]));
    expect(await snapshotMemory(packed, raw.length, Promise.resolve(true))).toEqual(raw);
    await expect(snapshotMemory(packed, raw.length, Promise.resolve(false))).rejects.toThrow(DIGEST_MISMATCH);
  });

  it('refuses a header that is not ours, and a bitmap that promises pages it does not hold', async () => {
    await expect(snapshotMemory(new Blob([new Uint8Array(16)], { type: SNAPSHOT_PAGES }), 1 << 20)).rejects.toThrow(/not a packed snapshot/);
    const bytes = new Uint8Array(await (await packSnapshot(new Blob([sparseMemory(8 * PAGE)]))).arrayBuffer());
    bytes[8] = 0xff;
    await expect(snapshotMemory(new Blob([bytes], { type: SNAPSHOT_PAGES }), 8 * PAGE)).rejects.toThrow(/cut short/);
  });
});
