// The sandbox host in a real browser (vitest.browser.config.ts: headless system Chromium, Pyodide served by our
// Vite plugin): one sandbox for the file, since every cold Pyodide boot costs seconds.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../core/execution';
import type { SandboxHandle } from '../contract';
import { createSandbox } from './sandbox';
import { cacheSnapshotStore, MISMATCH_NOTE } from './snapshotStore';
import { DIGEST_MISMATCH, packSnapshot, SNAPSHOT_PAGES, snapshotMemory } from '../snapshotCodec';

const iframes = () => document.querySelectorAll('iframe[sandbox]').length;

describe('createSandbox in Chromium', () => {
  let sandbox: SandboxHandle;
  let first: { result: unknown; snapshotBytes: number | undefined };
  beforeAll(async () => {
    sandbox = createSandbox({ allowlist: [], baseUrl: '' }, { keepSnapshot: false });
    // Asked for while Python still boots, as a playground link's Run pressed early is.
    const res = await sandbox.run('result = 1 + 1');
    first = { result: res.result, snapshotBytes: sandbox.status().pool?.snapshotBytes };
    await vi.waitFor(() => expect(sandbox.status().phase).toBe('ready'), { timeout: 60_000, interval: 100 });
  }, 120_000);
  afterAll(() => sandbox.dispose());

  it('gives a run that waits for the first boot its interpreter before any snapshot; the next boot makes one', async () => {
    expect(first).toEqual({ result: 2, snapshotBytes: 0 });
    // The tests below run on spares restored from it.
    await vi.waitFor(() => expect(sandbox.status().pool?.snapshotBytes).toBeGreaterThan(1_000_000), { timeout: 60_000, interval: 100 });
  });

  it('boots, runs Python and returns its result and output', async () => {
    expect(sandbox.status().phase).toBe('ready');
    const res = await sandbox.run('print("hi")\nresult = {"sum": 1 + 1}');
    expect(res).toMatchObject({ ok: true, result: { sum: 2 }, stdout: 'hi\n' });
  });

  it('answers a failing script with a value, not a throw', async () => {
    const res = await sandbox.run('raise ValueError("boom")');
    expect(res.ok).toBe(false);
    expect(res.error).toContain('ValueError: boom');
  });

  it('refuses request 51 by default, because the limits table says 50', async () => {
    const code = [
      'import requests',
      'for i in range(60):',
      '    try:',
      '        requests.get("https://api.example.invalid/x")',
      '    except Exception:',
      '        pass',
    ].join('\n');
    const res = await sandbox.run(code);
    const limited = res.requests.filter((r) => r.reason?.startsWith('Request limit reached'));
    expect(res.requests.length - limited.length).toBe(LIMITS.runMaxRequests.value);
    expect(limited[0]?.reason).toContain(`at most ${LIMITS.runMaxRequests.value} HTTP requests`);
  });

  it('stops a script at its timeout, frees its sandbox, refills the pool, and the next run works', async () => {
    const res = await sandbox.run('while True:\n    pass', { timeoutMs: 500 });
    expect(res).toMatchObject({ ok: false, error: expect.stringContaining('Timed out after 0.5 s') as unknown });
    // The killed run's iframe is gone and a new spare is ready before anyone asks for it.
    await vi.waitFor(() => expect(sandbox.status().spareReady).toBe(true), { timeout: 30_000, interval: 100 });
    expect(iframes()).toBe(1);
    expect((await sandbox.run('result = 7')).result).toBe(7);
  });

  it('gives a skill its APIs under the names it was saved with, and BASE_URL of the API that was first then', async () => {
    const api = (name: string, baseUrl: string) => ({ name, allowlist: [], baseUrl });
    sandbox.setConfig({ allowlist: [], baseUrl: 'https://a.test', apis: [api('first', 'https://a.test'), api('wx', 'https://w.test'), api('weather', 'https://g.test')] });
    const code = 'def both():\n    """x"""\n    return [BASE_URL, BASE_URLS["weather"], BASE_URLS["geo"], sorted(BASE_URLS)]\n';
    const res = await sandbox.run('from skills import both\nresult = [both(), BASE_URL, sorted(BASE_URLS)]', { skills: [{ name: 'both', code, renamed: { weather: 'wx', geo: 'weather' }, baseName: 'wx' }] });
    sandbox.setConfig({ allowlist: [], baseUrl: '' });
    expect(res.error, res.stderr).toBeUndefined();
    expect(res.result).toEqual([['https://w.test', 'https://w.test', 'https://g.test', ['first', 'geo', 'weather', 'wx']], 'https://a.test', ['first', 'weather', 'wx']]);
  });

  it('dispose() removes every iframe and answers later runs with a value', async () => {
    const other = createSandbox({ allowlist: [], baseUrl: '' }, { keepSnapshot: false });
    const before = iframes();
    other.dispose();
    expect(iframes()).toBeLessThan(before);
    expect(await other.run('result = 1')).toMatchObject({ ok: false, error: 'The sandbox was disposed' });
    expect(other.status().phase).toBe('error');
  });
});

