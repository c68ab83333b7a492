// YAML parsing in headless Chromium: the app's parser (js-yaml) against the `yaml` package it replaced, on the
// GitHub and Stripe specs converted to YAML (from ../shared/specs; petstore only when that folder is missing).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { stringify } from 'yaml';
import { CHROMIUM_FLAGS } from '../chromiumFlags';
import { findChromium } from './chromium';
import { median } from './sandbox/pageTiming';

const SHARED = fileURLToPath(new URL('../../../shared/specs/', import.meta.url));
const ROUNDS = Number(process.env.BENCH_YAML_ROUNDS ?? 3);
const TARGET_SPEEDUP = 5;

async function chromiumPath(): Promise<string> {
  const found = await findChromium();
  if (!found) throw new Error('No Chromium found (set CHROMIUM_PATH)');
  return found.path;
}

function writeYamlSpecs(dir: string): string[] {
  const names: string[] = [];
  for (const spec of ['github', 'stripe']) {
    const json = join(SHARED, `${spec}.openapi.json`);
    if (!existsSync(json)) continue;
    writeFileSync(join(dir, `${spec}.yaml`), stringify(JSON.parse(readFileSync(json, 'utf8')), { lineWidth: 0 }));
    names.push(`${spec}.yaml`);
  }
  if (names.length === 0) {
    writeFileSync(join(dir, 'petstore3.yaml'), readFileSync(fileURLToPath(new URL('../../public/examples/petstore3.openapi.yaml', import.meta.url))));
    names.push('petstore3.yaml');
  }
  return names;
}

export async function runYamlBench(): Promise<Record<string, unknown>> {
  const dir = join(tmpdir(), 'cmp-bench-yaml');
  mkdirSync(dir, { recursive: true });
  const names = writeYamlSpecs(dir);
  await build({
    configFile: false, logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: false, target: 'es2022', minify: true, copyPublicDir: false,
      lib: { entry: fileURLToPath(new URL('./yaml/yamlPage.ts', import.meta.url)), formats: ['es'], fileName: () => 'yaml-page.js' } },
  });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./yaml-page.js"></script>');
  const server = createServer((req, res) => {
    const file = join(dir, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').slice(1));
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'text/plain' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'runYamlBench' in globalThis);
    const timings = await page.evaluate(([n, r]) => (globalThis as unknown as { runYamlBench: (names: string[], rounds: number) => Promise<Array<{ name: string; chars: number; jsYamlMs: number[]; yamlMs: number[] }>> }).runYamlBench(n, r), [names, ROUNDS] as const);
    const rows = timings.map((t) => {
      const speedup = median(t.yamlMs) / median(t.jsYamlMs);
      return { spec: t.name, mb: +(t.chars / 1e6).toFixed(1), jsYamlMsMedian: median(t.jsYamlMs), yamlMsMedian: median(t.yamlMs), speedup: +speedup.toFixed(1), meetsTarget: speedup >= TARGET_SPEEDUP };
    });
    return { rows, target: `js-yaml ≥ ${TARGET_SPEEDUP}x faster than yaml`, rounds: ROUNDS, note: existsSync(SHARED) ? 'specs converted from ../shared/specs JSON' : '../shared/specs not found: petstore only' };
  } finally {
    await browser.close();
    server.close();
  }
}
