// Core sandbox checks through the test harness page (sandbox-harness.html, not product UI): cold start, requests
// through the broker, denials, CSP-blocked direct network, fresh globals, caps, timeout + warm-spare recovery.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/pythonWait';
import type { RunOptions, RunResult } from '../src/sandbox';
import type {} from '../src/sandbox/harness/harness'; // window.__cmpSandbox
import { forbiddenHits } from './servers/clients';
import { BREWERY_BASE, FORBIDDEN_URL } from './servers/ports';

// One harness page for the file: each test reads only the runs it makes (values returned by run()), every run gets a
// fresh interpreter, and the tests that kill a sandbox wait for the spare first. Not 'serial': a failure must not
// skip the rest.
test.describe.configure({ mode: 'default' });

let page: Page;

const run = (code: string, options: RunOptions = {}): Promise<RunResult> =>
  page.evaluate(([c, o]) => window.__cmpSandbox!.handle.run(c, o), [code, options] as const);

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(150_000);
  page = await browser.newPage({ baseURL: info.project.use.baseURL });
  const started = Date.now();
  await page.goto(`./sandbox-harness.html?allow=${encodeURIComponent(BREWERY_BASE)}&base=${encodeURIComponent(BREWERY_BASE)}`);
  await page.waitForFunction(() => window.__cmpSandbox !== undefined);
  await page.evaluate(() => window.__cmpSandbox!.handle.ready);
  expect(await page.evaluate(() => window.__cmpSandbox!.handle.status().phase)).toBe('ready');
  test.info().annotations.push({ type: 'cold start ms', description: String(Date.now() - started) });
});

const spareReady = () => page.waitForFunction(() => window.__cmpSandbox!.handle.status().spareReady === true, null, { timeout: 120_000 });

test.afterAll(async () => {
  await page.close();
});

test('reports loading then ready', async () => {
  // Whatever ran since (runs, spares booting), the boot reported loading first, then ready.
  const statuses = await page.evaluate(() => window.__cmpSandbox!.statuses);
  expect(statuses[0]).toBe('loading');
  expect(statuses.indexOf('ready')).toBeGreaterThan(0);
});

test('runs Python: result, stdout, stderr, fresh globals', async () => {
  const first = await run('import sys\nx = 41\nprint("hello")\nprint("warn", file=sys.stderr)\nresult = {"answer": x + 1, "items": (1, 2), "s": {3}}');
  expect(first).toMatchObject({ ok: true, result: { answer: 42, items: [1, 2], s: [3] }, stdout: 'hello\n', stderr: 'warn\n' });
  const second = await run('result = "x" in globals()');
  expect(second.result).toBe(false);
  const noResult = await run('print("only stdout")');
  expect(noResult.result).toBe('only stdout\n');
});

test('script errors are values with a one-line error and a traceback', async () => {
  const res = await run('def f():\n    return 1 / 0\nf()');
  expect(res.ok).toBe(false);
  expect(res.error).toBe('ZeroDivisionError: division by zero');
  expect(res.traceback).toContain('line 2, in f');
  expect(res.traceback).not.toContain('cmp_runner');
});

test('the boot compiled no standard-library source, and stdlib frames still show their lines', async () => {
  // The app's stdlib zip carries bytecode for what the boot imports (scripts/pyodide-stdlib); its sources stay.
  const res = await run(
    'import sys, json, traceback\n' +
      'stdlib = next(p for p in sys.path if p.endswith(".zip"))\n' +
      'origins = {n: getattr(getattr(m, "__spec__", None), "origin", None) or "" for n, m in list(sys.modules.items())}\n' +
      'try:\n    json.loads("{")\nexcept ValueError:\n    tb = traceback.format_exc()\n' +
      'result = {"from_source": sorted(n for n, o in origins.items() if o.startswith(stdlib) and o.endswith(".py")),\n' +
      '          "bytecode": sum(o.startswith(stdlib) and o.endswith(".pyc") for o in origins.values()), "tb": tb}',
  );
  expect(res.error).toBeUndefined();
  const out = res.result as { from_source: string[]; bytecode: number; tb: string };
  expect(out.from_source).toEqual([]);
  expect(out.bytecode).toBeGreaterThan(100);
  expect(out.tb).toContain('return _default_decoder.decode(s)');
});

test('requests reaches the allowed API through the broker', async () => {
  const res = await run(
    'import requests\n' +
      'r = requests.get(BASE_URL + "/breweries", params={"per_page": 3, "by_type": ["micro"]}, timeout=10)\n' +
      'r.raise_for_status()\n' +
      'result = {"status": r.status_code, "ok": r.ok, "n": len(r.json()), "ctype": r.headers["CONTENT-TYPE"], "url": r.url}',
  );
  expect(res.error).toBeUndefined();
  expect(res.result).toMatchObject({ status: 200, ok: true, n: 3 });
  expect(String((res.result as { ctype: string }).ctype)).toContain('application/json');
  expect(res.requests).toHaveLength(1);
  expect(res.requests[0]).toMatchObject({ method: 'GET', status: 200, allowed: true });
  expect(res.requests[0]!.url).toContain('per_page=3');
});

