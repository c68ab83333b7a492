import { describe, expect, it } from 'vitest';
import { mountApis } from './apisDir';

function recordingFs() {
  const written = new Map<string, string>();
  const modes = new Map<string, number>();
  return {
    written, modes,
    fs: { mkdirTree: () => undefined, writeFile: (p: string, d: string) => void written.set(p, d), chmod: (p: string, m: number) => void modes.set(p, m) },
  };
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

  it('mounts nothing (not even /apis) when there are no packages', () => {
    const { fs, modes } = recordingFs();
    expect(mountApis(fs, {})).toBe(0);
    expect(modes.size).toBe(0);
  });
});
