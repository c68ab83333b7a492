import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_PYODIDE_GLOBAL, takePrefetchedPyodide } from './earlyPyodide';

describe('downloads started by index.html', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).window;
  });

  it('are taken over once each; none without the inline script', () => {
    (globalThis as Record<string, unknown>).window = {};
    expect(takePrefetchedPyodide('pyodide.asm.wasm')).toBeNull();
    const wasm = Promise.resolve(new Response('wasm'));
    (globalThis as Record<string, unknown>).window = { [EARLY_PYODIDE_GLOBAL]: { 'pyodide.asm.wasm': wasm } };
    expect(takePrefetchedPyodide('pyodide.asm.wasm')).toBe(wasm);
    expect(takePrefetchedPyodide('pyodide.asm.wasm')).toBeNull();
    expect(takePrefetchedPyodide('toString')).toBeNull();
  });
});
