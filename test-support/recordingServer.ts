// A loopback HTTP server for Node tests: records every request (URL as sent, body as text) and answers as told.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface Hit {
  url: string;
  body: string;
}

export interface RecordingServer {
  /** This test's requests (cleared before each test). */
  readonly hits: Hit[];
  /** http://127.0.0.1:<port>, once the server listens (inside tests and hooks). */
  base: () => string;
  /**
   * `value` as JSON with this server's host and port written as "recording.test": the random port (41523) must not
   * pass for digits a test says never reach the text (a phone number's 415).
   */
  json: (value: unknown) => string;
}

/** Starts before the file's tests, clears `hits` before each, closes after; `answer` builds each reply. */
export function startRecordingServer(answer: (hit: Hit, method: string) => { status: number; body: string }): RecordingServer {
  const hits: Hit[] = [];
  let server: http.Server | undefined;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const hit = { url: req.url ?? '', body };
        hits.push(hit);
        const reply = answer(hit, req.method ?? 'GET');
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());
  beforeEach(() => (hits.length = 0));
  return { hits, base: () => base, json: (value) => JSON.stringify(value).replaceAll(base.slice('http://'.length), 'recording.test') };
}