describe('cacheSnapshotStore', () => {
  it('keeps it without its zero pages, hands back what it saved, and says when the entry no longer matches its digest', async () => {
    const store = cacheSnapshotStore();
    const raw = new Uint8Array((1 << 18) + 100).fill(5, 1000, 2000).fill(7, (1 << 18) + 90);
    await store.save(new Blob([raw]));
    const cache = await caches.open('cmp-pyodide-snapshot');
    const [entry] = await cache.keys();
    if (!entry) throw new Error('the snapshot was not stored');
    // One 4 KiB page of 65 holds data, and the short last one.
    expect((await (await cache.match(entry))!.blob()).size).toBeLessThan(4096 + 100 + 64);
    const saved = await store.load();
    if (!saved.snapshot) throw new Error('the snapshot was not loaded');
    expect(saved.snapshot.type).toBe(SNAPSHOT_PAGES);
    expect(await saved.matched).toBe(true);
    expect(await snapshotMemory(saved.snapshot, raw.length, saved.matched)).toEqual(raw);
    await cache.put(entry, new Response(new Uint8Array([9, 9, 9])));
    const changed = await store.load();
    if (!changed.snapshot) throw new Error('a changed entry is still handed out (the check is the worker\'s wait)');
    expect(await changed.matched).toBe(false);
    await expect(snapshotMemory(changed.snapshot, raw.length, changed.matched)).rejects.toThrow(DIGEST_MISMATCH);
    await (await caches.open('cmp-pyodide-snapshot-digest')).delete(entry);
    expect(await store.load()).toEqual({ snapshot: null, note: MISMATCH_NOTE });
    expect(await store.load()).toEqual({ snapshot: null });
  });

  it('unpacks a kept snapshot only up to the cap, refuses a malformed one, and passes a raw one through', async () => {
    const packed = await packSnapshot(new Blob([new Uint8Array(8192).fill(1, 10, 20)]));
    await expect(snapshotMemory(packed, 8191)).rejects.toThrow(/unpacks past 8191 bytes/);
    expect((await snapshotMemory(packed, 8192)).length).toBe(8192);
    const bytes = new Uint8Array(await packed.arrayBuffer());
    const cut = new Blob([bytes.subarray(0, bytes.length - 1)], { type: SNAPSHOT_PAGES });
    await expect(snapshotMemory(cut, 8192)).rejects.toThrow(/cut short/);
    const longer = new Blob([bytes, new Uint8Array([0])], { type: SNAPSHOT_PAGES });
    await expect(snapshotMemory(longer, 8192)).rejects.toThrow(/bytes past its pages/);
    expect(await snapshotMemory(new Blob([new Uint8Array([1, 2])]), 2)).toEqual(new Uint8Array([1, 2]));
    await expect(snapshotMemory(new Blob([new Uint8Array([1, 2])]), 1)).rejects.toThrow(/over 1 bytes/);
  });
});
