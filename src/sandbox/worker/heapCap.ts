// Python's WebAssembly memory stops growing at the limits table's `pythonHeapBytes`. Emscripten grows the heap
// through `WebAssembly.Memory.prototype.grow` (and turns a throw into a failed malloc, so Python raises MemoryError),
// hence the cap sits there, installed before Pyodide loads. The getters it reads are captured first and the
// wrapper cannot be replaced, so a script that patches `buffer` or `grow` afterwards does not lift it.
import { LIMITS } from '../../core/execution';

const PAGE_BYTES = 65_536;

/** Caps `realm`'s WebAssembly memories (the worker's own global; a test passes a fresh one). */
export function capWasmMemory(maxBytes: number = LIMITS.pythonHeapBytes.value, realm: typeof globalThis = globalThis): void {
  const apply = Reflect.apply;
  const proto = realm.WebAssembly.Memory.prototype;
  const method = (o: object, key: string, part: 'value' | 'get'): ((this: unknown, ...args: unknown[]) => unknown) =>
    // eslint-disable-next-line @typescript-eslint/unbound-method -- captured unbound on purpose, always called through Reflect.apply
    Object.getOwnPropertyDescriptor(o, key)?.[part] as (this: unknown, ...args: unknown[]) => unknown;
  const grow = method(proto, 'grow', 'value');
  const bufferOf = method(proto, 'buffer', 'get');
  const byteLengthOf = method(realm.ArrayBuffer.prototype, 'byteLength', 'get');
  const maxPages = Math.floor(maxBytes / PAGE_BYTES);
  const RangeErrorCtor = realm.RangeError;
  function capped(this: WebAssembly.Memory, delta: number): number {
    // Converted once: an object whose valueOf answers differently on a second call cannot slip past the check.
    const n = Number(delta);
    const pages = (apply(byteLengthOf, apply(bufferOf, this, []), []) as number) / PAGE_BYTES;
    if (!(pages + n <= maxPages)) throw new RangeErrorCtor(`Python's memory is capped at ${maxBytes / 1024 / 1024} MiB`);
    return apply(grow, this, [n]) as number;
  }
  realm.Object.defineProperty(proto, 'grow', { value: capped, writable: false, configurable: false, enumerable: false });
}
