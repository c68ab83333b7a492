// A local static file server so the benchmark measures fetch + parse like the browser does (HTTP, not fs).
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface SpecServer {
  urlFor: (dir: string, file: string) => string;
  close: () => Promise<void>;
}

export async function startSpecServer(dirs: Record<string, string>): Promise<SpecServer> {
  const server: Server = createServer((req, res) => {
    const [, key, ...rest] = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).split('/');
    const dir = key === undefined ? undefined : dirs[key];
    const file = dir && !rest.includes('..') ? join(dir, ...rest) : undefined;
    if (!file || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    // connection: close avoids a reused keep-alive socket being reset between slow benchmark phases.
    // access-control-allow-origin: the browser benchmark and e2e fetch specs cross-origin, like a user would.
    res.writeHead(200, {
      'content-type': file.endsWith('.json') ? 'application/json' : 'application/yaml',
      // Static hosts send the length; the app uses it for "x of y MB" progress.
      'content-length': statSync(file).size,
      connection: 'close',
      'access-control-allow-origin': '*',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    urlFor: (dir, file) => `http://127.0.0.1:${port}/${dir}/${file}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
