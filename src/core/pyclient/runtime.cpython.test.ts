// Runs a generated package under native CPython against a recording stand-in for `requests`: the request each
// function builds (path, query, headers, body by content type), what it returns, and ApiError on a non-2xx.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi';
import { mcpSpecText } from '../sources';
import { apiMountFiles, generatePackage } from '.';
import { SHOP_SPEC } from './__fixtures__/shop';

const python = ['python3', 'python'].find((cmd) => spawnSync(cmd, ['--version']).status === 0);
const dir = mkdtempSync(path.join(tmpdir(), 'pyclient-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A `requests` that records each call and answers from a queue the test script fills. */
const STUB_REQUESTS = `
calls = []
answers = []

class Response:
    def __init__(self, status, ctype, content, url):
        self.status_code, self.content, self.url = status, content, url
        self.headers = {"content-type": ctype} if ctype else {}
    @property
    def text(self):
        return self.content.decode()
    def json(self):
        import json
        return json.loads(self.content)

def request(method, url, params=None, data=None, headers=None, timeout=None):
    calls.append({"method": method, "url": url, "params": params, "data": data, "headers": headers})
    status, ctype, content = answers.pop(0)
    return Response(status, ctype, content, url)
`;

const SCRIPT = `
import json, sys, typing
sys.path.insert(0, ${JSON.stringify(dir)})
import requests
from apis import ApiError
from apis.shop import list_items, create_item, upload_photo, attach_photo, add_note, get_items_item_id, list_items_2
from apis.shop.categories import Category
out = {}
requests.answers += [(200, "application/json", b'[{"id": 1, "title": "a"}]')]
out["list"] = list_items(q="red shoe", in_stock=False, per_page=None, x_trace="t1")
requests.answers += [(201, "application/json; charset=utf-8", b'{"id": 2, "title": "b"}')]
out["create"] = create_item(body={"id": 2, "title": "b", "note": "n"})
requests.answers += [(200, "text/plain", b"stored")]
out["photo"] = upload_photo(item_id=7, body=b"\\x89PNG")
requests.answers += [(200, "image/png", b"\\x89PNG")]
out["attach"] = repr(attach_photo(item_id=7, body={"file": b"xy", "caption": "c"}))
requests.answers += [(200, "application/problem+json", b'{"ok": true}')]
out["note"] = add_note(body="hello")
requests.answers += [(204, "", b"")]
out["form"] = list_items_2(item_id=3, body={"title": "t w"})
requests.answers += [(404, "application/json", b'{"message": "Not Found"}')]
try:
    get_items_item_id(item_id="a/b")
except ApiError as e:
    out["error"] = {"status": e.status, "body": e.body, "operation": e.operation, "text": str(e)}
try:
    list_items()
except TypeError as e:
    out["missing"] = str(e)
out["hints"] = sorted(typing.get_type_hints(Category, include_extras=True))
calls = requests.calls
for c in calls:
    if isinstance(c["data"], bytes):
        c["data"] = c["data"].decode("latin-1")
out["calls"] = calls
print(json.dumps(out))
`;

describe('generated package under CPython', () => {
  it.skipIf(!python)('builds each request from the spec and raises ApiError on a 404', async () => {
    const spec = await loadSpec({ kind: 'text', text: JSON.stringify(SHOP_SPEC), name: 'shop.json' });
    const files = apiMountFiles([{ ...generatePackage(spec, 'shop'), baseUrl: 'https://shop.example.test/v1/' }]);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, 'apis', rel)), { recursive: true });
      writeFileSync(path.join(dir, 'apis', rel), text);
    }
    mkdirSync(path.join(dir, 'stub'), { recursive: true });
    writeFileSync(path.join(dir, 'stub', 'requests.py'), STUB_REQUESTS);
    const run = spawnSync(python!, ['-c', SCRIPT], { env: { ...process.env, PYTHONPATH: path.join(dir, 'stub'), PYTHONDONTWRITEBYTECODE: '1' }, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as Record<string, unknown> & { calls: Array<Record<string, unknown>> };
    const [list, create, photo, attach, note, form, missing] = out.calls;
    expect(list).toEqual({ method: 'GET', url: 'https://shop.example.test/v1/items', params: [['q', 'red shoe'], ['in_stock', 'false']], data: null, headers: { 'X-Trace': 't1' } });
    expect(out.list).toEqual([{ id: 1, title: 'a' }]);
    expect(create).toMatchObject({ method: 'POST', data: '{"id": 2, "title": "b", "note": "n"}', headers: { 'Content-Type': 'application/json' } });
    expect(out.create).toEqual({ id: 2, title: 'b' });
    expect(photo).toMatchObject({ method: 'PUT', url: 'https://shop.example.test/v1/items/7/photo', data: '\x89PNG', headers: { 'Content-Type': 'image/png' } });
    expect(out.photo).toBe('stored');
    expect(attach?.data).toMatch(/^--(\w+)\r\nContent-Disposition: form-data; name="file"; filename="file"\r\nContent-Type: application\/octet-stream\r\n\r\nxy\r\n--\1\r\nContent-Disposition: form-data; name="caption"\r\n\r\nc\r\n--\1--\r\n$/);
    expect((attach?.headers as Record<string, string>)['Content-Type']).toMatch(/^multipart\/form-data; boundary=\w+$/);
    expect(out.attach).toBe("b'\\x89PNG'");
    expect(note).toMatchObject({ data: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(out.note).toEqual({ ok: true });
    expect(form).toMatchObject({ method: 'PUT', url: 'https://shop.example.test/v1/items/3', data: { title: 't w' }, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(out.form).toBeNull();
    expect(missing?.url).toBe('https://shop.example.test/v1/items/a%2Fb');
    expect(out.error).toMatchObject({ status: 404, body: { message: 'Not Found' }, operation: 'get_items_item_id' });
    expect(out.missing).toMatch(/missing 1 required keyword-only argument: 'q'/);
    expect(out.hints).toEqual(['children', 'name', 'parent']);
  });
});

describe('an MCP server\'s generated package under CPython', () => {
  it.skipIf(!python)('takes each tool argument as a keyword (the input schema\'s names), sends only those given, as one JSON object', async () => {
    const tools = [{ name: 'add_note', description: 'Saves a note.', inputSchema: { type: 'object', properties: { breweryId: { type: 'string', description: 'The brewery' }, note: { type: 'string' }, stars: { type: 'integer' } }, required: ['breweryId', 'note'] } }];
    const spec = await loadSpec({ kind: 'text', text: mcpSpecText({ name: 'notes', version: '1' }, tools, 'notes-key', 'http://127.0.0.1:4031/mcp'), name: 'notes' });
    const pkg = generatePackage(spec, 'notes');
    const module = Object.entries(pkg.files).find(([, text]) => text.includes('def add_note('))?.[1] ?? '';
    expect(module).toContain('def add_note(*, brewery_id: str, note: str, stars: int | None = None)');
    const mcpDir = mkdtempSync(path.join(tmpdir(), 'pyclient-mcp-'));
    try {
      for (const [rel, text] of Object.entries(apiMountFiles([{ ...pkg, baseUrl: 'https://mcp.invalid/notes-key' }]))) {
        mkdirSync(path.dirname(path.join(mcpDir, 'apis', rel)), { recursive: true });
        writeFileSync(path.join(mcpDir, 'apis', rel), text);
      }
      writeFileSync(path.join(mcpDir, 'requests.py'), STUB_REQUESTS);
      const script = [
        'import json, sys', `sys.path.insert(0, ${JSON.stringify(mcpDir)})`, 'import requests',
        'from apis.notes import add_note',
        'requests.answers += [(200, "application/json", b"{}"), (200, "application/json", b"{}")]',
        'add_note(brewery_id="b1", note="good")', 'add_note(brewery_id="b2", note="fine", stars=4)',
        'print(json.dumps([[c["url"], c["data"].decode()] for c in requests.calls]))',
      ].join('\n');
      const run = spawnSync(python!, ['-c', script], { env: { ...process.env, PYTHONPATH: mcpDir, PYTHONDONTWRITEBYTECODE: '1' }, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual([
        ['https://mcp.invalid/notes-key/add_note', '{"breweryId": "b1", "note": "good"}'],
        ['https://mcp.invalid/notes-key/add_note', '{"breweryId": "b2", "note": "fine", "stars": 4}'],
      ]);
    } finally {
      rmSync(mcpDir, { recursive: true, force: true });
    }
  });
});
