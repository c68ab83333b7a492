// npx tsx scripts/trim-shared.ts: rebuilds test-support/shared-trimmed/ from ../shared (or CMP_SHARED_DIR), the
// committed stand-in that the search-quality and large-spec tests always run on. For each spec the labelled sets
// name it keeps: the operations the queries expect, the ones that compete with them (each query's top 10 on the full
// spec), operations with servers of their own, evenly spaced distractors, and the schemas the large-spec tests
// dereference. Descriptions are cut to what the index reads; other schemas, examples and extensions are dropped.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSpec } from '../src/core/openapi';
import { createCatalog, parseEvalSet, type EvalRow } from '../src/core/catalog';
// The index's own text cleaning, to cut descriptions exactly where it stops reading.
import { plainText } from '../src/core/catalog/text';
import { SHARED_DIR, TRIMMED_DIR, specPath } from '../test-support/sharedDir';

type Json = Record<string, unknown>;

const EXTRA_SET = new URL('../src/core/catalog/__fixtures__/search-extra.jsonl', import.meta.url);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
/** Distractors kept beyond the operations the queries need; specs not listed keep every operation. */
const DISTRACTORS: Record<string, number> = { 'github.openapi.json': 150, 'msgraph.openapi.json': 200, 'stripe.openapi.json': 100 };
/** Operations whose schemas stay (the large-spec tests dereference them); everything they reference is kept. */
const KEEP_SCHEMAS: Record<string, Array<[method: string, path: string]>> = {
  'github.openapi.json': [['get', '/repos/{owner}/{repo}/pulls'], ['get', '/repos/{owner}/{repo}/issues']],
  'msgraph.openapi.json': [['patch', '/me']],
};
/** The index reads at most this much of a description (catalog/entries.ts: RAW_FIRST_CHARS, RAW_DESCRIPTION_CHARS). */
const RAW_FIRST = 450;
const RAW_MAX = 1200;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The start of a description the index reads, unchanged: the same terms come out of it. */
function cutDescription(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (raw.length <= RAW_FIRST) return raw;
  return plainText(raw.slice(0, RAW_FIRST)).length >= 300 ? raw.slice(0, RAW_FIRST) : raw.slice(0, RAW_MAX);
}

/** A schema without prose, examples or extensions (property names, even "description", stay). */
function bareSchema(node: unknown, propertyMap = false): unknown {
  if (Array.isArray(node)) return node.map((n) => bareSchema(n));
  if (!isObj(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (!propertyMap && (key === 'description' || key === 'example' || key === 'examples' || key.startsWith('x-'))) continue;
    out[key] = bareSchema(value, !propertyMap && (key === 'properties' || key === 'patternProperties'));
  }
  return out;
}

function pointer(doc: Json, ref: string): unknown {
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) node = isObj(node) ? node[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return node;
}

/** Copies `node` into `target` at `ref` ('#/components/...'), creating the containers on the way. */
function setPointer(target: Json, ref: string, node: unknown): void {
  const parts = ref.slice(2).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let at = target;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Json;
  at[parts[parts.length - 1] as string] = node;
}

/** Every local $ref reachable from `node`, following references. */
function refClosure(doc: Json, node: unknown, seen = new Set<string>()): Set<string> {
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(visit);
    else if (isObj(n)) {
      const ref = n.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
        seen.add(ref);
        visit(pointer(doc, ref));
      }
      for (const [k, v] of Object.entries(n)) if (k !== '$ref') visit(v);
    }
  };
  visit(node);
  return seen;
}

function bareParameter(p: unknown): unknown {
  if (!isObj(p)) return p;
  if (typeof p.$ref === 'string') return { $ref: p.$ref };
  const out: Json = { name: p.name, in: p.in };
  if (p.required !== undefined) out.required = p.required;
  if (isObj(p.schema) && typeof p.schema.type === 'string') out.schema = { type: p.schema.type };
  return out;
}

function trimOperation(op: Json, keepSchemas: boolean): Json {
  const out: Json = {};
  for (const key of ['operationId', 'summary', 'tags', 'deprecated', 'security', 'servers']) if (op[key] !== undefined) out[key] = op[key];
  const description = cutDescription(op.description);
  if (description !== undefined) out.description = description;
  if (Array.isArray(op.parameters)) out.parameters = op.parameters.map(bareParameter);
  if (keepSchemas) {
    if (op.requestBody !== undefined) out.requestBody = bareSchema(op.requestBody);
    out.responses = bareSchema(op.responses);
  } else {
    const first = Object.keys(isObj(op.responses) ? op.responses : {})[0] ?? 'default';
    out.responses = { [first]: { description: '' } };
  }
  return out;
}

