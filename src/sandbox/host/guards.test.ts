import { describe, expect, it } from 'vitest';
import { MAX_HEADER_COUNT, MAX_URL_CHARS, parseBrokerRequest, parseWorkerMessage } from './guards';

const limits = { maxChars: 1_000, maxBody: 100, maxSnapshotBytes: 1_000 };
const outcome = { ok: true, result: new TextEncoder().encode('42'), stdout: 'hi\n', stderr: '', truncated: [] };

describe('parseWorkerMessage', () => {
  it('accepts well-formed status, fetch and done messages', () => {
    expect(parseWorkerMessage({ t: 'status', phase: 'ready' }, limits)).toEqual({ t: 'status', phase: 'ready' });
    expect(parseWorkerMessage({ t: 'status', phase: 'ready', wait: 'sab' }, limits)).toEqual({ t: 'status', phase: 'ready', wait: 'sab' });
    expect(parseWorkerMessage({ t: 'status', phase: 'ready', wait: '<b>x</b>' }, limits)).toEqual({ t: 'status', phase: 'ready' });
    expect(parseWorkerMessage({ t: 'fetch', nonce: 'n1', id: 3, req: { method: 'GET', url: 'http://x/', headers: { A: 'b' } } }, limits))
      .toEqual({ t: 'fetch', nonce: 'n1', id: 3, req: { method: 'GET', url: 'http://x/', headers: { A: 'b' } } });
    expect(parseWorkerMessage({ t: 'done', nonce: 'n1', outcome }, limits)).toEqual({ t: 'done', nonce: 'n1', outcome });
  });

  it.each([
    ['null', null],
    ['a string', 'done'],
    ['an unknown tag', { t: 'eval', code: '1' }],
    ['a status with an unknown phase', { t: 'status', phase: 'running' }],
    ['a status with a huge detail', { t: 'status', phase: 'error', detail: 'x'.repeat(5_000) }],
    ['a fetch without nonce', { t: 'fetch', id: 1, req: { method: 'GET', url: 'u', headers: {} } }],
    ['a fetch with a fractional id', { t: 'fetch', nonce: 'n', id: 1.5, req: { method: 'GET', url: 'u', headers: {} } }],
    ['a done without outcome', { t: 'done', nonce: 'n' }],
    ['a done with stdout over the cap', { t: 'done', nonce: 'n', outcome: { ...outcome, stdout: 'x'.repeat(2_000) } }],
    ['a done with a non-boolean ok', { t: 'done', nonce: 'n', outcome: { ...outcome, ok: 'yes' } }],
    ['a done with a result that is not bytes', { t: 'done', nonce: 'n', outcome: { ...outcome, result: '42' } }],
    ['a done with a huge truncated list', { t: 'done', nonce: 'n', outcome: { ...outcome, truncated: ['stdout', 'stdout', 'stdout', 'stdout'] } }],
  ])('refuses %s', (_name, data) => {
    expect(parseWorkerMessage(data, limits)).toMatchObject({ t: 'invalid' });
  });

  it('keeps the nonce and id of an invalid request so the page can still answer it, naming the limit', () => {
    const msg = parseWorkerMessage({ t: 'fetch', nonce: 'n1', id: 7, req: { method: 'GET', url: 'http://x/' + 'a'.repeat(MAX_URL_CHARS), headers: {} } }, limits);
    expect(msg).toMatchObject({ t: 'invalid', what: 'fetch', nonce: 'n1', id: 7, why: expect.stringContaining('limit is 8,192') });
  });

  it('reports an oversized result as an invalid done of its run (the page ends the run instead of waiting)', () => {
    const msg = parseWorkerMessage({ t: 'done', nonce: 'n1', outcome: { ...outcome, error: 'x'.repeat(300_000) } }, limits);
    expect(msg).toMatchObject({ t: 'invalid', what: 'done', nonce: 'n1' });
  });

  it('passes a refused request on with its reason, and the relay\'s halt', () => {
    const req = { method: 'GET', url: 'http://x/', headers: {} };
    expect(parseWorkerMessage({ t: 'fetch', nonce: 'n', id: 1, req, refused: 'too big' }, limits)).toEqual({ t: 'fetch', nonce: 'n', id: 1, req, refused: 'too big' });
    expect(parseWorkerMessage({ t: 'halt', reason: 'flood' }, limits)).toEqual({ t: 'halt', reason: 'flood' });
  });

  it('accepts a snapshot Blob within the cap only', () => {
    const snapshot = new Blob([new Uint8Array(10)]);
    expect(parseWorkerMessage({ t: 'snapshot', snapshot }, limits)).toEqual({ t: 'snapshot', snapshot });
    expect(parseWorkerMessage({ t: 'snapshot', snapshot: new Blob([new Uint8Array(2_000)]) }, limits)).toMatchObject({ t: 'snapshot', error: expect.any(String) });
  });

  it('keeps only known truncation tags and the fatal flag when true', () => {
    const msg = parseWorkerMessage({ t: 'done', nonce: 'n', outcome: { ...outcome, truncated: ['stdout', 'evil'], fatal: 'yes' } }, limits);
    expect(msg).toEqual({ t: 'done', nonce: 'n', outcome: { ...outcome, truncated: ['stdout'] } });
  });

  it('does not copy unexpected fields', () => {
    const msg = parseWorkerMessage({ t: 'status', phase: 'ready', html: '<img src=x>' }, limits);
    expect(msg).toEqual({ t: 'status', phase: 'ready' });
  });
});

describe('parseBrokerRequest', () => {
  const ok = { method: 'POST', url: 'http://x/', headers: {}, body: 'abc', timeoutMs: 1000 };
  it('accepts a complete request, with a text or a byte body', () => {
    expect(parseBrokerRequest(ok, 100)).toEqual(ok);
    const bytes = { ...ok, body: new Uint8Array(100) };
    expect(parseBrokerRequest(bytes, 100)).toEqual(bytes);
  });
  it.each([
    ['a long method', { ...ok, method: 'X'.repeat(17) }],
    ['a huge URL', { ...ok, url: 'http://x/' + 'a'.repeat(MAX_URL_CHARS) }],
    ['non-string header values', { ...ok, headers: { A: 1 } }],
    ['too many headers', { ...ok, headers: Object.fromEntries(Array.from({ length: MAX_HEADER_COUNT + 1 }, (_, i) => [`h${i}`, 'v'])) }],
    ['a body over the cap', { ...ok, body: 'x'.repeat(101) }],
    ['a byte body over the cap', { ...ok, body: new Uint8Array(101) }],
    ['a body of another type', { ...ok, body: new Uint16Array(2) }],
    ['a body that is an object', { ...ok, body: { length: 1 } }],
    ['a non-finite timeout', { ...ok, timeoutMs: Infinity }],
    ['headers as an array', { ...ok, headers: [['a', 'b']] }],
  ])('refuses %s', (_name, req) => {
    expect(parseBrokerRequest(req, 100)).toBeNull();
  });
});
