import { describe, expect, it } from 'vitest';
import { mountApis } from './apisDir';

function recordingFs() {
  const written = new Map<string, string>();
  const raw = new Map<string, unknown>();
  const modes = new Map<string, number>();
  const writeFile = (p: string, d: unknown) => {
    raw.set(p, d);
    written.set(p, d instanceof Uint8Array ? new TextDecoder().decode(d) : String(d));
  };
  return { written, raw, modes, fs: { mkdirTree: () => undefined, writeFile, chmod: (p: string, m: number) => void modes.set(p, m) } };
}

describe('mountApis', () => {
  it('writes the files under /apis and makes files 0444 and every folder 0555', () => {
    const { fs, written, modes } = recordingFs();
    expect(mountApis(fs, { '__init__.py': 'a', 'shop/items.py': 'b', 'shop/README.md': 'c' })).toBe(3);
    expect([...written.keys()]).toEqual(['/apis/__init__.py', '/apis/shop/items.py', '/apis/shop/README.md']);
    expect(modes.get('/apis/shop/items.py')).toBe(0o444);
    expect(modes.get('/apis/shop')).toBe(0o555);
    expect(modes.get('/apis')).toBe(0o555);
  });

  it('skips paths that are not plain names: no climbing out, no absolute or hidden paths', () => {
    const { fs, written } = recordingFs();
    expect(mountApis(fs, { '../data/x.py': 'x', '/etc/x': 'x', 'shop/../../x': 'x', '.hidden/x.py': 'x', 'ok.py': 'y' })).toBe(1);
    expect([...written.keys()]).toEqual(['/apis/ok.py']);
  });

  // Emscripten encodes a string argument one character at a time: 1.2 s for GitHub's 6.9 MB spec against 58 ms as bytes.
  it('hands the file system UTF-8 bytes, never a string', () => {
    const { fs, written, raw } = recordingFs();
    mountApis(fs, { 'github.json': '{"title": "Café ☕"}' }, '/specs');
    expect(raw.get('/specs/github.json')).toBeInstanceOf(Uint8Array);
    expect(written.get('/specs/github.json')).toBe('{"title": "Café ☕"}');
  });

  it('mounts nothing (not even /apis) when there are no packages', () => {
    const { fs, modes } = recordingFs();
    expect(mountApis(fs, {})).toBe(0);
    expect(modes.size).toBe(0);
  });
});