test('HTTP errors surface through raise_for_status with status and body excerpt', async () => {
  const res = await run('import requests\nrequests.get(BASE_URL + "/breweries/does-not-exist").raise_for_status()');
  expect(res.ok).toBe(false);
  expect(res.error).toMatch(/^requests\.exceptions\.HTTPError: 404 Client Error/);
});

test('denied requests raise a clear exception naming the allowed base URL; nothing is sent', async () => {
  const before = (await forbiddenHits()).hits.length;
  const res = await run(
    'import requests\n' +
      `try:\n    requests.get("${FORBIDDEN_URL}/x")\nexcept requests.RequestException as e:\n    result = type(e).__name__ + ": " + str(e)`,
  );
  expect(String(res.result)).toContain('BlockedRequestError');
  expect(String(res.result)).toContain(`Allowed base URLs: ${BREWERY_BASE}`);
  expect(res.requests[0]).toMatchObject({ allowed: false, status: null });
  expect((await forbiddenHits()).hits.length).toBe(before);
});

test('the browser blocks direct network use from Python (CSP)', async () => {
  const before = (await forbiddenHits()).hits.length;
  const res = await run(
    'import js\nfrom pyodide.ffi import JsException\nout = []\n' +
      `try:\n    await js.fetch("${FORBIDDEN_URL}/direct")\n    out.append("fetch reached")\nexcept JsException as e:\n    out.append("blocked")\n` +
      `try:\n    x = js.XMLHttpRequest.new()\n    x.open("GET", "${FORBIDDEN_URL}/xhr", False)\n    x.send()\n    out.append("xhr reached")\nexcept JsException:\n    out.append("blocked")\n` +
      'result = out',
  );
  expect(res.result).toEqual(['blocked', 'blocked']);
  await page.waitForTimeout(500);
  expect((await forbiddenHits()).hits.length).toBe(before);
});

test('urllib.request goes through the broker too', async () => {
  const res = await run(`import urllib.request, json\nwith urllib.request.urlopen(BASE_URL + "/breweries?per_page=2") as f:\n    result = len(json.load(f))`);
  expect(res.result).toBe(2);
  expect(res.requests).toHaveLength(1);
});

test('output is capped with a visible marker', async ({ withoutJspi }) => {
  test.skip(withoutJspi, 'Same code path with or without JSPI: stdout never crosses the request path');
  const res = await run('for i in range(200000):\n    print("line", i)', { maxOutputChars: 1000 });
  expect(res.ok).toBe(true);
  expect(res.stdout.length).toBeLessThan(1200);
  expect(res.stdout).toContain('[stdout truncated');
  expect(res.truncated).toContain('stdout');
});

test('a 4.4 MB result reaches the page whole: cut for display, all of it in resultFile', async () => {
  const code = 'result = requests.get(BASE_URL + "/breweries/export").json()';
  const r = await page.evaluate(async (c) => {
    const res = await window.__cmpSandbox!.handle.run(c);
    const text = res.resultFile ? new TextDecoder().decode(res.resultFile) : '';
    return { ok: res.ok, error: res.error, truncated: res.truncated, shown: String(res.result).length, rows: text ? (JSON.parse(text) as unknown[]).length : 0 };
  }, code);
  expect(r, r.error).toMatchObject({ ok: true, truncated: ['result'], rows: 11_822 });
  expect(r.shown).toBeLessThan(100_500);
  // Values JSON lacks, and nesting deeper than the converter follows (and than Python's recursion limit), still convert
  // (without crashing Pyodide). 1,500 levels: freeing 3,000 overflows the worker's native stack without JSPI.
  const odd = await run([
    'import collections', 'd = []', 'for _ in range(1500):', '    d = [d]',
    'class Frame:', '    def to_dict(self):', '        return {"deep": d}',
    'result = {"nan": float("nan"), "s": {2, 1}, "b": b"x", "p": collections.namedtuple("P", "x")(1), "f": Frame(), "deep": d}',
  ].join('\n'));
  expect(odd.ok, odd.error).toBe(true);
  expect(odd.result).toMatchObject({ nan: 'nan', s: [1, 2], b: 'x', p: [1] });
  expect(JSON.stringify(odd.result)).toContain('<nested too deeply>');
  // Freeing 30,000 levels overflows the worker's native stack on both paths: the run ends at once as a runtime
  // failure (it used to wait for the time limit), and the next run gets a fresh interpreter.
  const overflow = await run('d = []\nfor _ in range(30000):\n    d = [d]\ndel d');
  expect(overflow.ok).toBe(false);
  expect(overflow.error).toContain('Python runtime failure: RangeError');
  expect((await run('result = 1')).result).toBe(1);
});

