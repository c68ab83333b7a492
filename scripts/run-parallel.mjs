// Runs npm scripts at the same time (`node scripts/run-parallel.mjs typecheck lint`): each is single-threaded, so
// on a 2-core CI box the pair takes about as long as the slower one. Output is held per script and printed whole
// when it ends, so the two never interleave. Exits non-zero if any script failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map((name) => new Promise((resolve) => {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [];
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => out.push(chunk));
  child.on('close', (code) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`\n> npm run ${name} (${code === 0 ? 'ok' : `failed, exit ${String(code)}`}, ${seconds} s)\n`);
    process.stdout.write(Buffer.concat(out));
    resolve(code ?? 1);
  });
}));
const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
