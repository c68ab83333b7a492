// Pyodide exactly as its npm package ships it (its own python_stdlib.zip, sources only), from a plain static server
// on a loopback port: the yardstick the first-result targets were set against. The app serves its own zip.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Started } from './servers';
import { PYODIDE_PACKAGE_DIR as dir } from '../../pyodide-stdlib/stdlibZip';

const FILES: Record<string, string> = {
  'pyodide.mjs': 'text/javascript', 'pyodide.asm.mjs': 'text/javascript', 'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip', 'pyodide-lock.json': 'application/json',
};

export async function startStockPyodide(): Promise<Started> {
  const server = createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0]?.slice(1) ?? '';
    const type = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    if (!type) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(readFileSync(path.join(dir, name)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, note: 'npm package files', stop: () => new Promise((r) => server.close(() => r())) };
}
