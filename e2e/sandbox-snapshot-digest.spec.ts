// The memory snapshot kept in Cache Storage is checked against a SHA-256 digest kept apart from it (by the page,
// while the worker starts) before it is restored: one changed byte (here inside the shim's docstring, which would otherwise restore fine and show up in
// the next run's interpreter) means a cold boot, a note, and a new snapshot.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/pythonWait';
import type {} from '../src/sandbox/harness/harness'; // window.__cmpSandbox
import { BREWERY_BASE } from './servers/ports';

test.describe.configure({ timeout: 360_000 });

const HARNESS = `./sandbox-harness.html?allow=${encodeURIComponent(BREWERY_BASE)}&base=${encodeURIComponent(BREWERY_BASE)}`;
const MARK = 'Runs one script in fresh globals';

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__cmpSandbox !== undefined);
  await page.evaluate(() => window.__cmpSandbox!.handle.ready);
}

/** Bytes of the kept snapshot entry (0 until the pool has saved it). */
const storedBytes = (page: Page) => page.evaluate(async () => {
  const cache = await caches.open('cmp-pyodide-snapshot');
  const [key] = await cache.keys();
  return key ? (await (await cache.match(key))?.arrayBuffer())?.byteLength ?? 0 : 0;
});

// The page checks the digest and the worker waits for its verdict before Pyodide loads, the same way with or without
// JSPI (only the snapshot's cache key differs): one project covers it (about 20 s each).
test.skip(({ withoutJspi }) => withoutJspi, 'Same code path with or without JSPI: the worker waits for the page\'s check before Pyodide loads');

test('a changed byte in the kept snapshot: cold boot, a note, and the changed interpreter never runs', async ({ browser }, info) => {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  try {
    await page.goto(HARNESS);
    await ready(page);
    await expect.poll(() => storedBytes(page), { timeout: 120_000 }).toBeGreaterThan(1_000_000);

    const changed = await page.evaluate(async (mark) => {
      const cache = await caches.open('cmp-pyodide-snapshot');
      const [key] = await cache.keys();
      if (!key) return 0;
      // Kept without its zero pages, the others as they are: the docstring's bytes are in there verbatim.
      const bytes = new Uint8Array(await (await cache.match(key))!.arrayBuffer());
      const needle = new TextEncoder().encode(mark);
      let count = 0;
      for (let i = bytes.indexOf(needle[0]!); i >= 0 && i + needle.length <= bytes.length; i = bytes.indexOf(needle[0]!, i + 1)) {
        if (needle.every((b, j) => bytes[i + j] === b)) {
          bytes[i] = 'X'.charCodeAt(0);
          count++;
        }
      }
      await cache.put(key, new Response(bytes, { headers: { 'Content-Type': 'application/x-cmp-snapshot-pages' } }));
      return count;
    }, MARK);
    expect(changed).toBeGreaterThan(0);

    await page.reload();
    await ready(page);
    const run = await page.evaluate(() => window.__cmpSandbox!.handle.run('import cmp_runner\nresult = cmp_runner.__doc__[:4]'));
    expect(run.error).toBeUndefined();
    expect(run.result).toBe('Runs');
    expect(await page.evaluate(() => window.__cmpSandbox!.handle.status().notice)).toMatch(/did not match its SHA-256 digest/);
    // The cold boot kept a new snapshot (with its digest); the next visit restores it without a note.
    await expect.poll(() => page.evaluate(async (mark) => {
      const cache = await caches.open('cmp-pyodide-snapshot');
      const [key] = await cache.keys();
      const text = key ? new TextDecoder('latin1').decode(await (await cache.match(key))!.arrayBuffer()) : '';
      const digests = await (await caches.open('cmp-pyodide-snapshot-digest')).keys();
      return text.includes(mark) && digests.length === 1;
    }, MARK), { timeout: 120_000 }).toBe(true);
    await page.reload();
    await ready(page);
    expect(await page.evaluate(() => window.__cmpSandbox!.handle.status().notice)).toBeUndefined();
    expect((await page.evaluate(() => window.__cmpSandbox!.handle.run('result = 6 * 7'))).result).toBe(42);
  } finally {
    await context.close();
  }
});
