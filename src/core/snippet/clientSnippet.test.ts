import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec, type LoadedSpec } from '../openapi';
import { apiMountFiles, generatePackage } from '../pyclient';
import { SHOP_SPEC } from '../pyclient/__fixtures__/shop';
import { clientSnippet } from './clientSnippet';
import { operationSnippet } from './operationSnippet';
import { pyLiteral } from './python';

const shop = () => loadSpec({ kind: 'text', text: JSON.stringify(SHOP_SPEC), name: 'shop.json' });
const quirks = () => loadSpec({ kind: 'text', text: readFileSync(new URL('../mock/__fixtures__/real-world-quirks.yaml', import.meta.url), 'utf8'), name: 'quirks.yaml' });
/** An operation by its name, or by `METHOD /path` when it has no operationId. */
const opOf = (spec: LoadedSpec, name: string) => {
  const op = spec.operations.find((o) => o.name === name || (!o.operationId && `${o.method.toUpperCase()} ${o.path}` === name));
  if (!op) throw new Error(`no ${name}`);
  return op;
};

/** A spec whose operation has a parameter named `body` beside its request body. */
const BODY_CLASH = {
  openapi: '3.0.3',
  info: { title: 'Clash', version: '1' },
  servers: [{ url: 'https://clash.example.test' }],
  paths: {
    '/notes/{body}': {
      post: {
        operationId: 'import',
        parameters: [{ name: 'body', in: 'path', required: true, schema: { type: 'string', example: 'n1' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['text'], properties: { text: { type: 'string', example: 'hi' } } } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};

describe('clientSnippet', () => {
  it('imports the function the package defines: clashes numbered, no operationId named from method and path', async () => {
    const spec = await shop();
    const init = generatePackage(spec, 'shop').files['__init__.py'] ?? '';
    const cases: Array<[string, string]> = [['ListItems', 'list_items_3'], ['list-items', 'list_items_2'], ['GET /items/{item-id}', 'get_items_item_id']];
    for (const [name, fn] of cases) {
      const code = clientSnippet(spec, opOf(spec, name), 'shop');
      expect(code).toContain(`\nfrom apis.shop import ${fn}\n`);
      expect(code).toMatch(new RegExp(`^result = ${fn}\\($`, 'm'));
      expect(init).toContain(`"${fn}": "items"`);
    }
    expect(clientSnippet(spec, opOf(spec, 'getCategoryTree'), 'shop')).toMatch(/^result = get_category_tree\(\)$/m);
    const clash = await loadSpec({ kind: 'text', text: JSON.stringify(BODY_CLASH), name: 'clash.json' });
    const code = clientSnippet(clash, opOf(clash, 'import'), 'clash');
    expect(code).toContain('from apis.clash import import_\n');
    expect(code).toContain('    body="n1",  # required path parameter body\n');
    expect(code).toContain('    body_2={"text": "hi"},  # request body (application/json)');
  });

  it('passes each required parameter under its keyword with the value the requests snippet uses; credentials and optional ones stay out', async () => {
    const spec = await shop();
    const items = clientSnippet(spec, opOf(spec, 'listItems'), 'shop');
    expect(items).toContain('    q="string",  # required query parameter q\n');
    expect(items).not.toMatch(/api_key|per_page|x_trace/);
    const q = await quirks();
    const board = clientSnippet(q, opOf(q, 'getBoard'), 'quirks');
    const requests = operationSnippet(q, opOf(q, 'getBoard'));
    for (const [py, where] of [['id_board', 'path parameter idBoard'], ['api_version', 'query parameter api-version'], ['x_request_id', 'header parameter X-Request-Id']]) {
      const value = new RegExp(`^${py} = (.+?) {2}# required ${where}$`, 'm').exec(requests)?.[1];
      expect(value, py).toBeDefined();
      expect(board).toContain(`    ${py}=${value},  # required ${where}\n`);
    }
    expect(board).not.toMatch(/^\s+key=/m);
  });

  it('sends a body its schema accepts, as bytes for a binary type, and says when the spec names another server', async () => {
    const spec = await shop();
    expect(clientSnippet(spec, opOf(spec, 'createItem'), 'shop')).toContain('    body={"id": 0, "title": "string"},  # request body (application/json)');
    expect(clientSnippet(spec, opOf(spec, 'uploadPhoto'), 'shop')).toMatch(/^ {4}body="\w*"\.encode\(\), {2}# request body \(image\/png\)/m);
    const q = await quirks();
    const upload = clientSnippet(q, opOf(q, 'createUpload'), 'quirks');
    expect(upload).toContain('its own server (https://uploads.quirks.example.com/v2); the client sends it to BASE_URL instead.');
    expect(upload).toMatch(/^ {4}body=\{"name": "\w+", "size": \d+, "kind": "photo"\},/m);
  });

  it('indents a long literal under its keyword', () => {
    expect(pyLiteral({ a: 'x'.repeat(60), b: ['y'.repeat(40)] }, 7)).toBe(`{\n    "a": "${'x'.repeat(60)}",\n    "b": [\n        "${'y'.repeat(40)}",\n    ],\n}`);
  });
});

const python = ['python3', 'python'].find((cmd) => spawnSync(cmd, ['--version']).status === 0);
const dir = mkdtempSync(path.join(tmpdir(), 'client-snippet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A `requests` that records each call and answers 200 with an empty JSON object. */
const STUB_REQUESTS = `
calls = []

class Response:
    status_code, content, headers = 200, b"{}", {"content-type": "application/json"}
    def __init__(self, url):
        self.url = url
    def json(self):
        return {}

def request(method, url, params=None, data=None, headers=None, timeout=None):
    calls.append(method + " " + url)
    return Response(url)
`;

describe('clientSnippet under CPython', () => {
  it.skipIf(!python)('runs as generated for every operation of the shop spec against its package', async () => {
    const spec = await shop();
    const files = apiMountFiles([{ ...generatePackage(spec, 'shop'), baseUrl: 'https://shop.example.test/v1' }]);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, 'apis', rel)), { recursive: true });
      writeFileSync(path.join(dir, 'apis', rel), text);
    }
    writeFileSync(path.join(dir, 'requests.py'), STUB_REQUESTS);
    const snippets = spec.operations.map((op) => clientSnippet(spec, op, 'shop'));
    const script = [
      'import json, requests',
      `snippets = json.loads(${JSON.stringify(JSON.stringify(snippets))})`,
      'for code in snippets:',
      '    scope = {}',
      '    exec(code, scope)',
      '    assert scope["result"] == {}, code',
      'print(json.dumps(requests.calls))',
    ].join('\n');
    const run = spawnSync(python!, ['-c', script], { env: { ...process.env, PYTHONPATH: dir, PYTHONDONTWRITEBYTECODE: '1' }, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      'GET https://shop.example.test/v1/items',
      'POST https://shop.example.test/v1/items',
      'GET https://shop.example.test/v1/items/0',
      'PUT https://shop.example.test/v1/items/0',
      'DELETE https://shop.example.test/v1/items/0',
      'PUT https://shop.example.test/v1/items/0/photo',
      'POST https://shop.example.test/v1/items/0/photo',
      'POST https://shop.example.test/v1/notes',
      'GET https://shop.example.test/v1/categories',
    ]);
  });
});