test('the workspace: /data files persist across runs, a killed run\'s writes are discarded, data only, capped', async ({ withoutJspi }) => {
  test.skip(withoutJspi, 'Same code path with or without JSPI: /data never crosses the request path (as sandbox-data-dir)');
  const wsRun = (code: string, timeoutMs?: number) => page.evaluate(async ([c, t]) => {
    const r = await window.__cmpSandbox!.inWorkspace(t ?? undefined).run(c);
    return { ok: r.ok, error: r.error, result: r.result, filesError: r.filesError, written: (r.files?.written.map((f) => f.name) ?? []).sort() };
  }, [code, timeoutMs ?? 0] as const);
  const first = await wsRun('with open("/data/kept.json", "w") as f:\n    json.dump([1, 2, 3], f)\nwith open("/data/evil.py", "w") as f:\n    f.write("print(1)")\nresult = "saved"');
  expect(first, first.error).toMatchObject({ ok: true, written: ['evil.py', 'kept.json'] });
  await spareReady();
  const killed = await wsRun('with open("/data/lost.txt", "w") as f:\n    f.write("x")\nwith open("/data/kept.json", "w") as f:\n    f.write("[]")\nwhile True:\n    pass', 1_500);
  expect(killed.error).toMatch(/Timed out/);
  await spareReady();
  const read = await wsRun([
    'import os, sys', 'try:', '    import evil', '    imported = True', 'except ImportError:', '    imported = False',
    'result = {"files": sorted(os.listdir("/data")), "kept": json.load(open("/data/kept.json")), "onPath": any(p.startswith("/data") for p in sys.path), "imported": imported}',
  ].join('\n'));
  expect(read.result).toEqual({ files: ['evil.py', 'kept.json'], kept: [1, 2, 3], onPath: false, imported: false });
  const tooBig = await wsRun('with open("/data/big.bin", "wb") as f:\n    f.write(b"x" * (51 * 1024 * 1024))\nresult = 1');
  expect(tooBig.ok).toBe(true);
  expect(tooBig.filesError).toMatch(/big\.bin is 51\.0 MB; a workspace file may be at most 50\.0 MB/);
  expect(await page.evaluate(() => window.__cmpSandbox!.workspace.list().map((f) => f.name))).toEqual(['evil.py', 'kept.json']);
});

test('the per-run request limit applies', async () => {
  const res = await run(
    'import requests\nn = 0\ntry:\n    for _ in range(5):\n        requests.get(BASE_URL + "/breweries/meta")\n        n += 1\n' +
      'except requests.RequestException as e:\n    result = [n, str(e)]',
    { maxRequests: 3 },
  );
  expect(res.result).toEqual([3, expect.stringContaining('at most 3 HTTP requests')]);
});

test('the worker has no line to its iframe; sabotaging its JS costs at most one run', async () => {
  test.setTimeout(150_000);
  const direct = await run('import js\njs.postMessage("spam")');
  expect(direct.error).toContain('postMessage');
  await spareReady();
  // Pyodide's own scheduler uses MessagePort: breaking it hangs this run until its timeout replaces the sandbox.
  const sabotaged = await run(
    'import js, requests\nfrom pyodide.ffi import create_proxy\n' +
      'js.MessagePort.prototype.postMessage = create_proxy(lambda *a: None)\n' +
      'result = requests.get(BASE_URL + "/breweries/meta").status_code',
    { timeoutMs: 3_000 },
  );
  if (!sabotaged.ok) expect(sabotaged.error).toContain('Timed out');
  expect((await run('result = 3')).result).toBe(3);
});

test('a hung script is killed at the timeout and the spare takes over at once', async ({ withoutJspi }) => {
  test.skip(withoutJspi, 'Same code path with or without JSPI: no request, the worker is terminated (as in sandbox-limits)');
  test.setTimeout(150_000);
  await spareReady();
  const res = await run('while True:\n    try:\n        pass\n    except BaseException:\n        pass', { timeoutMs: 1500 });
  expect(res.ok).toBe(false);
  expect(res.error).toContain('Timed out after 1.5 s');
  const t0 = Date.now();
  const next = await run('result = 6 * 7');
  const recovery = Date.now() - t0;
  expect(next.result).toBe(42);
  test.info().annotations.push({ type: 'recovery ms', description: String(recovery) });
});

test('stop() ends a running script', async () => {
  test.setTimeout(150_000);
  await spareReady();
  const pending = run('import time\nwhile True:\n    time.sleep(0.01)');
  await page.waitForFunction(() => window.__cmpSandbox!.handle.status().phase === 'running');
  await page.evaluate(() => window.__cmpSandbox!.handle.stop());
  const res = await pending;
  expect(res).toMatchObject({ ok: false, error: 'Stopped' });
  expect((await run('result = 1')).result).toBe(1);
});
