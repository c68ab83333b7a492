import { describe, expect, it } from 'vitest';
import { capError, isWorkspaceName, WORKSPACE_CAPS } from './caps';
import { describeFile } from './describe';
import { workspaceRunner } from './runner';
import { Workspace } from './workspace';

const caps = { maxFileBytes: 100, maxTotalBytes: 250, maxFiles: 3, maxNameChars: 40 };
const file = (name: string, size: number) => ({ name, bytes: new Uint8Array(size) });
const text = (s: string) => new TextEncoder().encode(s);

describe('workspace caps', () => {
  it('defaults to 50 MB per file and 200 MB per workspace', () => {
    expect(WORKSPACE_CAPS.maxFileBytes).toBe(50 * 1024 * 1024);
    expect(WORKSPACE_CAPS.maxTotalBytes).toBe(200 * 1024 * 1024);
  });

  it.each([['rows.json', true], ['sub/dir/x.csv', true], ['t1-0_list.json', true], ['.hidden', false], ['a/../b', false], ['a b.csv', false], ['/abs', false], ['', false]])(
    'name %s usable: %s', (name, ok) => expect(isWorkspaceName(name)).toBe(ok));

  it('names the file and the cap that a write breaks', () => {
    expect(capError(new Map(), { written: [file('big.json', 101)], deleted: [] }, caps)).toMatch(/\/data\/big\.json is 0\.0 MB; a workspace file may be at most/);
    expect(capError(new Map([['a', 100], ['b', 100]]), { written: [file('c', 60)], deleted: [] }, caps)).toMatch(/workspace would hold .* the limit is/);
    expect(capError(new Map([['a', 100], ['b', 100]]), { written: [file('c', 60)], deleted: ['a'] }, caps)).toBeNull();
    expect(capError(new Map([['a', 1], ['b', 1], ['c', 1]]), { written: [file('d', 1)], deleted: [] }, caps)).toMatch(/4 files; the limit is 3/);
  });
});

describe('Workspace', () => {
  it('applies a run\'s writes all or nothing, with their source step', () => {
    const ws = new Workspace(caps, () => 7);
    expect(ws.apply({ written: [file('a.json', 10), file('b.json', 20)], deleted: [] }, 't1-0 execute')).toBeNull();
    expect(ws.apply({ written: [file('c.json', 10), file('d.json', 101)], deleted: ['a.json'] }, 't2-0 execute')).toMatch(/d\.json/);
    expect(ws.list().map((f) => [f.name, f.source, f.updatedAt])).toEqual([['a.json', 't1-0 execute', 7], ['b.json', 't1-0 execute', 7]]);
    expect(ws.apply({ written: [], deleted: ['a.json'] }, 't3-0 execute')).toBeNull();
    expect(ws.handIn().map((f) => f.name)).toEqual(['b.json']);
  });

  it('notifies on change and clears to empty', () => {
    const ws = new Workspace(caps);
    let calls = 0;
    ws.subscribe(() => calls++);
    ws.put('x.csv', text('a,b\n1,2\n'), 'test');
    ws.clear();
    expect(calls).toBe(2);
    expect(ws.list()).toEqual([]);
    expect(ws.totalBytes()).toBe(0);
  });
});

describe('describeFile', () => {
  it('counts rows and fields of CSV and of JSON record lists; other files get no facts', () => {
    expect(describeFile('a.csv', text('id,name\n1,x\n2,y\n'))).toEqual({ rows: 2, fields: ['id', 'name'] });
    expect(describeFile('a.json', text('[{"id":1,"n":"x"},{"id":2,"extra":true}]'))).toEqual({ rows: 2, fields: ['id', 'n', 'extra'] });
    expect(describeFile('a.json', text('[1,2,3]'))).toEqual({ rows: 3 });
    expect(describeFile('a.json', text('{oops'))).toEqual({});
    expect(describeFile('notes.txt', text('hello'))).toEqual({});
  });

  it('a view bound before a clear (another spec, New chat) reads as empty and refuses writes, also when it was empty', () => {
    const ws = new Workspace(caps);
    const before = ws.bind();
    ws.clear();
    ws.put('b.csv', text('x'), 'spec B');
    expect(before.current()).toBe(false);
    expect([before.list(), before.handIn(), before.get('b.csv')]).toEqual([[], [], undefined]);
    expect(before.apply({ written: [file('a.json', 1)], deleted: ['b.csv'] }, 'spec A')).toMatch(/emptied while it ran/);
    expect(before.put('a.json', text('x'), 'spec A')).toMatch(/emptied while it ran/);
    expect(ws.list().map((f) => f.name)).toEqual(['b.csv']);
    const now = ws.bind();
    expect(now.apply({ written: [file('c.json', 1)], deleted: [] }, 'spec B')).toBeNull();
    expect(now.handIn().map((f) => f.name)).toEqual(['b.csv', 'c.json']);
  });
});

describe('workspaceRunner', () => {
  const ok = { ok: true, result: 1, stdout: '', stderr: '', requests: [], durationMs: 1, files: { written: [file('a.json', 1)], deleted: [] } };

  it('drops the writes of a run that ends after its workspace was emptied, and says so', async () => {
    const ws = new Workspace(caps);
    let finish: () => void = () => undefined;
    const running = workspaceRunner((_code, o) => new Promise((resolve) => (finish = () => resolve({ ...ok, stdout: String(o.files.length) }))), ws.bind()).run('x');
    ws.clear();
    finish();
    const r = await running;
    expect(r.ok).toBe(true);
    expect(r.filesError).toMatch(/emptied while it ran .*: nothing this run wrote under \/data was kept/);
    expect(ws.list()).toEqual([]);
  });

  it('never starts a run of a chat turn whose workspace was emptied before it', async () => {
    const ws = new Workspace(caps);
    const view = ws.bind();
    ws.clear();
    let started = 0;
    const r = await workspaceRunner(() => Promise.resolve({ ...ok, stdout: String(++started) }), view).run('x');
    expect(started).toBe(0);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^Not run: the workspace of this chat turn was emptied/) as unknown });
  });
});
