import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../core/execution';
import { capWasmMemory } from './heapCap';

const PAGE = 65_536;

/** A fresh realm, so the cap (which cannot be undone) never touches the test runner's own prototypes. */
function cappedRealm(maxBytes: number): typeof globalThis {
  const realm = runInNewContext('globalThis') as typeof globalThis;
  capWasmMemory(maxBytes, realm);
  return realm;
}

describe('capWasmMemory', () => {
  it('lets memory grow up to the cap and refuses one page more, leaving the memory as it was', () => {
    const realm = cappedRealm(64 * PAGE);
    const m = new realm.WebAssembly.Memory({ initial: 1, maximum: 1024 });
    expect(m.grow(63)).toBe(1);
    expect(m.buffer.byteLength).toBe(64 * PAGE);
    expect(() => m.grow(1)).toThrow(realm.RangeError);
    expect(m.buffer.byteLength).toBe(64 * PAGE);
  });

  it('counts the memory\'s own size, not only the request', () => {
    const realm = cappedRealm(64 * PAGE);
    const m = new realm.WebAssembly.Memory({ initial: 60, maximum: 1024 });
    expect(() => m.grow(5)).toThrow(/capped at 4 MiB/);
    expect(m.grow(4)).toBe(60);
  });

  it('cannot be replaced, nor lifted by patching the getters it reads', () => {
    const realm = cappedRealm(64 * PAGE);
    const proto = realm.WebAssembly.Memory.prototype as unknown as Record<string, unknown>;
    expect(() => {
      proto.grow = () => 0;
    }).toThrow(TypeError);
    expect(() => realm.Object.defineProperty(proto, 'grow', { value: () => 0 })).toThrow(realm.TypeError);
    realm.Object.defineProperty(proto, 'buffer', { get: () => new realm.ArrayBuffer(0), configurable: true });
    realm.Object.defineProperty(realm.ArrayBuffer.prototype, 'byteLength', { get: () => 0, configurable: true });
    const m = new realm.WebAssembly.Memory({ initial: 64, maximum: 1024 });
    expect(() => m.grow(1)).toThrow(realm.RangeError);
  });

  it('defaults to the limits table\'s row (1 GiB)', () => {
    expect(LIMITS.pythonHeapBytes.value).toBe(1024 * 1024 * 1024);
    expect(LIMITS.pythonHeapBytes.enforcedIn).toContain('heapCap.ts');
  });
});
