// `npm run conformance`: the official MCP conformance suite's client scenarios (@modelcontextprotocol/conformance)
// against the page's own client code (scripts/conformance-client.ts). Fails on any failed scenario.
// The suite needs Node 22 (fs.globSync): with an older node, a Node 22 binary is taken from the npm registry
// (node-<platform>-<arch>, pinned) into node_modules/.cache once, for this step only; the client runs on this node.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NODE22 = '22.23.5';
const SUITE = 'node_modules/@modelcontextprotocol/conformance/dist/index.js';
const CACHE = join('node_modules', '.cache');
/** The client, bundled once (a tsx start per scenario costs seconds of CPU); node finds the SDK in node_modules. */
const BUNDLE = join(CACHE, 'conformance-client.mjs');
/** Scenarios run at once (each starts its servers and one client process). */
const PARALLEL = 3;

/** Every client scenario that applies to a browser page. Left out: the extension scenarios (client credentials with a
 * secret or a signed JWT, cross-app access: machine-to-machine grants a page cannot hold). */
export const SCENARIOS = [
  'initialize', 'tools_call', 'sse-retry', 'elicitation-sep1034-client-defaults',
  'auth/metadata-default', 'auth/metadata-var1', 'auth/metadata-var2', 'auth/metadata-var3',
  'auth/basic-cimd', 'auth/pre-registration',
  'auth/scope-from-www-authenticate', 'auth/scope-from-scopes-supported', 'auth/scope-omitted-when-undefined',
  'auth/scope-step-up', 'auth/scope-retry-limit',
  'auth/token-endpoint-auth-basic', 'auth/token-endpoint-auth-post', 'auth/token-endpoint-auth-none',
  'auth/2025-03-26-oauth-metadata-backcompat', 'auth/2025-03-26-oauth-endpoint-fallback',
  'auth/resource-mismatch', 'auth/offline-access-scope', 'auth/offline-access-not-supported',
];

/** A node that has fs.globSync: this one, else the pinned Node 22 from the registry (fetched once). */
function node22() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const dir = join(CACHE, `node-${NODE22}`);
  const bin = join(dir, 'package', 'bin', 'node');
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const pkg = `node-${process.platform}-${process.arch}@${NODE22}`;
  const file = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', join(dir, file), '-C', dir]);
  rmSync(join(dir, file));
  return bin;
}

function run(node, scenario, out) {
  return new Promise((resolve) => {
    const args = [SUITE, 'client', '--command', `${process.execPath} ${BUNDLE}`, '--scenario', scenario, '-o', out, '--timeout', '30000'];
    const child = spawn(node, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('close', (code) => resolve({ scenario, ok: code === 0, text }));
  });
}

const only = process.argv.slice(2);
const scenarios = only.length > 0 ? SCENARIOS.filter((s) => only.includes(s)) : SCENARIOS;
const started = Date.now();
const node = node22();
execFileSync(join('node_modules', '.bin', 'esbuild'), ['scripts/conformance-client.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', '--log-level=warning', `--outfile=${BUNDLE}`]);
const out = mkdtempSync(join(tmpdir(), 'conformance-'));
const queue = [...scenarios];
const results = [];
await Promise.all(Array.from({ length: PARALLEL }, async () => {
  for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
    const r = await run(node, s, out);
    results.push(r);
    const summary = /Passed: .*/.exec(r.text)?.[0] ?? 'no result';
    console.log(`${r.ok ? 'pass' : 'FAIL'}  ${s}  (${summary})`);
  }
}));
rmSync(out, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok);
for (const r of failed) console.log(`\n--- ${r.scenario} ---\n${r.text.slice(-4000)}`);
console.log(`\n${results.length - failed.length} of ${results.length} client scenarios pass (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed.length > 0 ? 1 : 0);
