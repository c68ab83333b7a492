// Hangs, floods and caps in the real playground: the page stays responsive, the run ends with a clear error,
// and the next run works.
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_READY_MS, openPlayground, pageLatencyMs, runCode, setCode, startRun, type PageRun } from './fixtures/playground';
import { breweryLog, resetBreweryLog } from './servers/clients';

// One page (one warm sandbox) per file; tests run in order. Not 'serial': a failure must not skip the rest.
test.describe.configure({ mode: 'default' });
// Trace screencast frames of the loading spinner starve Pyodide's start on a busy 2-core box; keep DOM snapshots.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } });

let page: Page;

/** Generous: a blocked main thread would not answer at all while the script runs. */
const RESPONSIVE_MS = 1500;

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(240_000);
  page = await browser.newPage({ baseURL: info.project.use.baseURL });
  await openPlayground(page, 'result = "ready"');
});

test.afterAll(async () => {
  await page.close();
});

async function expectResponsive(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    expect(await pageLatencyMs(page)).toBeLessThan(RESPONSIVE_MS);
    await page.waitForTimeout(300);
  }
}

/** After a kill the warm spare takes over; if it is still starting (loaded machine), that is a cold start. */
async function expectNextRunWorks(): Promise<void> {
  const next = await runCode(page, 'result = sum(range(10))', SANDBOX_READY_MS);
  expect(next.status, next.error).toBe('ok');
  expect(next.result).toBe(45);
}

/** Starts `code`, checks the page while it runs, presses Stop, returns the outcome. */
async function runThenStop(code: string): Promise<PageRun> {
  await setCode(page, code);
  const done = await startRun(page);
  await page.waitForTimeout(1500);
  await expectResponsive();
  // Stop applies only while the run is still going (a run that already ended is reported as it ended).
  const stop = page.getByTestId('stop-run-button');
  if (await stop.isEnabled()) await stop.click({ timeout: 5_000 });
  return done(15_000);
}

test('while True: pass is killed by the wall-clock timeout; the UI stays usable meanwhile', async () => {
  test.setTimeout(300_000);
  await setCode(page, 'while True:\n    pass\n');
  const done = await startRun(page);
  await page.waitForTimeout(1000);
  await expectResponsive();
  await page.getByTestId('copy-link-button').click({ timeout: 5_000 });
  await expect(page.getByTestId('copy-link-feedback')).toBeVisible();
  const run = await done(60_000);
  expect(run.status).toBe('error');
  expect(run.error).toMatch(/timed out|time limit|timeout/i);
  await expectNextRunWorks();
});

test('a loop that swallows KeyboardInterrupt still stops on Stop', async () => {
  test.setTimeout(300_000);
  const run = await runThenStop(
    'while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass\n',
  );
  expect(run.status).toBe('error');
  expect(run.error).toMatch(/stopped/i);
  await expectNextRunWorks();
});

test('a memory bomb ends with an error', async () => {
  test.setTimeout(300_000);
  await setCode(page, 'blocks = []\nwhile True:\n    blocks.append(bytearray(64 * 1024 * 1024))\n');
  const done = await startRun(page);
  await expectResponsive();
  const run = await done(90_000);
  expect(run.status).toBe('error');
  expect(run.error).toMatch(/memory|crash|terminated|stopped|timed out|aborted/i);
  await expectNextRunWorks();
});

test('deep recursion ends with a clear error', async () => {
  test.setTimeout(300_000);
  const run = await runCode(page, 'def down(n):\n    return down(n + 1) + 1\n\nresult = down(0)\n', 60_000);
  expect(run.status).toBe('error');
  expect(run.error).toMatch(/recursion|call stack|stack/i);
  await expectNextRunWorks();
});

test('a print flood is capped with a visible marker', async () => {
  test.setTimeout(300_000);
  await setCode(page, 'for i in range(300_000):\n    print("flood line", i)\nresult = "done"\n');
  const done = await startRun(page);
  await expectResponsive();
  const run = await done(90_000);
  const shown = run.stdout.length;
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(250_000);
  expect(run.panelText).toMatch(/truncated|cut at the size cap/i);
  await expectNextRunWorks();
});

test('an endless print flood can be stopped', async () => {
  test.setTimeout(300_000);
  const run = await runThenStop('while True:\n    print("x" * 10_000)\n');
  expect(run.status).toBe('error');
  expect(run.error).toMatch(/stopped/i);
  await expectNextRunWorks();
});

test('a postMessage flood from Python does not freeze the page', async () => {
  test.setTimeout(300_000);
  // The sandbox worker has no postMessage of its own (removed at startup): keep trying anyway until Stop.
  const run = await runThenStop('import js\nwhile True:\n    try:\n        js.postMessage("spam" * 1000)\n    except AttributeError:\n        pass\n');
  expect(run.status).toBe('error');
  expect(run.error).toMatch(/stopped/i);
  await expectNextRunWorks();
});

test('requests per run are capped (default 50)', async () => {
  test.setTimeout(300_000);
  await resetBreweryLog();
  const code = [
    'import requests',
    'ok = 0',
    'for i in range(80):',
    '    requests.get(f"{BASE_URL}/breweries/meta", params={"i": i}, timeout=5)',
    '    ok += 1',
  ].join('\n');
  const run = await runCode(page, code, 60_000);
  expect(run.status).toBe('error');
  expect(run.error).toMatch(/limit|too many|max/i);
  const hits = (await breweryLog()).filter((r) => r.path.startsWith('/v1/breweries/meta?i='));
  expect(hits.length).toBeLessThanOrEqual(50);
  expect(hits.length).toBeGreaterThan(0);
  await expectNextRunWorks();
});

test('an oversized response is refused', async () => {
  test.setTimeout(300_000);
  const code = 'import requests\nr = requests.get(f"{BASE_URL}/test/large", params={"mb": 60}, timeout=20)\nresult = len(r.content)\n';
  const run = await runCode(page, code, 60_000);
  expect(run.status).toBe('error');
  expect(run.error).toMatch(/too large|size|cap|limit|bytes/i);
  await expectNextRunWorks();
});
