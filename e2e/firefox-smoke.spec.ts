// Smoke test in Firefox (Debian's firefox-esr), over WebDriver BiDi: load a spec, search it, a playground run whose
// requests go through the broker, three escape attempts that must not reach the forbidden server, Stop and recover.
// Twice: as is and with JSPI turned off by pref. Which ESR a machine gets (with JSPI or not) depends on its package
// lists, so the path the toolbar must name comes from the page's own features (JSPI, else SharedArrayBuffer under
// the cross-origin isolation headers the preview server sends).
// Skipped, with one line saying so, where no Firefox is installed.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from 'puppeteer-core';
import { expectedWaitFor, readFeatures } from './fixtures/browserFeatures';
import { FIREFOX_MISSING, findFirefox, launchFirefox, runShown, settledPhase, showCode } from './fixtures/firefox';
import { forbiddenHits } from './servers/clients';
import { BREWERY_SPEC_URL, FORBIDDEN_SAME_HOST_URL, FORBIDDEN_URL } from './servers/ports';

const firefox = findFirefox();
test.skip(!firefox, FIREFOX_MISSING);
test.describe.configure({ mode: 'default', timeout: 300_000 });

const META = [
  'import requests',
  'r = requests.get(BASE_URL + "/breweries/meta", params={"by_state": "California"})',
  'r.raise_for_status()',
  'result = {"total": int(r.json()["total"]) > 0}',
].join('\n');

// Each attempt records how it failed; any that got out shows up on the forbidden server.
const ESCAPES = [
  'import js, requests',
  'from pyodide.ffi import run_sync',
  'out = {}',
  'try:',
  `    requests.get("${FORBIDDEN_URL}/ff-requests")`,
  '    out["requests"] = "reached"',
  'except Exception as e:',
  '    out["requests"] = type(e).__name__',
  'try:',
  `    run_sync(js.fetch("${FORBIDDEN_SAME_HOST_URL}/ff-fetch"))`,
  '    out["fetch"] = "reached"',
  'except Exception as e:',
  '    out["fetch"] = type(e).__name__',
  'try:',
  '    x = js.XMLHttpRequest.new()',
  `    x.open("GET", "${FORBIDDEN_URL}/ff-xhr", False)`,
  '    x.send()',
  '    out["xhr"] = "reached" if x.status else "blocked"',
  'except Exception as e:',
  '    out["xhr"] = type(e).__name__',
  'result = out',
].join('\n');


const VARIANTS = [
  { name: 'Firefox ESR', prefs: {}, jspiOff: false },
  { name: 'Firefox ESR with JSPI turned off', prefs: { 'javascript.options.wasm_js_promise_integration': false }, jspiOff: true },
] as const;

for (const variant of VARIANTS) test.describe(variant.name, () => {
  let browser: Browser | null = null;
  let page: Page | null = null;
  const open = (): Page => {
    if (!page) throw new Error('no Firefox page');
    return page;
  };

  test.beforeAll(async () => {
    browser = await launchFirefox(firefox ?? '', variant.prefs);
    page = await browser.newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('loads a spec and searches it', async ({ baseURL }) => {
    const p = open();
    await p.goto(`${baseURL ?? ''}?spec=${encodeURIComponent(BREWERY_SPEC_URL)}`);
    await p.waitForFunction(() => document.querySelector('[data-testid="spec-title"]')?.textContent?.includes('Open Brewery DB'), { timeout: 60_000 });
    await p.locator('[data-testid="op-search-input"]').fill('random brewery');
    const first = await p.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-testid="op-search-result"]')?.dataset.name ?? '', { timeout: 30_000 },
    );
    expect(await first.jsonValue()).toBe('getRandomBrewery');
  });

  test('a playground run reaches the API through the broker; escapes do not get out; Stop, then the next run works', async () => {
    const p = open();
    await p.click('[data-testid="nav-playground"]');
    await showCode(p, META);
    const features = await p.evaluate(readFeatures);
    if (variant.jspiOff) expect(features.jspi, 'the pref turns JSPI off').toBe(false);
    expect(features.isolated, 'the preview server sends the isolation headers').toBe(true);
    expect(await settledPhase(p)).toBe('ready');
    expect(await p.evaluate(() => document.querySelector<HTMLElement>('[data-testid="python-wait"]')?.dataset.wait)).toBe(expectedWaitFor(features));
    const run = await runShown(p);
    expect(run.status, run.text).toBe('ok');
    expect(JSON.parse(run.json)).toEqual({ total: true });
    const logged = await p.evaluate(() => document.querySelectorAll('[data-testid="network-log-entry"]').length);
    expect(logged).toBe(1);

    const before = (await forbiddenHits()).hits.length;
    await showCode(p, ESCAPES);
    const escaped = await runShown(p);
    expect(escaped.status, escaped.text).toBe('ok');
    const outcome = JSON.parse(escaped.json) as Record<string, string>;
    expect(outcome.requests).toBe('BlockedRequestError');
    expect(outcome.fetch).not.toBe('reached');
    expect(outcome.xhr).not.toBe('reached');
    expect((await forbiddenHits()).hits.slice(before)).toEqual([]);

    await showCode(p, 'while True:\n    pass');
    const stopped = await runShown(p, 1_000);
    expect(stopped.status).toBe('stopped');
    await showCode(p, 'result = 6 * 7');
    const after = await runShown(p);
    expect([after.status, after.json]).toEqual(['ok', '42']);
  });
});

