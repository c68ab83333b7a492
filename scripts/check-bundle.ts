// Checks a build's chunks: the o200k table ships in exactly one file, each provider SDK in its own chunk reached only
// by a dynamic import (never by the page's entry or another provider's chunk), and the entry does not load the table.
//   npx tsx scripts/check-bundle.ts [dist]      (scripts/run-e2e.mjs runs it after each e2e build)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROVIDERS } from '../src/core/llm/registry';

/** Strings only each SDK carries (its API-key environment variable or client header), from the providers' descriptors. */
export const SDK_MARKERS: Record<string, string> = Object.fromEntries(Object.values(PROVIDERS).map((p) => [p.sdk.name, p.sdk.marker.join('')]));
/** Tokens from the end of the o200k table: a file with all of them holds a copy. */
const TABLE_MARKERS = [' Produit', 'iffen', ' patrones', 'Cursos', ' cocos', ' parametros'];

export interface BundleReport {
  problems: string[];
  /** Bytes per role: the table, each SDK chunk, the entry with everything it imports statically. */
  bytes: Record<string, number>;
}

/** File names of static imports (`from"./x.js"`, `import"./x.js"`, `<base>assets/x.js`), or of `import(…)` ones. */
function imports(code: string, kind: 'static' | 'dynamic'): string[] {
  const pattern = kind === 'static' ? /(?:\bfrom|\bimport)\s*["'`]([^"'`]+\.js)["'`]/g : /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
  return [...code.matchAll(pattern)].map((m) => path.basename(m[1] ?? ''));
}

export function checkBundle(dist: string): BundleReport {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const code = new Map(files.map((f) => [f, readFileSync(path.join(assets, f), 'utf8')]));
  const size = (f: string) => statSync(path.join(assets, f)).size;
  const edges = (kind: 'static' | 'dynamic') => new Map(files.map((f) => [f, imports(code.get(f) ?? '', kind).filter((s) => code.has(s))]));
  const staticEdges = edges('static');
  const dynamicEdges = edges('dynamic');
  /** Files reached from `start` over static imports (and dynamic ones when `dynamic`), not entering `stop`. */
  const reach = (start: string[], dynamic: boolean, stop: (f: string) => boolean = () => false): Set<string> => {
    const seen = new Set<string>();
    const todo = [...start];
    for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
      if (seen.has(f)) continue;
      seen.add(f);
      const next = [...(staticEdges.get(f) ?? []), ...(dynamic ? dynamicEdges.get(f) ?? [] : [])];
      todo.push(...next.filter((n) => !stop(n)));
    }
    return seen;
  };
  const closure = (start: string[]) => reach(start, false);
  const problems: string[] = [];
  const bytes: Record<string, number> = {};

  const tables = files.filter((f) => TABLE_MARKERS.every((m) => code.get(f)?.includes(m)));
  if (tables.length !== 1) problems.push(`the o200k table should ship in exactly one file, found ${tables.length}: ${tables.join(', ')}`);
  for (const t of tables) bytes[`o200k table (${t})`] = size(t);

  const sdkOf = new Map<string, string>();
  for (const [sdk, marker] of Object.entries(SDK_MARKERS)) {
    const holders = files.filter((f) => code.get(f)?.includes(marker));
    if (holders.length !== 1) problems.push(`the ${sdk} SDK should be in exactly one chunk, found ${holders.length}: ${holders.join(', ')}`);
    for (const h of holders) {
      const other = sdkOf.get(h);
      if (other) problems.push(`${h} holds both the ${other} and the ${sdk} SDK`);
      sdkOf.set(h, sdk);
      bytes[`${sdk} SDK chunk (${h})`] = size(h);
    }
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"/]+\.js)"/g)].map((m) => m[1] ?? '').filter((f) => code.has(f));
  if (entry.length === 0) problems.push('index.html names no script in assets/');
  // Everything the app can load before a provider is chosen (workers start by URL), and what each SDK brings along.
  const roots = new Map<string, string[]>([['the app', [...entry, ...files.filter((f) => /\.worker-[\w-]+\.js$/.test(f))]]]);
  for (const [f, sdk] of sdkOf) roots.set(`the ${sdk} SDK`, [f]);
  for (const [who, start] of roots) {
    const own = start.length === 1 ? sdkOf.get(start[0] ?? '') : undefined;
    for (const f of reach(start, true, (n) => sdkOf.has(n) && sdkOf.get(n) !== own)) {
      for (const reached of closure([f])) {
        const sdk = sdkOf.get(reached);
        if (sdk && sdk !== own) problems.push(`${f} (loaded by ${who}) imports the ${sdk} SDK statically (${reached}): load it with import() when that provider is chosen`);
      }
    }
  }
  const initial = closure(entry);
  for (const t of tables) if (initial.has(t)) problems.push(`index.html loads the o200k table at start (${t})`);
  bytes['page entry + static imports'] = [...initial].reduce((sum, f) => sum + size(f), 0);
  // What a chat with one provider loads: the app, the chat view, the agent and that SDK with their static imports,
  // and the catalog worker with everything it may import (it counts context tokens with the table).
  const named = (prefix: string) => files.filter((f) => f.startsWith(prefix));
  const worker = reach(named('catalog.worker-'), true);
  for (const [f, sdk] of sdkOf) {
    const chat = new Set([...closure([...entry, ...named('ChatView-'), ...named('agentRun-'), f]), ...worker]);
    bytes[`JS a chat with ${sdk} loads`] = [...chat].reduce((sum, g) => sum + size(g), 0);
  }
  bytes['all JS in assets/'] = files.reduce((sum, f) => sum + size(f), 0);
  return { problems, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const { problems, bytes } = checkBundle(dist);
  for (const [what, n] of Object.entries(bytes)) console.log(`bundle: ${what}: ${(n / 1024).toFixed(0)} KiB`);
  for (const p of problems) console.error(`bundle check: ${p}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
