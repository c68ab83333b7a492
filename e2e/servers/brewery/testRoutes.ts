// Routes that exist only for the sandbox tests: an off-allowlist redirect, a huge body, an echo.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORBIDDEN_URL } from '../ports';

const MB = 1024 * 1024;

/** Streams `{"pad":"xxx…"}` of exactly `bytes` bytes without holding it in memory. */
function sendLarge(res: ServerResponse, bytes: number): void {
  const head = '{"pad":"';
  const tail = '"}';
  const block = 'x'.repeat(64 * 1024);
  let left = Math.max(0, bytes - head.length - tail.length);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(head.length + left + tail.length) });
  res.write(head);
  const pump = (): void => {
    while (left > 0) {
      const piece = left >= block.length ? block : block.slice(0, left);
      left -= piece.length;
      if (!res.write(piece)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end(tail);
  };
  pump();
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

/** People with personal data, for privacy mode: the model must never see these emails and phone numbers. */
export const TEST_USERS = [
  { id: 1, name: 'Ada Lovelace', email: 'ada.lovelace@analytical.example', phone: '+44 20 7946 0958' },
  { id: 2, name: 'Grace Hopper', email: 'grace@navy.example', phone: '+1 (555) 010-2000' },
];
/** /v1/test/hold?key=K answers only once /v1/test/release?key=K was called (at most a minute): a request a test ends. */
const holds = new Map<string, { released: boolean; arrived: number; waiters: Array<() => void> }>();
const hold = (key: string) => {
  let h = holds.get(key);
  if (!h) holds.set(key, (h = { released: false, arrived: 0, waiters: [] }));
  return h;
};

/** Bodies POSTed to /v1/test/inbox, oldest first (GET returns them; ?reset=1 empties it). */
const inbox: string[] = [];

/** Handles `/v1/test/...`; returns false when the path is not a test route. */
export async function answerTestRoute(req: IncomingMessage, res: ServerResponse, path: string, params: URLSearchParams): Promise<boolean> {
  if (path === '/test/redirect-forbidden') {
    res.writeHead(302, { location: `${FORBIDDEN_URL}/redirected` });
    res.end();
    return true;
  }
  if (path === '/test/redirect-same') {
    res.writeHead(302, { location: '/v1/breweries/meta' });
    res.end();
    return true;
  }
  if (path === '/test/large') {
    const mb = Number(params.get('mb') ?? '20');
    sendLarge(res, Math.max(1, Math.round((Number.isFinite(mb) ? mb : 20) * MB)));
    return true;
  }
  if (path === '/test/echo') {
    const body = await readBody(req);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    return true;
  }
  if (path === '/test/users') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(TEST_USERS));
    return true;
  }
  if (path === '/test/inbox') {
    if (req.method === 'POST') inbox.push(await readBody(req));
    else if (params.get('reset')) inbox.length = 0;
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.method === 'POST' ? { stored: inbox.length } : inbox));
    return true;
  }
  if (path === '/test/hold' || path === '/test/release' || path === '/test/held') {
    const h = hold(params.get('key') ?? '');
    const answer = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/test/held') answer({ arrived: h.arrived, released: h.released });
    else if (path === '/test/release') {
      h.released = true;
      for (const wake of h.waiters.splice(0)) wake();
      answer({ released: true });
    } else {
      h.arrived++;
      if (h.released) answer({ held: false });
      else {
        const timer = setTimeout(() => answer({ held: 'timed out' }), 60_000);
        h.waiters.push(() => {
          clearTimeout(timer);
          answer({ held: true });
        });
      }
    }
    return true;
  }
  if (path === '/test/slow') {
    const ms = Math.min(60_000, Number(params.get('ms') ?? '5000') || 0);
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ waited: ms }));
    }, ms);
    return true;
  }
  return false;
}
