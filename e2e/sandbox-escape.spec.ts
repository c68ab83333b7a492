// Hostile Python in the real playground: every route to the network outside the spec's servers, and every
// route to the page's secrets, must fail — and the forbidden server must see zero hits.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/pythonWait';
import { ATTEMPT_GROUPS, type AttemptGroup } from './fixtures/escapeAttempts';
import { fixtureText, openPlayground, runCode, type PageRun } from './fixtures/playground';
import { breweryLog, forbiddenHits, resetBreweryLog } from './servers/clients';
import type { Hit } from './servers/forbidden';
import { BREWERY_HOST, BREWERY_PORT, FORBIDDEN_URL } from './servers/ports';

interface Outcome {
  outcome: 'blocked' | 'reached' | 'unobservable';
  detail: string;
}

interface GroupRun {
  run: PageRun;
  outcomes: Record<string, Outcome>;
  hits: Hit[];
}

const LLM_KEY = 'sk-e2e-FAKE-LLM-KEY-7f3a9c';
const SESSION_SECRET = 'e2e-session-secret-41d2';
const COOKIE_SECRET = 'e2e-cookie-secret-9b7e';
const SECRETS = [LLM_KEY, SESSION_SECRET, COOKIE_SECRET];

// One page (one warm sandbox, the planted secrets) for the file: each test reads only runs it starts or awaits itself
// (groupRun), and every run gets a fresh interpreter. Not 'serial': a failure must not skip the rest.
test.describe.configure({ mode: 'default' });

let page: Page;
let suiteStartHits = 0;
const groupRuns = new Map<string, Promise<GroupRun>>();

/** Async routes (beacons, late worker messages) may land after the run: give them a moment. */
const settle = (ms = 1000): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function runGroup(group: AttemptGroup): Promise<GroupRun> {
  const before = (await forbiddenHits()).hits.length;
  const code = `${fixtureText('./escape/prelude.py')}\n${fixtureText(`./escape/${group.file}`)}`;
  const run = await runCode(page, code, 80_000);
  await settle();
  const hits = (await forbiddenHits()).hits.slice(before);
  const outcomes = (run.status === 'ok' && run.result && typeof run.result === 'object' ? run.result : {}) as Record<string, Outcome>;
  return { run, outcomes, hits };
}

function groupRun(group: AttemptGroup): Promise<GroupRun> {
  let p = groupRuns.get(group.file);
  if (!p) {
    p = runGroup(group);
    groupRuns.set(group.file, p);
  }
  return p;
}

/** Every group's run, one after the other (each is made once): for checks over the whole suite, in any order. */
async function allGroupRuns(): Promise<void> {
  for (const group of ATTEMPT_GROUPS) await groupRun(group);
}

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(240_000);
  const baseURL = info.project.use.baseURL;
  page = await browser.newPage({ baseURL });
  suiteStartHits = (await forbiddenHits()).hits.length;
  await resetBreweryLog();
  // Page secrets first (main frame only), then the playground reads them as the real app would.
  await page.goto('./');
  await page.evaluate(([key, session, cookie]) => {
    localStorage.setItem('cmp.llm.apiKey', key ?? '');
    localStorage.setItem('cmp-e2e-llm-key', key ?? '');
    sessionStorage.setItem('cmp-e2e-session-secret', session ?? '');
    document.cookie = `cmp_e2e_cookie=${cookie ?? ''}; path=/`;
  }, SECRETS);
  await openPlayground(page, 'result = "ready"');
  // The broker's defences must hold with no human in the loop: writes go without a question.
  await page.getByTestId('request-policy').selectOption('allow-all');
  await page.evaluate(() => {
    const w = window as unknown as { __bcReceived: unknown[] };
    w.__bcReceived = [];
    new BroadcastChannel('cmp-e2e').onmessage = (e: MessageEvent) => w.__bcReceived.push(e.data);
  });
});

test.afterAll(async () => {
  await page.close();
});

