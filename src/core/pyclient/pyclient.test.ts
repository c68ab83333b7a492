import { describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi';
import { apiMountFiles, generatePackage, snakeCase } from '.';
import { pascalCase } from './names';
import { SHOP_SPEC } from './__fixtures__/shop';

const shop = async () => loadSpec({ kind: 'text', text: JSON.stringify(SHOP_SPEC), name: 'shop.json' });
const fnOf = (module: string, name: string): string => {
  const start = module.indexOf(`def ${name}(`);
  expect(start, `def ${name} missing`).toBeGreaterThanOrEqual(0);
  const end = module.indexOf('\ndef ', start + 1);
  return module.slice(start, end === -1 ? undefined : end);
};

describe('names', () => {
  it('makes snake_case functions and PascalCase classes, never keywords or leading digits', () => {
    expect(snakeCase('searchBreweries')).toBe('search_breweries');
    expect(snakeCase('getHTTPStatus')).toBe('get_http_status');
    expect(snakeCase('obdb-id')).toBe('obdb_id');
    expect(snakeCase('repos/list-for-org')).toBe('repos_list_for_org');
    expect(snakeCase('class')).toBe('class_');
    expect(snakeCase('2fa')).toBe('_2fa');
    expect(snakeCase('Ünïcode Näme')).toBe('unicode_name');
    expect(snakeCase('---', 'fallback')).toBe('fallback');
    expect(pascalCase('simple-user')).toBe('SimpleUser');
  });

  it('names functions from operationId, else method and path, and numbers clashes', async () => {
    const pkg = generatePackage(await shop(), 'shop');
    const items = pkg.files['items.py'] ?? '';
    expect(items).toContain('def list_items(*, q: str');
    expect(items).toContain('def list_items_2(*, item_id: int');
    expect(items).toContain('def list_items_3(*, item_id: int)');
    expect(items).toContain('def get_items_item_id(*, item_id: int)');
    expect(pkg.files['__init__.py']).toContain('"list_items_3": "items"');
  });
});

describe('generatePackage', () => {
  it('has a module per tag (untagged: first path segment), a lazy __init__ and a README line per module', async () => {
    const pkg = generatePackage(await shop(), 'shop');
    expect(Object.keys(pkg.files).sort()).toEqual(['README.md', '__init__.py', '_client.py', 'categories.py', 'items.py', 'media.py', 'notes.py']);
    expect(pkg.files['README.md']).toContain('`from apis.shop import list_items`');
    expect(pkg.files['README.md']?.match(/^- `/gm)).toHaveLength(4);
    expect(pkg.files['__init__.py']).toContain('def __getattr__(name):');
  });

  it('types parameters: required ones first without a default, optional ones `| None = None`, credentials left out', async () => {
    const fn = fnOf(generatePackage(await shop(), 'shop').files['items.py'] ?? '', 'list_items');
    expect(fn).toContain('def list_items(*, q: str, per_page: int | None = None, in_stock: bool | None = None, x_trace: str | None = None) -> list[Item]:');
    expect(fn).not.toContain('api_key');
    expect(fn).toContain('query={"q": q, "per-page": per_page, "in_stock": in_stock}');
    expect(fn).toContain('headers={"X-Trace": x_trace}');
    expect(fn).toContain('q: query parameter q: Words to match.');
    expect(fn).toMatch(/Returns:\n\s+list\[Item\] \(Item: id, title, price, status, tags, @type\) from application\/json/);
    expect(fn).toContain('Raises:\n        ApiError');
  });

  it('sends the body by its content type', async () => {
    const files = generatePackage(await shop(), 'shop').files;
    expect(fnOf(files['items.py'] ?? '', 'create_item')).toMatch(/def create_item\(\*, body: NewItem\) -> Item:[\s\S]*body=body, content_type="application\/json"/);
    expect(fnOf(files['items.py'] ?? '', 'list_items_2')).toMatch(/body: ListItems2Body \| None = None\) -> None:[\s\S]*content_type="application\/x-www-form-urlencoded"/);
    expect(fnOf(files['media.py'] ?? '', 'upload_photo')).toMatch(/body: bytes\) -> str:[\s\S]*content_type="image\/png"/);
    expect(fnOf(files['media.py'] ?? '', 'attach_photo')).toMatch(/body: AttachPhotoBody\) -> bytes:[\s\S]*content_type="multipart\/form-data"/);
    expect(fnOf(files['notes.py'] ?? '', 'add_note')).toMatch(/body: str\) -> AddNoteResult:[\s\S]*content_type="text\/plain"/);
  });

  it('builds the return TypedDict from the 2xx schema: required fields plain, others NotRequired, odd keys functional', async () => {
    const items = generatePackage(await shop(), 'shop').files['items.py'] ?? '';
    expect(items).toContain('Item = TypedDict("Item", {\n    "id": "int",\n    "title": "str",\n    "price": NotRequired["float | None"],\n    "status": NotRequired["Literal[\\"new\\", \\"sold\\"]"],');
    // allOf: one class with every part's fields.
    expect(items).toMatch(/^NewItem = TypedDict\("NewItem", \{\n {4}"id": "int",\n {4}"title": "str",\n(.*\n){4} {4}"note": NotRequired\["str"\],\n\}\)/m);
    expect(items).toContain('class ListItems2Body(TypedDict):\n    title: NotRequired[str]\n');
  });

  it('handles a recursive schema: the class refers to itself', async () => {
    const categories = generatePackage(await shop(), 'shop').files['categories.py'] ?? '';
    expect(categories).toContain('class Category(TypedDict):\n    """A category and its sub-categories."""\n    name: str\n    children: NotRequired[list[Category]]\n    parent: NotRequired[Category]\n');
    expect(categories.match(/^class Category\b/gm)).toHaveLength(1);
    expect(categories).toContain('def get_category_tree() -> Category:');
  });

  it('mounts packages with the run\'s base URL beside the shared runtime', async () => {
    const files = apiMountFiles([{ ...generatePackage(await shop(), 'shop'), baseUrl: 'https://shop.example.test/v1' }]);
    expect(files['shop/_server.py']).toContain('BASE_URL = "https://shop.example.test/v1"');
    expect(files['_runtime.py']).toContain('class ApiError(Exception):');
    expect(files['__init__.py']).toContain('from ._runtime import ApiError');
    expect(apiMountFiles([])).toEqual({});
  });
});