async function trimSpec(name: string, rows: EvalRow[]): Promise<Json> {
  const text = readFileSync(specPath(SHARED_DIR, name), 'utf8');
  const doc = JSON.parse(text) as Json;
  if (typeof doc.openapi !== 'string') throw new Error(`${name}: only OpenAPI 3 JSON specs are trimmed`);
  const catalog = await createCatalog(await loadSpec({ kind: 'text', text, name }));
  const keep = new Set<string>();
  for (const row of rows) {
    for (const e of row.expect) keep.add(e);
    for (const hit of catalog.searchSync(row.query, { limit: 10 }).hits) keep.add(`${hit.method} ${hit.path}`);
  }
  const schemaOps = new Set((KEEP_SCHEMAS[name] ?? []).map(([m, p]) => `${m.toUpperCase()} ${p}`));
  for (const key of schemaOps) keep.add(key);

  const paths = isObj(doc.paths) ? doc.paths : {};
  const all: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      all.push(key);
      if (op.servers !== undefined || item.servers !== undefined) keep.add(key);
    }
  }
  const budget = DISTRACTORS[name];
  if (budget === undefined) for (const key of all) keep.add(key);
  else {
    const rest = all.filter((k) => !keep.has(k));
    const step = rest.length / Math.min(budget, rest.length);
    for (let i = 0; i < Math.min(budget, rest.length); i++) keep.add(rest[Math.floor(i * step)] as string);
  }

  const outPaths: Json = {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    const outItem: Json = {};
    for (const method of METHODS) {
      const op = item[method];
      if (isObj(op) && keep.has(`${method.toUpperCase()} ${path}`)) outItem[method] = trimOperation(op, schemaOps.has(`${method.toUpperCase()} ${path}`));
    }
    if (Object.keys(outItem).length === 0) continue;
    if (item.servers !== undefined) outItem.servers = item.servers;
    if (Array.isArray(item.parameters)) outItem.parameters = item.parameters.map(bareParameter);
    outPaths[path] = outItem;
  }

  const info = isObj(doc.info) ? doc.info : {};
  const out: Json = {
    openapi: doc.openapi,
    info: { title: info.title, version: info.version, description: `Trimmed by scripts/trim-shared.ts from ${name} (${all.length} operations).` },
  };
  if (doc.servers !== undefined) out.servers = doc.servers;
  if (doc.security !== undefined) out.security = doc.security;
  if (Array.isArray(doc.tags)) out.tags = doc.tags.filter(isObj).map((t) => ({ name: t.name }));
  out.paths = outPaths;
  const components: Json = {};
  const docComponents = isObj(doc.components) ? doc.components : {};
  if (docComponents.securitySchemes !== undefined) components.securitySchemes = docComponents.securitySchemes;
  out.components = components;
  for (const ref of refClosure(doc, outPaths)) {
    const target = pointer(doc, ref);
    const bare = ref.startsWith('#/components/parameters/') ? bareParameter(target) : bareSchema(target);
    setPointer(out, ref, bare);
  }
  console.log(`${name}: ${keep.size} of ${all.length} operations kept`);
  return out;
}

const devRows = parseEvalSet(readFileSync(resolve(SHARED_DIR, 'eval/search-dev.jsonl'), 'utf8'));
const extraRows = parseEvalSet(readFileSync(EXTRA_SET, 'utf8'));
const rows = [...devRows, ...extraRows];
mkdirSync(resolve(TRIMMED_DIR, 'specs'), { recursive: true });
mkdirSync(resolve(TRIMMED_DIR, 'eval'), { recursive: true });
writeFileSync(resolve(TRIMMED_DIR, 'eval/search-dev.jsonl'), `${devRows.map((r) => JSON.stringify(r)).join('\n')}\n`);
for (const name of [...new Set(rows.map((r) => r.spec))].sort()) {
  if (existsSync(new URL(`../src/core/openapi/__fixtures__/${name}`, import.meta.url)) || !name.endsWith('.json')) {
    console.log(`${name}: not trimmed (the openapi fixtures hold it, or it is not JSON)`);
    continue;
  }
  const trimmed = await trimSpec(name, rows.filter((r) => r.spec === name));
  writeFileSync(resolve(TRIMMED_DIR, 'specs', name), `${JSON.stringify(trimmed)}\n`);
}
