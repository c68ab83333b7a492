// Tiny static server for the browser benchmark: the built app under /cmp/ (SPA fallback to index.html) and the
// bench-only worker bundle under /bench/, on one free loopback port so the bench worker is same-origin.
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.yaml': 'application/yaml', '.txt': 'text/plain', '.map': 'application/json',
};

export const HARNESS_HTML = '<!doctype html><meta charset="utf-8"><title>catalog search bench</title><p>bench</p>';

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

function resolveFile(root: string, rel: string): string | undefined {
  const file = normalize(join(root, rel));
  if (!file.startsWith(normalize(root))) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export async function startStaticServer(mounts: { app: string; appBase: string; bench: string }): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file: string | undefined;
    if (path === '/bench/harness.html') {
      res.writeHead(200, { 'content-type': TYPES['.html'] ?? '' }).end(HARNESS_HTML);
      return;
    }
    if (path.startsWith('/bench/')) file = resolveFile(mounts.bench, path.slice('/bench/'.length));
    else if (path.startsWith(mounts.appBase)) {
      const rel = path.slice(mounts.appBase.length);
      file = resolveFile(mounts.app, rel) ?? (extname(rel) === '' ? resolveFile(mounts.app, 'index.html') : undefined);
    }
    if (!file) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}
