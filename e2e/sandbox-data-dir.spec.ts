// /data is data only, in both directions: what comes back from a run is regular files really under /data (never
// what a link points at), and no sys.path entry reaches /data, so a module planted there by an earlier run is never
// imported, even after the script's own os.chdir("/data") (Pyodide puts '' back on sys.path on every start).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/pythonWait';
import type {} from '../src/sandbox/harness/harness'; // window.__cmpSandbox
import { BREWERY_BASE } from './servers/ports';

test.describe.configure({ mode: 'default' });

let page: Page;

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(150_000);
  page = await browser.newPage({ baseURL: info.project.use.baseURL });
  await page.goto(`./sandbox-harness.html?allow=${encodeURIComponent(BREWERY_BASE)}&base=${encodeURIComponent(BREWERY_BASE)}`);
  await page.waitForFunction(() => window.__cmpSandbox !== undefined);
  await page.evaluate(() => window.__cmpSandbox!.handle.ready);
});

test.afterAll(async () => {
  await page.close();
});

/** A run on the harness workspace, as the chat does it: its files in, its writes applied. */
const wsRun = (code: string) => page.evaluate(async (c) => {
  const r = await window.__cmpSandbox!.inWorkspace().run(c);
  return { ok: r.ok, error: r.error, result: r.result, filesError: r.filesError, written: (r.files?.written.map((f) => f.name) ?? []).sort() };
}, code);
const workspaceNames = () => page.evaluate(() => window.__cmpSandbox!.workspace.list().map((f) => f.name));

test('links never bring files from outside /data into the workspace, not even /data itself replaced by a link', async () => {
  await page.evaluate(() => window.__cmpSandbox!.workspace.clear());
  const links = await wsRun([
    'import os',
    'os.makedirs("/data/sub", exist_ok=True)',
    'with open("/data/own.txt", "w") as f:',
    '    f.write("mine")',
    'os.symlink("/lib/cmp/cmp_runner.py", "/data/runner.py")',
    'os.symlink("/lib/cmp", "/data/sub/shim")',
    'result = sorted(os.listdir("/data"))',
  ].join('\n'));
  expect(links, links.error).toMatchObject({ ok: true, written: ['own.txt'] });

  const replaced = await wsRun('import os, shutil\nshutil.rmtree("/data")\nos.symlink("/lib/cmp", "/data")\nresult = sorted(os.listdir("/data"))');
  expect(replaced.ok, replaced.error).toBe(true);
  // The script saw the shim's files through its link; none of them is a workspace file.
  expect(replaced.result).toEqual(expect.arrayContaining(['cmp_runner.py']));
  expect(replaced.written).toEqual([]);
  expect(replaced.filesError).toMatch(/\/data was replaced by a link or a file: nothing this run wrote under \/data was kept/);
  expect(await workspaceNames()).toEqual(['own.txt']);
});

test('a module planted in /data is never imported: not by the script after os.chdir("/data"), not by a skill, not lazily', async () => {
  await page.evaluate(() => window.__cmpSandbox!.workspace.clear());
  const plant = (name: string) => `with open("/data/${name}.py", "w") as f:\n    f.write("raise RuntimeError('planted ${name} ran')\\n")`;
  const planted = await wsRun([plant('csv'), plant('skills'), plant('statistics'), plant('textwrap'), 'result = 1'].join('\n'));
  expect(planted, planted.error).toMatchObject({ ok: true, written: ['csv.py', 'skills.py', 'statistics.py', 'textwrap.py'] });

  const skill = { name: 'spread', code: 'def spread(values):\n    import statistics\n    return [statistics.pstdev(values), statistics.__file__]\n' };
  const read = await page.evaluate(async ([code, s]) => {
    const sb = window.__cmpSandbox!;
    const r = await sb.handle.run(code, { files: sb.workspace.handIn(), skills: [s] });
    return { ok: r.ok, error: r.error, traceback: r.traceback, result: r.result };
  }, [[
    'import os, sys',
    'os.chdir("/data")',
    'import csv',
    'from skills import spread',
    'def later():',
    '    import textwrap',
    '    return textwrap.__file__',
    'result = {"csv": csv.__file__, "skill": spread([1, 3]), "lazy": later(), "cwd": os.getcwd(),',
    '          "relative": [p for p in sys.path if not p.startswith("/")], "data": [p for p in sys.path if p.startswith("/data")]}',
  ].join('\n'), skill] as const);
  expect(read.error ?? '', read.traceback).toBe('');
  expect(read.result).toEqual({
    csv: expect.stringMatching(/^\/lib\/python[\d.]+(\.zip)?\/csv\.pyc?$/),
    skill: [1, expect.stringMatching(/^\/lib\/python[\d.]+(\.zip)?\/statistics\.pyc?$/)],
    lazy: expect.stringMatching(/^\/lib\/python[\d.]+(\.zip)?\/textwrap\.pyc?$/),
    cwd: '/data', relative: [], data: [],
  });
});