for (const group of ATTEMPT_GROUPS) {
  test.describe(group.title, () => {
    test(`${group.file} runs to the end and the forbidden server sees zero hits`, async () => {
      test.setTimeout(120_000);
      const { run, hits } = await groupRun(group);
      expect(run.status, `run failed: ${run.error}\n${run.panelText.slice(0, 2000)}`).toBe('ok');
      expect(hits, JSON.stringify(hits)).toEqual([]);
    });

    for (const attempt of group.attempts) {
      test(`${attempt.name} fails`, async () => {
        test.setTimeout(120_000);
        const { outcomes, hits } = await groupRun(group);
        const o = outcomes[attempt.name];
        expect(o, `no outcome recorded for ${attempt.name}`).toBeDefined();
        if (attempt.expect === 'blocked') expect(o?.outcome, o?.detail).toBe('blocked');
        else expect(o?.outcome, o?.detail).not.toBe('reached');
        if (attempt.path) expect(hits.filter((h) => h.url === attempt.path)).toEqual([]);
      });
    }
  });
}

test('a denied request names the allowed base URL', async () => {
  const group = ATTEMPT_GROUPS.find((g) => g.file === 'requests_tricks.py');
  const { outcomes } = await groupRun(group as AttemptGroup);
  expect(outcomes['forbidden host']?.detail).toContain(`http://${BREWERY_HOST}:${BREWERY_PORT}/v1`);
});

test('path and host tricks never reached the allowed server outside its prefix or under another name', async () => {
  test.setTimeout(600_000);
  await allGroupRuns();
  const log = await breweryLog();
  expect(log.filter((r) => r.path.includes('canary'))).toEqual([]);
  expect(log.filter((r) => r.host !== null && r.host !== `${BREWERY_HOST}:${BREWERY_PORT}`)).toEqual([]);
});

test('a BroadcastChannel message from the sandbox never reaches the page', async () => {
  const group = ATTEMPT_GROUPS.find((g) => g.file === 'channels.py');
  await groupRun(group as AttemptGroup);
  const received = await page.evaluate(() => (window as unknown as { __bcReceived: unknown[] }).__bcReceived);
  expect(received).toEqual([]);
});

test('page storage, cookies and the LLM key are unreachable, and spoofed messages are ignored', async () => {
  test.setTimeout(120_000);
  const before = (await forbiddenHits()).hits.length;
  const code = `${fixtureText('./escape/prelude.py')}\n${fixtureText('./escape/storage.py')}`;
  const run = await runCode(page, code, 80_000);
  expect(run.status, run.error).toBe('ok');
  const result = run.result as { marker?: string; found?: Record<string, string> };
  expect(result.marker).toBe('storage-probe-finished');
  const shown = `${run.panelText}\n${(await page.getByTestId('network-log').textContent()) ?? ''}`;
  for (const secret of SECRETS) expect(shown).not.toContain(secret);
  for (const probe of ['localStorage', 'sessionStorage', 'document.cookie', 'parent.localStorage', 'top.document.cookie']) {
    expect(result.found?.[probe], probe).toMatch(/^error: /);
  }
  await settle();
  expect((await forbiddenHits()).hits.slice(before)).toEqual([]);
  // The secrets are still in the page, so the probe had something to find.
  expect(await page.evaluate(() => localStorage.getItem('cmp-e2e-llm-key'))).toBe(LLM_KEY);
});

test('the forbidden server saw zero hits over the whole suite', async () => {
  test.setTimeout(600_000);
  await allGroupRuns();
  expect((await forbiddenHits()).hits.slice(suiteStartHits)).toEqual([]);
});

test('control: the same request made by the page itself (outside the sandbox) is counted', async () => {
  const before = (await forbiddenHits()).hits.length;
  const status = await page.evaluate(async (url) => (await fetch(url)).status, `${FORBIDDEN_URL}/control-from-page`);
  expect(status).toBe(200);
  const hits = (await forbiddenHits()).hits.slice(before);
  expect(hits.some((h) => h.kind === 'request' && h.url === '/control-from-page')).toBe(true);
});
