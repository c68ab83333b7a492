// Sealed runs: nothing a run does reaches another run. Each reproduction here broke the sandbox before runs got a
// fresh interpreter each (implants, timers and nested workers outliving a run, a port taken through a patched
// getter, a run switching config mid-flight, size limits that hung instead of answering).
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures/pythonWait';
import type { RunOptions, RunResult } from '../src/sandbox';
import type {} from '../src/sandbox/harness/harness'; // window.__cmpSandbox
import { fixtureText } from './fixtures/playground';
import { breweryLog, resetBreweryLog } from './servers/clients';
import { BREWERY_BASE } from './servers/ports';

// One harness page for the file on purpose: each test makes its own runs back to back and checks that nothing of one
// reaches the next (its own pairs, not an earlier test's); the config switch is undone at its end.
test.describe.configure({ mode: 'default' });

let page: Page;
let cdp: CDPSession;

const run = (code: string, options: RunOptions = {}): Promise<RunResult> =>
  page.evaluate(([c, o]) => window.__cmpSandbox!.handle.run(c, o), [code, options] as const);
const sealed = (name: string): string => fixtureText(`./sealed/${name}`);
/** Steady state: the pool's spare has booted, so later timing does not depend on a boot in progress. */
const poolFull = () => page.waitForFunction(() => window.__cmpSandbox!.handle.status().spareReady === true, null, { timeout: 120_000 });

/** Dedicated workers alive in the browser (the sandboxes' workers and anything they started). */
async function workerCount(): Promise<number> {
  const { targetInfos } = await cdp.send('Target.getTargets');
  return targetInfos.filter((t) => t.type === 'worker').length;
}

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(180_000);
  page = await browser.newPage({ baseURL: info.project.use.baseURL });
  cdp = await browser.newBrowserCDPSession();
  await page.goto(`./sandbox-harness.html?allow=${encodeURIComponent(BREWERY_BASE)}&base=${encodeURIComponent(BREWERY_BASE)}`);
  await page.waitForFunction(() => window.__cmpSandbox !== undefined);
  await page.evaluate(() => window.__cmpSandbox!.handle.ready);
  await poolFull();
});

test.afterAll(async () => {
  await page.close();
});

test('nothing a run plants (modules, builtins, files, sitecustomize, .pth, env, sys.path, JS globals) exists in the next run', async () => {
  // The planting run forges its own result (its own business); the next run must see none of it.
  expect((await run(sealed('plant.py'))).result).toBe('forged by run N');
  const next = await run(sealed('inspect.py'));
  expect(next.error).toBeUndefined();
  expect(next.result).toEqual({ status: 200, found: [] });
  expect(next.requests).toHaveLength(1);
});

test('a JS timer left by a run never sends a request in a later run', async () => {
  await resetBreweryLog();
  expect((await run(sealed('timer.py'))).result).toBe('armed');
  const later = await run('import asyncio\nawait asyncio.sleep(1.5)\nresult = "slept"');
  expect(later.result).toBe('slept');
  expect(later.requests).toEqual([]);
  expect((await breweryLog()).filter((r) => r.path.includes('implant=timer'))).toEqual([]);
});

test('nested workers and busy timers end with their run', async () => {
  await poolFull();
  const idle = await workerCount();
  expect((await run(sealed('busy.py'))).result).toBe(2);
  await poolFull();
  // The run's own worker and its two spinning children are gone; only the pool's spares remain.
  await expect.poll(workerCount, { timeout: 10_000 }).toBe(idle);
  const next = await run('result = sum(range(1000))');
  expect(next.result).toBe(499500);
});

test('the message port stays out of reach of a patched MessageEvent.data getter; no forged result', async () => {
  const res = await run(sealed('port.py'), { timeoutMs: 20_000 });
  expect(res.error).toBeUndefined();
  expect(res.result).toEqual({ caught: false });
});

test('a run keeps the allowlist it started with when the config changes mid-run', async () => {
  const code = 'import asyncio\nawait asyncio.sleep(0.8)\nresult = requests.get(BASE_URL + "/breweries/meta").status_code';
  const res = await page.evaluate(async (c) => {
    const sb = window.__cmpSandbox!.handle;
    const pending = sb.run(c);
    await new Promise((r) => setTimeout(r, 200));
    sb.setConfig({ allowlist: [], baseUrl: 'http://127.0.0.2:4012' });
    const out = await pending;
    const after = await sb.run(c);
    return { out, after };
  }, code);
  expect(res.out.result).toBe(200);
  expect(res.out.requests[0]).toMatchObject({ allowed: true, status: 200 });
  expect(res.after.ok).toBe(false);
  expect(res.after.error).toContain('BlockedRequestError');
  await page.evaluate((base) => window.__cmpSandbox!.handle.setConfig({ allowlist: [{ origin: new URL(base).origin, pathPrefix: '/v1' }], baseUrl: base }), BREWERY_BASE);
});

test('a URL over the size limit is answered with an error naming the limit, at once', async () => {
  const res = await run('try:\n    requests.get(BASE_URL + "/breweries?q=" + "a" * 9000)\nexcept requests.RequestException as e:\n    result = str(e)', { timeoutMs: 15_000 });
  expect(res.error).toBeUndefined();
  expect(String(res.result)).toContain('limit is 8,192');
  expect(res.requests[0]).toMatchObject({ allowed: false, status: null });
});

test('a result that is a big JSON string and a huge exception message are capped once, not dropped', async () => {
  const big = await run('import json\nresult = json.dumps(["x\\"" * 60000])', { timeoutMs: 15_000 });
  expect(big.ok).toBe(true);
  expect(big.truncated).toContain('result');
  expect(String(big.result)).toContain('[result truncated');
  const err = await run('raise ValueError("x" * 300000)', { timeoutMs: 15_000 });
  expect(err.ok).toBe(false);
  expect(err.error?.startsWith('ValueError: xxx')).toBe(true);
  expect(err.error?.length).toBeLessThan(100_300);
  expect(err.error).toContain('[error truncated');
});

test('24 request bodies of 64 MB each are all refused by the sandbox; none reaches the page, none hangs', async () => {
  test.setTimeout(60_000);
  const res = await run(sealed('big_bodies.py'), { timeoutMs: 30_000 });
  expect(res.error).toBeUndefined();
  expect(res.result).toMatchObject({ n: 24, first: expect.stringContaining('the limit is 5,242,880') });
  expect(res.requests.length).toBeGreaterThan(0);
  expect(res.requests.every((r) => !r.allowed)).toBe(true);
});
